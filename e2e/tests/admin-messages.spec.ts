import { expect, test, unique } from '../fixtures/admin';

test.describe('get-in-touch messages', () => {
  test('a message sent from the shop is listed newest first and can be marked handled', async ({ staffPage: page, staff }) => {
    const name = unique('Sunita');
    await staff.sendMessage(unique('Earlier writer'), '', 'An older message');
    await staff.sendMessage(name, '9988776655', 'Do you take orders for weddings?');
    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(name);

    const card = page.getByRole('article', { name });
    await expect(card).toContainText('Do you take orders for weddings?');
    await expect(card.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+919988776655');
    await expect(card.getByRole('link', { name: `Chat with ${name} on WhatsApp` })).toHaveAttribute(
      'href',
      'https://wa.me/919988776655',
    );
    const handled = card.getByRole('switch', { name: `Handled: message from ${name}` });
    await expect(handled).not.toBeChecked();
    await handled.click();
    await expect(page.getByText(`Message from ${name} marked as handled`)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: `Handled: message from ${name}` })).toBeChecked();
  });
});
