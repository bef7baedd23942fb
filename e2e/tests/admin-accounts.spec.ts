import { apiLogin, expect, test, unique } from '../fixtures/admin';

const newEmail = (label: string) => `${unique(label).replace(/\s/g, '-').toLowerCase()}@halwai.test`;

test.describe('staff accounts', () => {
  test('a pending registration is approved, and can then sign in', async ({ staffPage: page, staff, request }) => {
    const email = newEmail('cook');
    await staff.register(email, 'cook-secret-1');
    expect((await request.post('/api/auth/login', { data: { email, password: 'cook-secret-1' } })).status()).toBe(403);

    await page.goto('/admin/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Accounts' })).toBeVisible();
    const waiting = page.getByRole('region', { name: 'Waiting for approval' });
    await waiting.getByRole('button', { name: `Approve ${email}` }).click();
    await expect(page.getByText(`${email} can now sign in`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Approved accounts' }).getByText(email)).toBeVisible();
    await expect(waiting.getByText(email)).toHaveCount(0);
    expect((await apiLogin(request, { email, password: 'cook-secret-1' })).email).toBe(email);
  });

  test('a registration can be rejected', async ({ staffPage: page, staff, request }) => {
    const email = newEmail('stranger');
    await staff.register(email, 'stranger-secret');
    await page.goto('/admin/register');
    await page.getByRole('button', { name: `Reject ${email}` }).click();
    await expect(page.getByText(`${email} was refused access`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Refused' }).getByText(email)).toBeVisible();
    const login = await request.post('/api/auth/login', { data: { email, password: 'stranger-secret' } });
    expect(((await login.json()) as { message: string }).message).toBe('Your account was not approved');
  });

  test('an admin creates an approved account directly', async ({ staffPage: page, request }) => {
    const email = newEmail('cashier');
    await page.goto('/admin/register');
    const form = page.getByRole('form', { name: 'Create an approved account' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('cashier-secret');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(`Account ${email} created and approved`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Approved accounts' }).getByText(email)).toBeVisible();
    expect((await apiLogin(request, { email, password: 'cashier-secret' })).email).toBe(email);
  });
});
