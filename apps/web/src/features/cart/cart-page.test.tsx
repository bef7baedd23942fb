import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine, Catalogue, Product } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { cartStore } from '../../lib/cart-store';
import { readMyOrders } from '../../lib/my-orders';
import { createTestQueryClient } from '../../test/render-route';
import { CartPage } from './cart-page';

const kajuKatli: CartLine = { id: 8, name: 'Kaju Katli', price: 550, selectedWeight: '500 g', quantity: 2, thumbnail: '/media/k.webp' };
const bhujia: CartLine = { id: 30, name: 'Aloo Bhujia', price: 60, selectedWeight: '200 g packet', quantity: 1, thumbnail: '/media/b.webp' };

const product = (line: CartLine, price: number): Product => ({
  id: line.id,
  name: line.name,
  price,
  priceUnit: line.selectedWeight,
  categoryId: 1,
  subCategoryId: 1,
  itemType: 'ByKilo',
  thumbnail: line.thumbnail,
  description: '',
  searchWords: '',
  discount: 0,
  prices: [{ label: line.selectedWeight, price }],
  isAvailable: true,
  featured: false,
  food: null,
  hsn: null,
  gstRate: null,
});

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
const orderCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/Notify/OrderTotal');
const sentKey = (call: Parameters<typeof fetch>) => new Headers(call[1]?.headers).get('Idempotency-Key');

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  cartStore.getState().clear();
});

function OrderPageStub() {
  const location = useLocation();
  return <p>Order page {location.pathname + location.search}</p>;
}

function renderCart(lines: CartLine[]) {
  for (const line of lines) cartStore.getState().add(line);
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <CartPage /> },
      { path: '/order-successful/:id', element: <OrderPageStub /> },
    ],
    { initialEntries: ['/cart'] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function placeOrder(name = 'Asha Verma', mobile = '9876543210') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Name/), name);
  await user.type(screen.getByLabelText(/^Mobile number/), mobile);
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
}

