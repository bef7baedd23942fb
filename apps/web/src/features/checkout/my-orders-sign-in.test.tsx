import { MESSAGES, NOT_PAID, type CustomerOrder, type OrderView, say } from '@halwai/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { cartStore } from '../../lib/cart-store';
import { rememberOrder } from '../../lib/my-orders';
import { DEFAULT_SHOP_INFO } from '../../lib/shop-info';
import { shopInfoQueryOptions } from '../../lib/use-shop-info';
import { callsTo, json, mockApi, problem, type ApiHandlers } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { product, sampleCatalogue } from '../../test/sample-catalogue';
import { MyOrdersPage } from './my-orders-page';

const MOBILE = '9876501234';
const TOKEN = 'c.customer-token';

const accountOrder = (id: number, over: Partial<CustomerOrder> = {}): CustomerOrder => ({
  id,
  orderDate: `2026-11-2${id % 10}T10:00:00Z`,
  total: 1600,
  orderStatus: 0,
  status: 'confirmed',
  customerName: 'Asha',
  items: [
    { productId: 1, name: 'Kaju Katli', variant: '1 kg', quantity: 2, price: 400 },
    { productId: 3, name: 'Aloo Bhujia', variant: '1 kg', quantity: 1, price: 400 },
    { productId: 9, name: 'Soan Papdi', variant: '500 g', quantity: 1, price: 400 },
  ],
  accessKey: `key-${id}`,
  ...over,
});

const deviceView = (id: number): OrderView => ({
  id,
  customerName: 'Asha',
  customerMobile: MOBILE,
  orderDate: '2026-11-10T10:00:00Z',
  orderStatus: 0,
  status: 'pending',
  history: [],
  fulfilment: { type: 'pickup', deliveryCharge: 0 },
  products: [{ productId: 2, name: 'Besan Laddoo', variant: '1 kg', quantity: 3, price: 400 }],
  itemsTotal: 1200,
  paid: false,
  payment: NOT_PAID,
  payOnline: false,
});

function renderMyOrders(handlers: ApiHandlers) {
  const fetchMock = mockApi(handlers);
  const view = renderRoute(<MyOrdersPage />, { path: '/my-orders', extraRoutes: [{ path: '/cart', element: <h1>Cart</h1> }] });
  return { ...view, fetchMock, user: userEvent.setup({ delay: null }) };
}

beforeEach(() => {
  cartStore.getState().clear();
});

