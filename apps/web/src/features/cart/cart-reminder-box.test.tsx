import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { cartStore } from '../../lib/cart-store';
import { DEFAULT_SHOP_INFO } from '../../lib/shop-info';
import { shopInfoQueryOptions } from '../../lib/use-shop-info';
import { createTestQueryClient } from '../../test/render-route';
import { product, sampleCatalogue } from '../../test/sample-catalogue';
import { CartPage } from './cart-page';

const LABEL = "Remind me on WhatsApp if I don't finish this order";
const laddoo: CartLine = {
  id: 2,
  name: 'Besan Laddoo',
  price: 380,
  selectedWeight: '1 kg',
  quantity: 2,
  thumbnail: '/media/x.webp',
};

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
const calls = (method: string, prefix: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith(prefix) && (init?.method ?? (init?.body ? 'POST' : 'GET')) === method,
  );
const sent = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]?.body)) as unknown;

let router: ReturnType<typeof createMemoryRouter>;
function renderCart(lines: CartLine[], { reminders = true, at = '/cart' } = {}) {
  for (const line of lines) cartStore.getState().add(line);
  const client = createTestQueryClient();
  client.setQueryData(shopInfoQueryOptions.queryKey, { ...DEFAULT_SHOP_INFO, cartReminder: reminders });
  router = createMemoryRouter([{ path: '/cart', element: <CartPage /> }], { initialEntries: [at] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

let tokens = 0;
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    if (url === '/api/carts/reminder') return json(201, { token: `token-${++tokens}` });
    if (init?.method === 'DELETE') return json(204, null);
    return json(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  cartStore.getState().clear();
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('The cart reminder box', { timeout: 20_000 }, () => {
  it('shows unticked once a valid mobile is typed and the shop sends reminders, and sends nothing by itself', async () => {
    const user = userEvent.setup();
    renderCart([laddoo]);
    const mobile = screen.getByLabelText(/^Mobile number/);
    await user.type(mobile, '98765');
    expect(screen.queryByRole('checkbox', { name: LABEL })).not.toBeInTheDocument();
    await user.type(mobile, '43210');
    const box = await screen.findByRole('checkbox', { name: LABEL });
    expect(box).not.toBeChecked();
    await new Promise((r) => setTimeout(r, 1000));
    expect(calls('POST', '/api/carts/reminder')).toEqual([]);
  });

  it('is not offered when the shop sends no reminders', async () => {
    const user = userEvent.setup();
    renderCart([laddoo], { reminders: false });
    await user.type(screen.getByLabelText(/^Mobile number/), '9876543210');
    expect(screen.queryByRole('checkbox', { name: LABEL })).not.toBeInTheDocument();
  });

  it('ticked, sends the cart once, again only when it changes, and withdraws it when unticked', async () => {
    const user = userEvent.setup();
    renderCart([laddoo]);
    await user.type(screen.getByLabelText(/^Mobile number/), '+91 98765 43210');
    await user.click(await screen.findByRole('checkbox', { name: LABEL }));
    await waitFor(() => expect(calls('POST', '/api/carts/reminder')).toHaveLength(1), { timeout: 3000 });
    expect(sent(calls('POST', '/api/carts/reminder')[0]!)).toEqual({
      mobile: '9876543210',
      lines: [{ productId: 2, variant: '1 kg', quantity: 2 }],
      language: 'en',
    });
    expect(await screen.findByText("We will remind you once if you don't order.")).toBeInTheDocument();

    cartStore.getState().setQuantity(laddoo, 3);
    await waitFor(() => expect(calls('POST', '/api/carts/reminder')).toHaveLength(2), { timeout: 3000 });
    expect(sent(calls('POST', '/api/carts/reminder')[1]!)).toMatchObject({
      lines: [{ productId: 2, variant: '1 kg', quantity: 3 }],
    });

    await user.click(screen.getByRole('checkbox', { name: LABEL }));
    expect(calls('DELETE', '/api/carts/reminder/')).toEqual([[`/api/carts/reminder/token-2`, expect.anything()]]);
    await new Promise((r) => setTimeout(r, 1000));
    expect(calls('POST', '/api/carts/reminder')).toHaveLength(2);
  });

  it('speaks Hindi on a Hindi page, and says a refusal in it', async () => {
    await i18n.changeLanguage('hi');
    fetchMock.mockImplementation(async () =>
      json(409, {
        status: 409,
        title: 'Conflict',
        message: 'This shop does not send cart reminders',
        code: 'cartReminder.off',
        params: {},
      }),
    );
    const user = userEvent.setup();
    renderCart([laddoo]);
    await user.type(screen.getByLabelText(/^मोबाइल नंबर/), '9876543210');
    await user.click(await screen.findByRole('checkbox', { name: 'अगर मैं यह ऑर्डर पूरा न करूँ तो मुझे WhatsApp पर याद दिलाएँ' }));
    expect(await screen.findByText('यह दुकान कार्ट की याद नहीं दिलाती', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(sent(calls('POST', '/api/carts/reminder')[0]!)).toMatchObject({ language: 'hi' });
  });
});

describe('A reminder link', { timeout: 20_000 }, () => {
  it('puts the saved cart back at today’s prices, says what is no longer sold, and leaves the address', async () => {
    const catalogue = sampleCatalogue();
    catalogue.items.push(product({ id: 4, name: 'Kaju Barfi', prices: [{ label: '500 g', price: 450 }] }));
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/carts/reminder/saved-token')
        return json(200, {
          lines: [
            { productId: 2, name: 'Besan Laddoo', variant: '1 kg', quantity: 3 },
            { productId: 4, name: 'Kaju Barfi', variant: '500 g', quantity: 1 },
            { productId: 3, name: 'Aloo Bhujia', variant: '1 kg', quantity: 1 },
          ],
          expiresAt: '2030-01-01T00:00:00.000Z',
        });
      if (url === '/api/catalogue') return json(200, catalogue);
      return json(404, {});
    });
    renderCart([laddoo], { at: '/cart?restore=saved-token' });
    expect(await screen.findByText(/Your cart is back, at today's prices\. No longer sold: Aloo Bhujia/)).toBeInTheDocument();
    expect(cartStore.getState().lines).toEqual([
      expect.objectContaining({ id: 2, selectedWeight: '1 kg', quantity: 3, price: 400 }),
      expect.objectContaining({ id: 4, selectedWeight: '500 g', quantity: 1, price: 450 }),
    ]);
    expect(router.state.location.search).toBe('');
  });

  it('says so when the saved cart is gone', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === '/api/carts/reminder/old'
        ? json(404, {
            status: 404,
            title: 'Not Found',
            message: 'This saved cart is no longer kept: the link is more than 7 days old, or it is not right',
            code: 'cartReminder.gone',
            params: {},
          })
        : json(200, sampleCatalogue()),
    );
    renderCart([], { at: '/cart?restore=old' });
    expect(
      await screen.findByText('This saved cart is no longer kept: the link is more than 7 days old, or it is not right'),
    ).toBeInTheDocument();
    expect(cartStore.getState().lines).toEqual([]);
  });
});
