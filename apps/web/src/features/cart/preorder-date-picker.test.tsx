import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, dateInZone, dayAndMonth, type CartLine, type Catalogue, type Product } from '@halwai/domain';
import { cartStore } from '../../lib/cart-store';
import { createTestQueryClient } from '../../test/render-route';
import { CartPage } from './cart-page';

const today = dateInZone(new Date(), 'Asia/Kolkata');
// Ready beyond the ordinary 14 days: the picker offers the pre-order's window instead.
const from = addDays(today, 20);
const until = addDays(today, 23);
const reason = `Kaju Katli Box is a pre-order: choose a date from ${dayAndMonth(from)} to ${dayAndMonth(until)}`;

const boxLine: CartLine = { id: 41, name: 'Kaju Katli Box', price: 1200, selectedWeight: '1 box', quantity: 1, thumbnail: '/media/k.webp' };
const box: Product = {
  id: 41,
  name: 'Kaju Katli Box',
  price: 1200,
  priceUnit: '1 box',
  categoryId: 1,
  subCategoryId: 1,
  itemType: 'ByPackets',
  thumbnail: '/media/k.webp',
  description: '',
  searchWords: '',
  discount: 0,
  prices: [{ label: '1 box', price: 1200 }],
  isAvailable: true,
  featured: false,
  food: null,
  hsn: null,
  gstRate: null,
  preorder: { from, until },
};
const catalogue: Catalogue = { categories: [], subcategories: [], items: [box] };

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
const sentOrders = () =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/Notify/OrderTotal').map(([, init]) => JSON.parse(String(init?.body)) as { fulfilment?: { preferredDate?: string } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  cartStore.getState().clear();
});

function renderCart() {
  cartStore.getState().add(boxLine);
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <CartPage /> },
      { path: '/order-successful/:id', element: <p>Order page</p> },
    ],
    { initialEntries: ['/cart'] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function fillCustomer() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Name/), 'Asha Verma');
  await user.type(screen.getByLabelText(/^Mobile number/), '9876543210');
  return user;
}

describe('the preferred date of a cart holding a pre-order', () => {
  it('is required, lists only the pre-order window and says why; the order goes for the chosen day', async () => {
    fetchMock.mockImplementation(async (url) => (url === '/api/catalogue' ? json(200, catalogue) : json(201, { id: 7, accessKey: 'secret-key' })));
    renderCart();
    // Once the catalogue says the item is a pre-order: the reason at the date, and before Place Order.
    expect(await screen.findAllByText(reason)).toHaveLength(2);
    const picker = screen.getByRole('combobox', { name: /^Preferred date/ });
    expect(picker).toBeRequired();
    expect(picker).toHaveAccessibleDescription(reason);
    expect(picker).not.toHaveAttribute('aria-invalid', 'true');
    const offered = within(picker)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value)
      .filter(Boolean);
    expect(offered).toEqual([from, addDays(from, 1), addDays(from, 2), until]);

    const user = await fillCustomer();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await user.selectOptions(picker, addDays(from, 1));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order page')).toBeInTheDocument();
    expect(sentOrders()[0]!.fulfilment).toEqual({ type: 'pickup', preferredDate: addDays(from, 1) });
  });

  it("shows the server's refusal of the date at the date field", async () => {
    const refusal = `Kaju Katli Box is a pre-order: choose a date from ${dayAndMonth(addDays(from, 2))} to ${dayAndMonth(until)}`;
    fetchMock.mockImplementation(async (url) =>
      url === '/api/catalogue'
        ? json(200, catalogue)
        : json(
            400,
            {
              status: 400,
              title: 'Bad Request',
              message: refusal,
              code: 'preorder.chooseBetween',
              params: { name: 'Kaju Katli Box', from: addDays(from, 2), until },
              errors: { 'fulfilment.preferredDate': [refusal] },
            },
            'application/problem+json',
          ),
    );
    renderCart();
    await screen.findAllByText(reason);
    const picker = screen.getByRole('combobox', { name: /^Preferred date/ });
    const user = await fillCustomer();
    await user.selectOptions(picker, from);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(picker).toHaveAccessibleDescription(refusal));
    expect(picker).toHaveAttribute('aria-invalid', 'true');
  });
});