describe('My orders: signing in with a code', { timeout: 20_000 }, () => {
  it("signs in by a code sent to the mobile, lists the mobile's orders with this device's, and signs out", async () => {
    rememberOrder({ id: 4, accessKey: 'device-key-4', date: '2026-11-10T10:00:00Z', total: 1200 });
    const { fetchMock, user } = renderMyOrders({
      'POST /api/customer/otp': () =>
        json({ channel: 'whatsapp', expiresInSeconds: 300, message: MESSAGES.signInCodeSentWhatsApp }),
      'POST /api/customer/verify': () => json({ token: TOKEN, mobile: MOBILE, expiresAt: '2026-12-28T10:00:00Z' }),
      'GET /api/customer/orders': () => json([accountOrder(7), accountOrder(5, { status: 'cancelled', orderStatus: 2 })]),
      'GET /get-order/4': () => json(deviceView(4)),
      'POST /api/customer/logout': () => new Response(null, { status: 204 }),
    });
    expect(await screen.findByRole('heading', { name: 'Order #0004' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '+91 98765 01234');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MESSAGES.signInCodeSentWhatsApp)).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/customer/otp')[0]!.body))).toEqual({ mobile: MOBILE, language: 'en' });
    expect(screen.getByText('Sent to +91 98765 01234')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: '6-digit code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Signed in as +91 98765 01234' })).toBeInTheDocument();
    expect(localStorage.getItem('customerToken')).toBe(TOKEN);
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/customer/verify')[0]!.body))).toEqual({
      mobile: MOBILE,
      code: '123456',
    });

    await screen.findByRole('heading', { name: 'Order #0007' });
    const rows = screen.getAllByRole('listitem').filter((li) => within(li).queryByRole('heading'));
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Order #0007',
      'Order #0005',
      'Order #0004',
    ]);
    expect(rows[0]).toHaveTextContent('Kaju Katli 1 kg × 2, Aloo Bhujia 1 kg × 1 and 1 more item');
    expect(rows[1]).toHaveTextContent('Cancelled');
    expect(within(rows[0]!).getByRole('link', { name: 'View order #0007' })).toHaveAttribute(
      'href',
      '/order-successful/7?key=key-7',
    );
    expect(callsTo(fetchMock, 'GET', '/api/customer/orders')[0]!.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    // The signed-in list says the status: its orders are not read one by one.
    expect(callsTo(fetchMock, 'GET', '/get-order/7')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/customer/logout')[0]!.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(localStorage.getItem('customerToken')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Order #0007' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Order #0004' })).toBeInTheDocument();
  });

  it('checks the mobile and the code with the shop rules before asking, and shows what the server refuses', async () => {
    const { fetchMock, user } = renderMyOrders({
      'POST /api/customer/otp': () => json({ channel: 'sms', expiresInSeconds: 300, message: MESSAGES.signInCodeSentSms }),
      'POST /api/customer/verify': () => problem(400, MESSAGES.signInCodeWrong, { code: [MESSAGES.signInCodeWrong] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MESSAGES.mobileRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MESSAGES.mobileInvalid)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/customer/otp')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), MOBILE);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: '6-digit code' }), '12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MESSAGES.signInCodeInvalid)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '6-digit code' }), '3456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MESSAGES.signInCodeWrong)).toBeInTheDocument();
    expect(localStorage.getItem('customerToken')).toBeNull();
  });

  it('a shop that cannot send codes offers no sign-in, and says why', async () => {
    const { queryClient } = renderMyOrders({});
    act(() => queryClient.setQueryData(shopInfoQueryOptions.queryKey, { ...DEFAULT_SHOP_INFO, customerSignIn: false }));
    expect(await screen.findByText(/Signing in with a code is not set up at this shop yet: it needs WhatsApp or SMS/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mobile number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
  });

  it('shows a limit or a lock above the form', async () => {
    const { user } = renderMyOrders({
      'POST /api/customer/otp': () => problem(429, say('common.signInCodesTooMany', 12)),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), MOBILE);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signInCodesTooMany(12));
  });

  it('speaks Hindi, the server words included', async () => {
    await i18n.changeLanguage('hi');
    const { user, fetchMock } = renderMyOrders({ 'POST /api/customer/otp': () => problem(429, say('common.signInLocked', 9)) });
    expect(await screen.findByRole('heading', { name: 'हर फ़ोन पर आपके ऑर्डर' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'मोबाइल नंबर' }), MOBILE);
    await user.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('इस नंबर पर बहुत बार गलत कोड डाले गए। 9 मिनट बाद फिर कोशिश करें।');
    // The code itself comes in Hindi too.
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/customer/otp')[0]!.body))).toEqual({ mobile: MOBILE, language: 'hi' });
  });
});

describe('My orders: Order again', { timeout: 20_000 }, () => {
  it("puts a past order's lines in the cart at today's prices, and says what was left out", async () => {
    localStorage.setItem('customerToken', TOKEN);
    localStorage.setItem('customerMobile', MOBILE);
    const catalogue = sampleCatalogue();
    catalogue.items[0] = product({ id: 1, name: 'Kaju Katli', prices: [{ label: '1 kg', price: 450 }] });
    const { user, router } = renderMyOrders({
      'GET /api/customer/orders': () => json([accountOrder(7)]),
      'GET /api/catalogue': () => json(catalogue),
    });
    await user.click(await screen.findByRole('button', { name: 'Order again: the items of order #0007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(dialog).toHaveTextContent("1 item of order #0007 is in your cart, at today's price.");
    expect(dialog).toHaveTextContent('Aloo Bhujia (1 kg): not available today');
    expect(dialog).toHaveTextContent('Soan Papdi (500 g): no longer sold');
    expect(cartStore.getState().lines).toEqual([
      { id: 1, name: 'Kaju Katli', price: 450, selectedWeight: '1 kg', quantity: 2, thumbnail: '/media/x.webp' },
    ]);
    await user.click(within(dialog).getByRole('link', { name: 'Go to cart' }));
    expect(router.state.location.pathname).toBe('/cart');
  });

  it("offers Order again on this device's orders once their lines are read", async () => {
    rememberOrder({ id: 4, accessKey: 'device-key-4', date: '2026-11-10T10:00:00Z', total: 1200 });
    const { user } = renderMyOrders({
      'GET /get-order/4': () => json(deviceView(4)),
      'GET /api/catalogue': () => json(sampleCatalogue()),
    });
    await user.click(await screen.findByRole('button', { name: 'Order again: the items of order #0004' }));
    expect(await screen.findByRole('dialog', { name: 'Added to your cart' })).toHaveTextContent('1 item of order #0004');
    expect(cartStore.getState().lines).toEqual([expect.objectContaining({ id: 2, quantity: 3, price: 400 })]);
  });
});
