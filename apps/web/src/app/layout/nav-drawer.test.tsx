import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { saveSession } from '../../lib/session';
import { createQueryClient } from '../query-client';
import { Providers } from '../providers';
import { NavDrawer } from './nav-drawer';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 404 })),
  );
});

function renderDrawer(onClose = vi.fn(), navName = 'Main') {
  const router = createMemoryRouter([{ path: '*', element: <NavDrawer open onClose={onClose} /> }], { initialEntries: ['/'] });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, nav: within(screen.getByRole('navigation', { name: navName })) };
}

describe('NavDrawer', () => {
  it('offers the shop pages and Login to a visitor', () => {
    const { nav } = renderDrawer();
    for (const [name, href] of [
      ['Home', '/'],
      ['Sweets', '/sweets'],
      ['Cart', '/cart'],
      ['My orders', '/my-orders'],
      ['Login', '/login'],
    ]) {
      expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(nav.queryByRole('link', { name: 'Manage Products' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
  });

  it('shows the staff links and who is signed in when an email is stored', () => {
    saveSession({ token: 'tok', email: 'meera@halwai.in' });
    const { nav } = renderDrawer();
    expect(nav.getByText('Signed in as meera@halwai.in')).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(nav.getByRole('link', { name: 'Manage Products' })).toHaveAttribute('href', '/admin/product-list');
    expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orders');
    expect(nav.getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/admin/customers');
    expect(nav.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    expect(nav.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('offers a cashier the counter and signing out, nothing of the back office or the shop', () => {
    saveSession({ token: 'tok', email: 'till@halwai.in', role: 'cashier' });
    const { nav } = renderDrawer();
    expect(nav.getByText('Signed in as till@halwai.in')).toBeInTheDocument();
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/counter', '/logout']);
  });

  it('names its links in Hindi on a Hindi page', async () => {
    await i18n.changeLanguage('hi');
    saveSession({ token: 'tok', email: 'meera@halwai.in' });
    const { nav } = renderDrawer(vi.fn(), 'मुख्य');
    expect(nav.getByRole('link', { name: 'मिठाइयाँ' })).toHaveAttribute('href', '/sweets');
    expect(nav.getByRole('link', { name: 'मेरे ऑर्डर' })).toHaveAttribute('href', '/my-orders');
    expect(nav.getByText('meera@halwai.in से साइन इन हैं')).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'सामान संभालें' })).toHaveAttribute('href', '/admin/product-list');
    expect(nav.getByRole('link', { name: 'लॉग आउट' })).toHaveAttribute('href', '/logout');
    expect(nav.queryByRole('link', { name: 'Sweets' })).not.toBeInTheDocument();
  });

  it('navigates and closes when a link is chosen', async () => {
    const onClose = vi.fn();
    const { router, nav } = renderDrawer(onClose);
    await userEvent.click(nav.getByRole('link', { name: 'Cart' }));
    expect(router.state.location.pathname).toBe('/cart');
    expect(onClose).toHaveBeenCalled();
  });
});
