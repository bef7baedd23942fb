import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { paise } from '@halwai/domain';
import { DEFAULT_SHOP_INFO } from '../../lib/shop-info';
import { shopInfoQueryOptions } from '../../lib/use-shop-info';
import { createTestQueryClient } from '../../test/render-route';
import { PayDialog, type PayDialogProps } from './pay-dialog';

function renderPay(props: Partial<PayDialogProps> = {}) {
  const client = createTestQueryClient();
  client.setQueryData(shopInfoQueryOptions.queryKey, { ...DEFAULT_SHOP_INFO, upiId: 'halwai@okaxis', upiPayee: 'Halwai Sweets' });
  const onComplete = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <PayDialog
        toPay={paise(31600)}
        sending={false}
        error={null}
        fieldErrors={{}}
        onComplete={onComplete}
        onClose={() => undefined}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { onComplete, user: userEvent.setup({ delay: null }) };
}

const complete = () => screen.getByRole('button', { name: 'Complete sale' });

describe('PayDialog', () => {
  it('shows the change due on cash, and completes only once the cash covers the bill', async () => {
    const { onComplete, user } = renderPay();
    expect(complete()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Cash received (₹)' }), '300');
    expect(complete()).toBeDisabled();
    expect(screen.getByText('Still to pay').nextSibling).toHaveTextContent('₹16');
    await user.clear(screen.getByRole('textbox', { name: 'Cash received (₹)' }));
    await user.type(screen.getByRole('textbox', { name: 'Cash received (₹)' }), '500');
    expect(screen.getByTestId('change-due')).toHaveTextContent('₹184');
    await user.click(complete());
    expect(onComplete).toHaveBeenCalledWith([{ method: 'cash', amount: 50000 }]);
  });

  it('splits cash and UPI: the QR for the UPI amount, counted once received', async () => {
    const { onComplete, user } = renderPay();
    await user.type(screen.getByRole('textbox', { name: 'Cash received (₹)' }), '200');
    await user.click(screen.getByRole('button', { name: 'Rest by UPI' }));
    expect(screen.getByRole('textbox', { name: 'UPI amount (₹)' })).toHaveValue('116');
    const qr = await screen.findByRole('img', { name: 'UPI QR code for ₹116' });
    expect(qr).toHaveAttribute('data-upi-link', 'upi://pay?pa=halwai@okaxis&pn=Halwai%20Sweets&am=116.00&cu=INR');
    expect(complete()).toBeDisabled();
    expect(screen.getByText('Tick Received once the UPI payment shows')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Received' }));
    expect(screen.getByTestId('change-due')).toHaveTextContent('₹0');
    await user.click(complete());
    expect(onComplete).toHaveBeenCalledWith([
      { method: 'cash', amount: 20000 },
      { method: 'upi', amount: 11600 },
    ]);
  });

  it('refuses UPI or card over the bill, and a card without its reference', async () => {
    const { user } = renderPay();
    await user.type(screen.getByRole('textbox', { name: 'Card amount (₹)' }), '400');
    await user.type(screen.getByRole('textbox', { name: 'Card slip reference' }), 'POS 77');
    expect(complete()).toBeDisabled(); // more than the bill by card: settlePayments says over
    await user.click(screen.getByRole('button', { name: 'Rest by Card' }));
    expect(screen.getByRole('textbox', { name: 'Card amount (₹)' })).toHaveValue('316');
    expect(complete()).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: 'Card slip reference' }));
    expect(complete()).toBeDisabled();
  });

  it('shows the refusal the server gave for the payments', () => {
    renderPay({ error: 'Not accepted', fieldErrors: { payments: ['The payments come to ₹300; the bill is ₹316'] } });
    expect(screen.getByRole('alert')).toHaveTextContent('The payments come to ₹300; the bill is ₹316');
  });
});
