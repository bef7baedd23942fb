import { expect, test, unique } from '../fixtures/admin';

test.describe('live messages', () => {
  test('a message sent from the home page appears at the top of the inbox without a reload, and is counted elsewhere', async ({
    staffPage: page,
    staff,
    browser,
  }) => {
    await page.goto('/admin/messages');
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { __notReloaded: true }));

    const customer = await browser.newContext();
    const home = await customer.newPage();
    await home.goto('/');
    await home.getByRole('region', { name: 'Get in touch' }).scrollIntoViewIfNeeded();
    const name = unique('Lata');
    const form = home.getByRole('form', { name: 'Get in touch' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Phone (optional)').fill('9911223344');
    await form.getByLabel('Message').fill('Can you make sugar-free laddoos for Diwali?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(home.getByRole('dialog', { name: 'Message from Server' })).toBeVisible();

    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible({ timeout: 2_000 });
    await expect(page.getByRole('article').first()).toHaveAccessibleName(name);
    await expect(card).toContainText('Can you make sugar-free laddoos for Diwali?');
    await expect(card.getByRole('link', { name: `Call ${name} on +91 99112 23344` })).toHaveAttribute('href', 'tel:+919911223344');
    await expect(card.getByRole('link', { name: `Chat with ${name} on WhatsApp` })).toHaveAttribute('href', 'https://wa.me/919911223344');
    await expect(card.getByRole('switch', { name: `Handled: message from ${name}` })).not.toBeChecked();
    expect(await page.evaluate(() => '__notReloaded' in window)).toBe(true);

    // Away from the inbox, the drawer counts what arrives.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await staff.sendMessage(unique('Gopal'), '', 'Open on Sunday?');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages, 1 new', exact: true })).toBeVisible();
    await customer.close();
  });
});
