import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dateInZone, say, type CartLine, type PublicOutlet, type SlotPlaces } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { cartStore } from '../../lib/cart-store';
import { outletChoice } from '../../lib/outlet-choice';
import { DEFAULT_SHOP_INFO } from '../../lib/shop-info';
import { shopInfoQueryOptions } from '../../lib/use-shop-info';
import { callsTo, json, mockApi, problem, type ApiHandlers } from '../../test/mock-api';
import { createTestQueryClient } from '../../test/render-route';
import { CartPage } from './cart-page';

const kajuKatli: CartLine = {
  id: 8,
  name: 'Kaju Katli',
  price: 550,
  selectedWeight: '500 g',
  quantity: 2,
  thumbnail: '/media/k.webp',
};
const today = dateInZone(new Date(), DEFAULT_SHOP_INFO.timeZone);

const daySlots: SlotPlaces[] = [
  { slot: '10:00-12:00', capacity: 5, left: 0 },
  { slot: '12:00-14:00', capacity: 5, left: 1 },
  { slot: '16:00-18:00', capacity: 10, left: 7 },
];

beforeEach(() => {
  cartStore.getState().clear();
});

/** The cart of a shop with pickup slots only (no delivery: every order is a pickup); `outlets`: how many it has open. */
function renderCart(handlers: ApiHandlers, outlets = 1) {
  cartStore.getState().add(kajuKatli);
  const fetchMock = mockApi({ 'GET /api/catalogue': () => json({ categories: [], subcategories: [], items: [] }), ...handlers });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(shopInfoQueryOptions.queryKey, {
    ...DEFAULT_SHOP_INFO,
    minimumOrder: 0,
    slots: { pickup: true, delivery: false },
    ...(outlets > 1 && { outlets }),
  });
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <CartPage /> },
      { path: '/order-successful/:id', element: <p>Order page</p> },
    ],
    { initialEntries: ['/cart'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

const slotGroup = () => screen.getByRole('radiogroup', { name: /^Time slot/ });

describe('SlotPicker', () => {
  it("shows the day's slots with their places left, a full one shown Full and not choosable, the earliest with room chosen", async () => {
    const { fetchMock } = renderCart({ 'GET /api/slots': () => json(daySlots) });
    const group = await screen.findByRole('radiogroup', { name: /^Time slot/ });
    expect(within(group).getByRole('radio', { name: '10:00 AM – 12:00 PM · Full' })).toBeDisabled();
    expect(within(group).getByRole('radio', { name: '12:00 PM – 2:00 PM · 1 place left' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '4:00 PM – 6:00 PM · 7 places left' })).not.toBeChecked();
    const asked = callsTo(fetchMock, 'GET', '/api/slots')[0]!.url;
    expect(asked.searchParams.get('type')).toBe('pickup');
    expect(asked.searchParams.get('date')).toBe(today);
    expect(asked.searchParams.has('outlet')).toBe(false);
  });

  it('sends the chosen slot with its date', async () => {
    const { fetchMock, user } = renderCart({
      'GET /api/slots': () => json(daySlots),
      'POST /api/Notify/OrderTotal': () => json({ id: 7, accessKey: 'k' }, 201),
    });
    await user.click(await screen.findByRole('radio', { name: /4:00 PM – 6:00 PM/ }));
    await user.type(screen.getByLabelText(/^Name/), 'Asha Verma');
    await user.type(screen.getByLabelText(/^Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order page')).toBeInTheDocument();
    const [sent] = callsTo(fetchMock, 'POST', '/api/Notify/OrderTotal');
    expect(JSON.parse(String(sent!.body)).fulfilment).toEqual({ type: 'pickup', preferredDate: today, slot: '16:00-18:00' });
  });

  it('says a slot that filled meanwhile at the field, asks for the places again and waits for another choice', async () => {
    let places = daySlots;
    const { fetchMock, user } = renderCart({
      'GET /api/slots': () => json(places),
      'POST /api/Notify/OrderTotal': () => {
        places = daySlots.map((s) => (s.slot === '12:00-14:00' ? { ...s, left: 0 } : s));
        return problem(409, say('slot.full'), { 'fulfilment.slot': [say('slot.full')] }, 'Conflict');
      },
    });
    await screen.findByRole('radio', { name: /12:00 PM – 2:00 PM · 1 place left/ });
    await user.type(screen.getByLabelText(/^Name/), 'Asha Verma');
    await user.type(screen.getByLabelText(/^Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    // The failure dialog says it too; closed, the field keeps it.
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const fieldset = slotGroup().closest('fieldset')!;
    expect(within(fieldset).getByRole('alert')).toHaveTextContent('That slot is full — please choose another');
    expect(await within(slotGroup()).findByRole('radio', { name: '12:00 PM – 2:00 PM · Full' })).toBeDisabled();
    expect(callsTo(fetchMock, 'GET', '/api/slots').length).toBeGreaterThan(1);
    expect(within(slotGroup()).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();

    await user.click(within(slotGroup()).getByRole('radio', { name: /4:00 PM – 6:00 PM/ }));
    expect(within(fieldset).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('says so when no slot of the day has room, and Place Order waits', async () => {
    renderCart({ 'GET /api/slots': () => json([{ slot: '10:00-12:00', capacity: 5, left: 0 }]) });
    expect((await screen.findAllByText(/^No time slots left on .+\. Choose another date above\.$/))[0]).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled());
  });

  it('speaks Hindi on a Hindi page', async () => {
    await i18n.changeLanguage('hi');
    renderCart({ 'GET /api/slots': () => json(daySlots) });
    const group = await screen.findByRole('radiogroup', { name: /^समय का स्लॉट/ });
    expect(within(group).getByRole('radio', { name: 'सुबह 10:00 – दोपहर 12:00 · भर गया' })).toBeDisabled();
    expect(within(group).getByRole('radio', { name: 'दोपहर 12:00 – दोपहर 2:00 · 1 जगह बाकी' })).toBeChecked();
    expect(group).not.toHaveTextContent(/Full|left|AM|PM/);
  });
});

describe('SlotPicker at an outlet', () => {
  afterEach(() => localStorage.removeItem('outlet'));

  it("asks the places of the customer's outlet and sends the order there", async () => {
    const outlet = (id: number, name: string): PublicOutlet => ({
      id,
      name,
      nameHi: null,
      address: `${name} Market`,
      phone: '9811122334',
      pickup: true,
      delivery: { enabled: false, pincodes: [], charge: 0, freeFrom: null },
      openingHours: null,
      openingHoursText: DEFAULT_SHOP_INFO.openingHoursText,
      openingHoursTextHi: DEFAULT_SHOP_INFO.openingHoursTextHi,
      holidays: [],
    });
    outletChoice.set({ id: 2, way: 'pickup' });
    const { fetchMock, user } = renderCart(
      {
        'GET /api/outlets': () => json([outlet(1, 'Chandni Chowk'), outlet(2, 'Lajpat Nagar')]),
        'GET /api/slots': ({ url }) =>
          json(url.searchParams.get('outlet') === '2' ? daySlots.map((s) => ({ ...s, left: s.capacity })) : daySlots),
        'POST /api/Notify/OrderTotal': () => json({ id: 7, accessKey: 'k' }, 201),
      },
      2,
    );
    const group = await screen.findByRole('radiogroup', { name: /^Time slot/ });
    expect(await within(group).findByRole('radio', { name: '10:00 AM – 12:00 PM · 5 places left' })).toBeChecked();
    expect(callsTo(fetchMock, 'GET', '/api/slots').map((c) => c.url.searchParams.get('outlet'))).toEqual(['2']);

    await user.type(screen.getByLabelText(/^Name/), 'Asha Verma');
    await user.type(screen.getByLabelText(/^Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByText('Order page');
    const body = JSON.parse(String(callsTo(fetchMock, 'POST', '/api/Notify/OrderTotal')[0]!.body));
    expect(body).toMatchObject({ outletId: 2, fulfilment: { type: 'pickup', preferredDate: today, slot: '10:00-12:00' } });
  });
});
