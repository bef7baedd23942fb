import { expect, test, unique } from '../fixtures/admin';

test.describe('send order on WhatsApp', () => {
  test('the success page links to the shop on WhatsApp with the order id, lines, total and order link', async ({ page, staff }) => {
    const name = unique('Nisha');
    const { id, accessKey } = await staff.placeOrder(name, '9876501234', 2);
    const orderPath = `/order-successful/${id}?key=${encodeURIComponent(accessKey)}`;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(orderPath);

    const link = page.getByRole('link', { name: 'Send order on WhatsApp' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    const href = new URL((await link.getAttribute('href'))!);
    const shop = (await (await page.request.get('/api/shop')).json()) as { phone: string };
    expect(href.origin + href.pathname).toBe(`https://wa.me/91${shop.phone.replace(/\D/g, '').slice(-10)}`);

    const text = href.searchParams.get('text')!;
    const total = await page.getByText('Order total').locator('xpath=following-sibling::*[1]').textContent();
    expect(text).toContain(`order #${String(id).padStart(4, '0')}`);
    expect(text).toContain(`Total: ${total}`);
    expect(text).toContain(`Order page: ${new URL(orderPath, page.url()).href}`);
    const order = (await (await page.request.get(orderPath.replace('/order-successful/', '/get-order/'))).json()) as {
      products: { name: string; variant: string; quantity: number }[];
    };
    expect(text.split('\n').filter((line) => line.startsWith('- '))).toEqual(
      order.products.map((line) => `- ${line.name} (${line.variant}) × ${line.quantity}`),
    );
    // Not a documented screenshot: kept with the test's results to look at the button on a phone.
    await page.screenshot({ path: test.info().outputPath('success-page-375.png'), fullPage: true });
  });
});
