import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_INFO } from '../../lib/shop-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { json, mockApi } from '../../test/mock-api';
import { createQueryClient } from '../query-client';
import { Providers } from '../providers';
import { AppLayout } from './app-layout';

const shop = { name: 'Test Mithai Bhandar', phone: '9123456780', address: '5 Station Road, Jaipur' };

function CartPage() {
  useDocumentTitle('Your cart');
  return <h1>Cart</h1>;
}

function renderShell() {
  const router = createMemoryRouter([{ element: <AppLayout />, children: [{ path: '/cart', element: <CartPage /> }] }], {
    initialEntries: ['/cart'],
  });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe("the shop's name from the server", () => {
  it('shows the configured name, phone and address in the top bar, footer and tab title', async () => {
    mockApi({ 'GET /api/shop': () => json(shop) });
    renderShell();
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText(shop.name)).toBeInTheDocument();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(shop.address, { exact: false })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+91 91234 56780' })).toHaveAttribute('href', 'tel:+919123456780');
    expect(footer).toHaveTextContent(`${shop.name}. Prices include`);
    expect(document.title).toBe(`Your cart · ${shop.name}`);
    expect(banner).not.toHaveTextContent(DEFAULT_SHOP_INFO.name);
  });

  it('shows the built-in name while the server has not answered or cannot', async () => {
    mockApi({ 'GET /api/shop': () => new Response(null, { status: 503 }) });
    renderShell();
    expect(within(screen.getByRole('banner')).getByText(DEFAULT_SHOP_INFO.name)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Your cart · ${DEFAULT_SHOP_INFO.name}`));
  });
});
