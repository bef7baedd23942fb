import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../lib/session';
import { createQueryClient } from './query-client';
import { Providers } from './providers';
import { AppRoutes } from './routes';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 404 })),
  );
});

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <CurrentPath />
      </MemoryRouter>
    </Providers>,
  );
}

const publicPages: [path: string, heading: string][] = [
  ['/', 'Sweets, snacks & groceries'],
  ['/sweets', 'Sweets & Snacks'],
  ['/sweets/2/5', 'Sweets & Snacks'],
  ['/sweet-test/1', 'Our Products'],
  ['/product/7', 'Item not found'],
  ['/cart', 'Your Cart'],
  ['/order/12', 'Order Not Found!'],
  ['/order-successful/12', 'Order Not Found!'],
  ['/my-orders', 'My orders'],
  ['/invoice/12', 'Order Not Found!'],
  ['/invoice/12?key=wrong&layout=receipt', 'Order Not Found!'],
  ['/send-message/9876543210', 'Opening WhatsApp chat…'],
  ['/login', 'Welcome Admin'],
  ['/admin/login', 'Welcome Admin'],
  ['/register', 'Create Account'],
  ['/no/such/page', 'Page not found'],
];

const staffPages: [path: string, heading: string][] = [
  ['/logout', 'Logout'],
  ['/admin/product-list', 'ADMIN PANEL'],
  ['/admin/create-product', 'Add New Product'],
  ['/admin/product-create', 'Add New Product'],
  ['/admin/update-product/7', 'Edit Product'],
  ['/admin/products', 'Products'],
  ['/admin/product-cards', 'Product Cards'],
  ['/admin/orders', 'Orders'],
  ['/admin/register', 'Staff Accounts'],
  ['/admin/categories', 'Categories'],
  ['/admin/drafts', 'Local Drafts'],
  ['/admin/messages', 'Messages'],
  ['/admin/customers', 'Customers'],
];

describe('routes', () => {
  it.each(publicPages)('%s shows "%s" inside the shop layout', async (path, heading) => {
    vi.stubGlobal('open', vi.fn());
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    // The footer is drawn a turn after the page.
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Monday to Sunday, 8:00 AM to 10:00 PM');
  });

  it.each(staffPages)('%s shows "%s" to signed-in staff', async (path, heading) => {
    saveSession({ token: 'tok', email: 'staff@halwai.in' });
    renderAt(path);
    // hidden: a page may open a dialog at once (the edit page's loading dialog), which hides the page behind it.
    expect(await screen.findByRole('heading', { level: 1, name: heading, hidden: true })).toBeInTheDocument();
  });

  it.each(staffPages)('%s sends a visitor to the login page', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Admin' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/admin/login');
  });

  it('shows the cart quantity from storage on the cart button', async () => {
    localStorage.setItem(
      'cartItems',
      JSON.stringify([
        { id: 1, name: 'Kaju Katli', price: 450, selectedWeight: '500 g', quantity: 2, thumbnail: '' },
        { id: 2, name: 'Motichoor Laddoo', price: 300, selectedWeight: '1 kg', quantity: 3, thumbnail: '' },
      ]),
    );
    // The cart store read storage when the app loaded; a storage event tells it the cart changed since.
    window.dispatchEvent(new StorageEvent('storage', { key: 'cartItems', storageArea: localStorage }));
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'Cart, 5 items' })).toHaveAttribute('href', '/cart');
  });
});
