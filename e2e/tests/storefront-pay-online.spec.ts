import type { OrderView } from '@halwai/domain';
import { expect, test } from '../fixtures/admin';
import { storefrontScreenshot } from '../fixtures/screenshots';

/** Online payment against the fake Razorpay the end-to-end run starts beside the server. */
test.describe('pay online through Razorpay', () => {
  test('pay button → the payment page → back: the order page shows it paid by UPI', async ({ page, staff }) => {
    const { id, accessKey } = await staff.placeOrder('Online Payer', '9876543210', 2);
    const orderPage = `/order-successful/${id}?key=${encodeURIComponent(accessKey)}`;
    await page.goto(orderPage);
    const button = page.getByRole('button', { name: 'Pay online (UPI, cards, netbanking)' });
    await expect(button).toBeVisible();
    await expect(page.getByText('Not paid yet')).toBeVisible();
    for (const width of [375, 1280]) await storefrontScreenshot(page, 'order-pay-online', width);

    await button.click();
    await expect(page.getByRole('heading', { name: 'Fake Razorpay' })).toBeVisible();
    await page.getByRole('link', { name: /Pay ₹.* by UPI/ }).click();

    await expect(page).toHaveURL(new RegExp(`/order/${id}\\?key=`));
    await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
    await expect(page.getByText('Paid · UPI', { exact: true })).toBeVisible();
    await expect(button).toHaveCount(0);
    // The payment's proof is taken out of the address once the server has checked it.
    expect(page.url()).not.toContain('razorpay_signature');
    const order = (await (await page.request.get(`/get-order/${id}?key=${encodeURIComponent(accessKey)}`)).json()) as OrderView;
    expect(order.payment).toMatchObject({ paid: true, method: 'upi', by: 'gateway' });
  });

  test('a return with a forged signature changes nothing and says the payment could not be confirmed', async ({ page, staff }) => {
    const { id, accessKey } = await staff.placeOrder('Forged Return', '9876543210', 1);
    await page.goto(`/order-successful/${id}?key=${encodeURIComponent(accessKey)}`);
    await page.getByRole('button', { name: 'Pay online (UPI, cards, netbanking)' }).click();
    await page.getByRole('link', { name: 'Return with a forged signature' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'The payment could not be confirmed' })).toBeVisible();
    await expect(page.getByText('Not paid yet')).toBeVisible();
    const order = (await (await page.request.get(`/get-order/${id}?key=${encodeURIComponent(accessKey)}`)).json()) as OrderView;
    expect(order.payment.paid).toBe(false);
  });
});