describe('CartPage', () => {
  it('places the order, empties the cart, remembers the order and opens its page', async () => {
    fetchMock.mockImplementation(async (url) => (url === '/api/catalogue' ? json(404, {}) : json(201, { id: 7, accessKey: 'secret-key' })));
    renderCart([kajuKatli]);
    expect(screen.getByText('All prices are inclusive of GST.')).toBeInTheDocument();
    // The shop does not deliver: the order is a pickup, which has no shipping line at all.
    expect(within(screen.getByRole('region', { name: 'Order summary' })).queryByText('Shipping')).not.toBeInTheDocument();
    expect(screen.getByText(/Pickup at/)).toBeInTheDocument();

    await placeOrder();
    expect(await screen.findByText('Order page /order-successful/7?key=secret-key')).toBeInTheDocument();

    const [call] = orderCalls();
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ cartItems: [kajuKatli], customerName: 'Asha Verma', customerMobile: '9876543210', language: 'en' });
    expect(sentKey(call!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(cartStore.getState().lines).toEqual([]);
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '')).toEqual([]);
    expect(readMyOrders()).toEqual([{ id: 7, accessKey: 'secret-key', date: expect.any(String), total: 1100 }]);
  });

  it('shows the minimum order before checkout, with Place Order disabled and the reason', async () => {
    renderCart([bhujia]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Asha Verma');
    await user.type(screen.getByLabelText(/^Mobile number/), '9876543210');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    expect(screen.getByText(/^Minimum Order Value is ₹1000: add ₹\d/)).toHaveAttribute('role', 'status');
    expect(orderCalls()).toHaveLength(0);
  });

  it('counts the minimum order after the offer: items over it, but not after the discount, cannot be ordered yet', async () => {
    fetchMock.mockImplementation(async (url) => (url === '/api/offers/check' ? json(200, { offerCode: 'BIG200', discount: 200 }) : json(404, {})));
    renderCart([kajuKatli]); // ₹1,100 of items, ₹900 after the offer
    expect(screen.getByText('Minimum order of ₹1,000 reached, counted after offers.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Offer code' }), 'big200');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Add ₹100 more to reach our minimum order of ₹1,000, counted after offers.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    expect(screen.getByText(/^Minimum Order Value is ₹1000: add ₹100/)).toBeInTheDocument();
  });

  it('sends a lost answer again on its own, with the same Idempotency-Key, saying it is trying again', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/catalogue') return json(404, {});
      if (orderCalls().length === 1) throw new TypeError('Failed to fetch');
      return json(201, { id: 9, accessKey: 'k9' });
    });
    renderCart([kajuKatli]);
    await placeOrder();
    expect(await screen.findByRole('dialog', { name: 'Busy, trying again…' })).toBeInTheDocument();
    expect(await screen.findByText('Order page /order-successful/9?key=k9', {}, { timeout: 3000 })).toBeInTheDocument();
    const [first, second] = orderCalls();
    expect(sentKey(second!)).toBe(sentKey(first!));
    expect(screen.queryByRole('dialog', { name: 'Order not placed' })).not.toBeInTheDocument();
  });

  it('waits as a busy shop says (503, Retry-After) and sends the order again under the same key, never failing it', async () => {
    const busy = { status: 503, title: 'Service Unavailable', message: 'The shop is busy with many orders just now. Please try again in a moment.', code: 'common.orderBusy', params: {} };
    const sentAt: number[] = [];
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/catalogue') return json(404, {});
      sentAt.push(Date.now());
      if (orderCalls().length <= 2) {
        const answer = json(503, busy, 'application/problem+json');
        answer.headers.set('Retry-After', '1');
        return answer;
      }
      return json(201, { id: 10, accessKey: 'k10' });
    });
    renderCart([kajuKatli]);
    await placeOrder();
    const dialog = await screen.findByRole('dialog', { name: 'Busy, trying again…' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('The shop is busy just now. Your order is kept');
    expect(await screen.findByText('Order page /order-successful/10?key=k10', {}, { timeout: 6000 })).toBeInTheDocument();
    const calls = orderCalls();
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map(sentKey)).size).toBe(1);
    // Each send waited at least the second the shop asked for.
    expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(1000);
    expect(sentAt[2]! - sentAt[1]!).toBeGreaterThanOrEqual(1000);
  }, 10_000);

  it('shows a refusal at once: a 4xx is not sent again', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/catalogue') return json(404, {});
      return json(409, { status: 409, title: 'Conflict', message: 'Kaju Katli is sold out' }, 'application/problem+json');
    });
    renderCart([kajuKatli]);
    await placeOrder();
    expect(await screen.findByRole('dialog', { name: 'Validation Failed' })).toHaveTextContent('Kaju Katli is sold out');
    expect(orderCalls()).toHaveLength(1);
  });

  it('marks a refused line, takes its new price from the catalogue, and sends the changed order under a new key', async () => {
    const catalogue: Catalogue = { categories: [], subcategories: [], items: [product(kajuKatli, 560), product(bhujia, 60)] };
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/catalogue') return json(200, catalogue);
      if (orderCalls().length === 1) {
        const message = 'The price of Kaju Katli (500 g) has changed';
        return json(409, { status: 409, title: 'Conflict', message, errors: { 'cartItems.1': [message] } }, 'application/problem+json');
      }
      return json(201, { id: 12, accessKey: 'k12' });
    });
    renderCart([bhujia, kajuKatli]);
    await placeOrder();

    const dialog = await screen.findByRole('dialog', { name: 'Validation Failed' });
    expect(dialog).toHaveTextContent('The price of Kaju Katli (500 g) has changed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const line = await screen.findByRole('listitem', { name: 'Kaju Katli' });
    expect(await within(line).findByRole('alert')).toHaveTextContent('The price changed from ₹550 to ₹560. Your total is updated.');
    expect(within(screen.getByRole('listitem', { name: 'Aloo Bhujia' })).queryByRole('alert')).not.toBeInTheDocument();
    expect(cartStore.getState().lines[1]?.price).toBe(560);

    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order page /order-successful/12?key=k12')).toBeInTheDocument();
    const [first, second] = orderCalls();
    expect(sentKey(second!)).not.toBe(sentKey(first!));
  });

  it('shows a renamed product by its new name, in English and in Hindi, and keeps it so', async () => {
    const renamed = { ...product(kajuKatli, 550), name: 'Kaju Katli Special', nameHi: 'काजू कतली स्पेशल' };
    fetchMock.mockImplementation(async (url) =>
      url === '/api/catalogue' ? json(200, { categories: [], subcategories: [], items: [renamed] } satisfies Catalogue) : json(404, {}),
    );
    renderCart([kajuKatli, bhujia]);
    expect(await screen.findByRole('listitem', { name: 'Kaju Katli Special' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Kaju Katli' })).not.toBeInTheDocument();
    // A product the catalogue does not hold keeps the name it was added with.
    expect(screen.getByRole('listitem', { name: 'Aloo Bhujia' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '')[0]).toMatchObject({ id: 8, name: 'Kaju Katli Special', nameHi: 'काजू कतली स्पेशल', price: 550 });
    await i18n.changeLanguage('hi');
    expect(await screen.findByRole('listitem', { name: 'काजू कतली स्पेशल' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('asks before removing a line', async () => {
    renderCart([kajuKatli, bhujia]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Kaju Katli (500 g)' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this item?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(cartStore.getState().lines).toHaveLength(2);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Kaju Katli (500 g)' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove this item?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(cartStore.getState().lines).toEqual([bhujia]));
  });

  it('says when the cart is empty', () => {
    renderCart([]);
    expect(screen.getByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Items' })).toHaveAttribute('href', '/sweets');
  });
});

describe('CartPage in Hindi', () => {
  const laddoo: CartLine = { id: 5, name: 'Besan Laddoo', nameHi: 'बेसन लड्डू', price: 60, selectedWeight: '250 g', quantity: 1, thumbnail: '' };

  it('says everything in Hindi, the item by its Hindi name, and the rules’ words too', async () => {
    await i18n.changeLanguage('hi');
    renderCart([laddoo]);
    expect(screen.getByRole('heading', { name: 'आपका कार्ट' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'बेसन लड्डू' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बेसन लड्डू (250 g) हटाएँ' })).toBeInTheDocument();
    expect(screen.getByText('सभी दामों में GST शामिल है।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ऑर्डर करें' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    // The minimum order is the domain's sentence, said in Hindi.
    expect(screen.getByText('ऑर्डर कम से कम ₹1000 का होना चाहिए: यह ऑर्डर देने के लिए ₹940 का सामान और जोड़ें।')).toHaveAttribute('role', 'status');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^मोबाइल नंबर/), '12345');
    await user.click(screen.getByLabelText(/^नाम/));
    expect(await screen.findByText('10 अंकों का सही मोबाइल नंबर डालें')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'बेसन लड्डू (250 g) हटाएँ' }));
    const dialog = screen.getByRole('dialog', { name: 'यह सामान हटाएँ?' });
    expect(dialog).toHaveTextContent('बेसन लड्डू (250 g) आपके कार्ट से हटा दिया जाएगा।');
    await user.click(within(dialog).getByRole('button', { name: 'हाँ' }));
    expect(await screen.findByRole('heading', { name: 'आपका कार्ट खाली है' })).toBeInTheDocument();
  });

  it('says an offer code’s refusal in Hindi', async () => {
    await i18n.changeLanguage('hi');
    fetchMock.mockImplementation(async (url) =>
      url === '/api/offers/check'
        ? json(
            400,
            {
              status: 400,
              title: 'Bad Request',
              message: 'The offer DIWALI has expired',
              code: 'offer.expired',
              params: { code: 'DIWALI' },
              errors: { offerCode: ['The offer DIWALI has expired'] },
              codes: { offerCode: [{ code: 'offer.expired', params: { code: 'DIWALI' } }] },
            },
            'application/problem+json',
          )
        : json(404, {}),
    );
    renderCart([kajuKatli]);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'ऑफ़र कोड' }), 'diwali');
    await user.click(screen.getByRole('button', { name: 'लगाएँ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ऑफ़र DIWALI ख़त्म हो चुका है');
  });

  it('says in Hindi that the shop is busy and the order is being sent again', async () => {
    await i18n.changeLanguage('hi');
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/catalogue') return json(404, {});
      if (orderCalls().length === 1) throw new TypeError('Failed to fetch');
      return json(201, { id: 11, accessKey: 'k11' });
    });
    renderCart([kajuKatli]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^नाम/), 'Asha Verma');
    await user.type(screen.getByLabelText(/^मोबाइल नंबर/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'व्यस्त है, फिर कोशिश कर रहे हैं…' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('दुकान अभी व्यस्त है।');
    expect(await screen.findByText('Order page /order-successful/11?key=k11', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
