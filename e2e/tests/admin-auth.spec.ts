import { E2E_ADMIN } from '../playwright.config';
import type { Page } from '@playwright/test';
import { apiLogin, expect, signInAs, test, unique } from '../fixtures/admin';

/** Fills the login or register form and sends it. */
async function submitCredentials(page: Page, button: 'Login' | 'Create Account', email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: button }).click();
}

const GUARDED = [
  '/admin/dashboard',
  '/admin/product-list',
  '/admin/create-product',
  '/admin/product-create',
  '/admin/update-product/1',
  '/admin/products',
  '/admin/product-cards',
  '/admin/orders',
  '/admin/register',
  '/admin/categories',
  '/admin/drafts',
  '/admin/messages',
  '/logout',
];

test.describe('staff sign-in', () => {
  test('login validates the fields before calling the server', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Admin' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Email').blur();
    await expect(page.getByText('E-mail must be valid')).toBeVisible();
  });

  test('a wrong password shows the server message and stores nothing', async ({ page }) => {
    await page.goto('/admin/login');
    await submitCredentials(page, 'Login', E2E_ADMIN.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a network failure says so in words', async ({ page }) => {
    await page.goto('/admin/login');
    await page.route('**/api/auth/login', (route) => route.abort('internetdisconnected'));
    await submitCredentials(page, 'Login', E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByRole('alert')).toHaveText(
      'The shop could not be reached. Check the internet connection and try again.',
    );
  });

  test('signing in stores token and email and opens the sales dashboard', async ({ page }) => {
    await page.goto('/admin/login');
    await submitCredentials(page, 'Login', E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(`Logged in as ${E2E_ADMIN.email}`)).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('email'), localStorage.getItem('token')?.length])).toEqual([
      E2E_ADMIN.email,
      expect.any(Number),
    ]);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText(`Signed in as ${E2E_ADMIN.email}`)).toBeVisible();
    for (const link of ['Manage Products', 'Orders', 'Messages', 'Categories', 'Local drafts', 'Staff accounts', 'Logout']) {
      await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
  });

  test('a registration must be approved before it can sign in', async ({ page }) => {
    const email = `${unique('pending').replace(/\s/g, '-')}@halwai.test`;
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await submitCredentials(page, 'Create Account', email, 'pending-secret');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('An admin must approve it before you can sign in')).toBeVisible();

    await submitCredentials(page, 'Login', email, 'pending-secret');
    await expect(page.getByRole('alert')).toHaveText('Your account is waiting for an admin to approve it');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('registering a taken email shows the server message', async ({ page }) => {
    await page.goto('/register');
    await submitCredentials(page, 'Create Account', E2E_ADMIN.email, 'whatever-secret');
    await expect(page.getByRole('alert')).toHaveText('An account with this email already exists');
  });
});

test.describe('sign-out and sessions', () => {
  test('logout revokes the token on the server and removes email and token', async ({ page, request }) => {
    const session = await apiLogin(request);
    await signInAs(page, session, '/admin/product-list');
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Logged out!' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('email'), localStorage.getItem('token')])).toEqual([null, null]);
    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${session.token}` } });
    expect(me.status()).toBe(401);

    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a revoked token sends staff to the login page with a message, and back after signing in', async ({ page, request }) => {
    // No live stream here: its own check of the session would end it at a moment of its choosing.
    await page.route('**/api/admin/events/**', (route) => route.abort());
    const session = await apiLogin(request);
    await signInAs(page, session, '/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    // The page's own first reads are answered before the token is revoked: one sent after it would end
    // the session before the filter is used.
    await page.waitForLoadState('networkidle');
    await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${session.token}` } });

    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Pending' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();

    await submitCredentials(page, 'Login', E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/orders$/);
  });

  for (const path of GUARDED) {
    test(`${path} without a token redirects to /admin/login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome Admin' })).toBeVisible();
    });
  }
});
