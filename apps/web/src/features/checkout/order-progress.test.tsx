import { NOT_PAID, type OrderView } from '@halwai/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderProgress } from './order-progress';

const at = '2026-11-23T05:00:00.000Z';
const order = (overrides: Partial<OrderView>): OrderView => ({
  id: 7,
  customerName: 'Asha',
  customerMobile: '9876543210',
  orderDate: at,
  orderStatus: 0,
  status: 'pending',
  history: [{ status: 'pending', at }],
  fulfilment: { type: 'pickup', deliveryCharge: 0 },
  products: [],
  itemsTotal: 1200,
  paid: false,
  payment: NOT_PAID,
  payOnline: false,
  ...overrides,
});

describe('OrderProgress', () => {
  it('shows the way of a delivery order with the step reached marked as current', () => {
    render(
      <OrderProgress
        order={order({
          status: 'preparing',
          fulfilment: { type: 'delivery', address: '12 MG Road', pincode: '110005', deliveryCharge: 0 },
          history: [
            { status: 'pending', at },
            { status: 'preparing', at: '2026-11-23T05:30:00.000Z' },
          ],
        })}
      />,
    );
    const progress = screen.getByRole('region', { name: 'Order progress' });
    expect(progress).toHaveTextContent(/Placed.*Confirmed.*Preparing.*Out for delivery.*Completed/);
    expect(progress).not.toHaveTextContent('Ready for pickup');
    expect(within(progress).getByText('Preparing')).toHaveAttribute('aria-current', 'step');
  });

  it('says a cancelled order was cancelled, with the shop’s reason', () => {
    render(
      <OrderProgress
        order={order({
          status: 'cancelled',
          orderStatus: 2,
          history: [
            { status: 'pending', at },
            { status: 'cancelled', at, reason: 'Sold out today' },
          ],
        })}
      />,
    );
    expect(screen.getByText('Cancelled by the shop')).toBeInTheDocument();
    expect(screen.getByText('Reason: Sold out today')).toBeInTheDocument();
  });
});
