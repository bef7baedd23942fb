import { NOT_PAID } from '@halwai/domain';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_INFO } from '../../lib/shop-info';
import { shopInfoQueryOptions } from '../../lib/use-shop-info';
import { createTestQueryClient } from '../../test/render-route';
import { UpiPayment } from './upi-payment';

const order = { id: 42, customerName: 'Asha', customerMobile: '9876543210', orderDate: '2026-11-23T10:00:00Z', orderStatus: 0 as const, status: 'pending' as const, history: [], fulfilment: { type: 'pickup' as const, deliveryCharge: 0 }, products: [], itemsTotal: 1250.5, paid: false, payment: NOT_PAID, payOnline: false };

function renderWith(upiId: string) {
  const client = createTestQueryClient();
  client.setQueryData(shopInfoQueryOptions.queryKey, { ...DEFAULT_SHOP_INFO, upiId, upiPayee: 'Halwai Sweets' });
  return render(
    <QueryClientProvider client={client}>
      <UpiPayment order={order} />
    </QueryClientProvider>,
  );
}

describe('UpiPayment', () => {
  it('shows a QR code carrying the UPI link with the order total and id', async () => {
    renderWith('halwai@okaxis');
    const qr = await screen.findByRole('img', { name: /UPI QR code to pay ₹1,250.5/ });
    expect(qr).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(qr).toHaveAttribute('data-upi-link', 'upi://pay?pa=halwai@okaxis&pn=Halwai%20Sweets&am=1250.50&cu=INR&tn=Order%2042');
  });

  it('shows nothing when the shop has no UPI ID', () => {
    const { container } = renderWith('');
    expect(container).toBeEmptyDOMElement();
  });
});
