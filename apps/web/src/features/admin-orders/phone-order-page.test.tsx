import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dateInZone, OUTLET_MESSAGES, say, type SlotPlaces } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { DEFAULT_SHOP_INFO } from '../../lib/shop-info';
import { shopInfoQueryOptions } from '../../lib/use-shop-info';
import { callsTo, json, problem, type ApiHandlers } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { sampleCatalogue } from '../../test/sample-catalogue';
import { PhoneOrderPage } from './phone-order-page';

const ORDERS_SCREEN = { path: '/admin/orders', element: <p>The orders screen</p> };

function renderPage(
  place: () => Response | Promise<Response> = () => json({ id: 41, channel: 'phone' }, 201),
  handlers: ApiHandlers = {},
) {
  return renderStaffPage(<PhoneOrderPage />, {
    path: '/admin/orders/new',
    extraRoutes: [ORDERS_SCREEN],
    handlers: {
      'GET /api/catalogue': () => json(sampleCatalogue()),
      'GET /api/counter/outlets': () => json([{ id: 1, name: 'Halwai', nameHi: null, mine: true }]),
      'POST /api/admin/orders': place,
      ...handlers,
    },
  });
}

const today = dateInZone(new Date(), DEFAULT_SHOP_INFO.timeZone);
const daySlots: SlotPlaces[] = [
  { slot: '10:00-12:00', capacity: 5, left: 0 },
  { slot: '12:00-14:00', capacity: 5, left: 1 },
  { slot: '16:00-18:00', capacity: 10, left: 7 },
];

/** The page of a shop with pickup slots and none for delivery, an item and the customer keyed in. */
async function renderWithSlots(place: () => Response | Promise<Response>, slots: () => Response = () => json(daySlots)) {
  const view = renderPage(place, { 'GET /api/slots': slots });
  view.queryClient.setQueryData(shopInfoQueryOptions.queryKey, {
    ...DEFAULT_SHOP_INFO,
    slots: { pickup: true, delivery: false },
  });
  await view.user.type(await screen.findByRole('searchbox', { name: /Find an item/ }), 'besan');
  await view.user.click(await screen.findByRole('button', { name: 'Add 1 kg of Besan Laddoo' }));
  await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ravi');
  await view.user.type(screen.getByRole('textbox', { name: 'Mobile' }), '9812345678');
  return view;
}

const slotGroup = () => screen.getByRole('radiogroup', { name: /^Time slot/ });

afterEach(() => i18n.changeLanguage('en'));

describe('PhoneOrderPage', { timeout: 20_000 }, () => {
  it('finds an item as the storefront does, takes its pack and quantity, the customer and delivery, and places the order once', async () => {
    const { user, fetchMock, router } = renderPage();
    await user.type(await screen.findByRole('searchbox', { name: /Find an item/ }), 'kaju katly');
    await user.click(await screen.findByRole('button', { name: 'Add 1 kg of Kaju Katli' }));
    const quantity = screen.getByRole('spinbutton', { name: 'How many 1 kg of Kaju Katli' });
    fireEvent.change(quantity, { target: { value: '2' } });
    expect(screen.getByText('Items: ₹800')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Meena Gupta');
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '9812345678');
    await user.click(screen.getByRole('button', { name: 'Delivery' }));
    await user.type(screen.getByRole('textbox', { name: 'Delivery address' }), '12 MG Road');
    await user.type(screen.getByRole('textbox', { name: 'Pincode' }), '110005');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Less sugar');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await screen.findByText('The orders screen');
    expect(router.state.location.search).toBe('?order=41');
    // A shop of one outlet is asked for none, and its catalogue is the whole shop's as before outlets.
    expect(screen.queryByRole('combobox', { name: 'Outlet' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/catalogue').every((c) => !c.url.searchParams.has('outlet'))).toBe(true);
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/orders');
    expect(call!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
    expect(JSON.parse(String(call!.body))).toEqual({
      lines: [{ productId: 1, variant: '1 kg', quantity: 2 }],
      customerName: 'Meena Gupta',
      customerMobile: '9812345678',
      fulfilment: { type: 'delivery', address: '12 MG Road', pincode: '110005' },
      note: 'Less sugar',
      language: 'en',
    });
  });

  it("puts the server's refusal on the line it names, and sends a retry under the same key", async () => {
    let answers = 0;
    const { user, fetchMock } = renderPage(() =>
      ++answers === 1
        ? problem(409, say('stock.onlyLeft', 'Besan Laddoo', '1 kg', 1), {
            'lines.0': [say('stock.onlyLeft', 'Besan Laddoo', '1 kg', 1)],
          })
        : json({ id: 42, channel: 'phone' }, 201),
    );
    await user.type(await screen.findByRole('searchbox', { name: /Find an item/ }), 'besan');
    await user.click(await screen.findByRole('button', { name: 'Add 1 kg of Besan Laddoo' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ravi');
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '9812345678');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const lines = await screen.findByRole('list', { name: "The order's items" });
    expect(await within(lines).findByText(/Only 1 left of Besan Laddoo/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText('The orders screen');
    const [first, second] = callsTo(fetchMock, 'POST', '/api/admin/orders');
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'नया फ़ोन ऑर्डर' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ऑर्डर दें' })).toBeDisabled();
  });

  describe('with slots', () => {
    it("offers today's slots for pickup, the earliest with room chosen, and sends the chosen one with its date", async () => {
      const { user, fetchMock } = await renderWithSlots(() => json({ id: 43, channel: 'phone' }, 201));
      const group = await screen.findByRole('radiogroup', { name: /^Time slot/ });
      expect(within(group).getByRole('radio', { name: '10:00 AM – 12:00 PM · Full' })).toBeDisabled();
      expect(within(group).getByRole('radio', { name: '12:00 PM – 2:00 PM · 1 place left' })).toBeChecked();
      const asked = callsTo(fetchMock, 'GET', '/api/slots')[0]!.url;
      expect(asked.searchParams.get('type')).toBe('pickup');
      expect(asked.searchParams.get('date')).toBe(today);

      await user.click(within(group).getByRole('radio', { name: /4:00 PM – 6:00 PM/ }));
      await user.click(screen.getByRole('button', { name: 'Place order' }));
      await screen.findByText('The orders screen');
      const [sent] = callsTo(fetchMock, 'POST', '/api/admin/orders');
      expect(JSON.parse(String(sent!.body)).fulfilment).toEqual({ type: 'pickup', preferredDate: today, slot: '16:00-18:00' });
    });

    it('offers no slot for a type the shop has none for', async () => {
      const { user, fetchMock } = await renderWithSlots(() => json({ id: 44, channel: 'phone' }, 201));
      await screen.findByRole('radiogroup', { name: /^Time slot/ });
      await user.click(screen.getByRole('button', { name: 'Delivery' }));
      expect(screen.queryByRole('radiogroup', { name: /^Time slot/ })).not.toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Delivery address' }), '12 MG Road');
      await user.type(screen.getByRole('textbox', { name: 'Pincode' }), '110005');
      await user.click(screen.getByRole('button', { name: 'Place order' }));
      await screen.findByText('The orders screen');
      const [sent] = callsTo(fetchMock, 'POST', '/api/admin/orders');
      expect(JSON.parse(String(sent!.body)).fulfilment).toEqual({ type: 'delivery', address: '12 MG Road', pincode: '110005' });
    });

    it('says a slot that filled meanwhile at the slot, reads the places again, and places the order in another', async () => {
      let places = daySlots;
      let answers = 0;
      const { user, fetchMock } = await renderWithSlots(
        () => {
          if (++answers > 1) return json({ id: 45, channel: 'phone' }, 201);
          places = daySlots.map((s) => (s.slot === '12:00-14:00' ? { ...s, left: 0 } : s));
          return problem(409, say('slot.full'), { 'fulfilment.slot': [say('slot.full')] }, 'Conflict');
        },
        () => json(places),
      );
      await screen.findByRole('radio', { name: '12:00 PM – 2:00 PM · 1 place left' });
      await user.click(screen.getByRole('button', { name: 'Place order' }));

      const fieldset = (await screen.findByRole('radio', { name: '12:00 PM – 2:00 PM · Full' })).closest('fieldset')!;
      expect(within(fieldset).getByRole('alert')).toHaveTextContent('That slot is full — please choose another');
      expect(callsTo(fetchMock, 'GET', '/api/slots').length).toBeGreaterThan(1);
      expect(within(slotGroup()).queryByRole('radio', { checked: true })).not.toBeInTheDocument();

      await user.click(within(slotGroup()).getByRole('radio', { name: /4:00 PM – 6:00 PM/ }));
      expect(within(fieldset).queryByRole('alert')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Place order' }));
      await screen.findByText('The orders screen');
      const second = callsTo(fetchMock, 'POST', '/api/admin/orders')[1]!;
      expect(JSON.parse(String(second.body)).fulfilment).toEqual({ type: 'pickup', preferredDate: today, slot: '16:00-18:00' });
    });

    it("says the server's 400 at the slot when no slot of the day has room", async () => {
      const { user } = await renderWithSlots(
        () => problem(400, say('slot.required'), { 'fulfilment.slot': [say('slot.required')] }),
        () => json([{ slot: '10:00-12:00', capacity: 5, left: 0 }]),
      );
      expect(await screen.findByText(/^No time slots left on .+\. Choose another date above\.$/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Place order' }));
      const group = await screen.findByRole('radiogroup', { name: /^Time slot/ });
      expect(within(group.closest('fieldset')!).getByRole('alert')).toHaveTextContent('Choose a time slot');
    });

    it('speaks Hindi', async () => {
      await i18n.changeLanguage('hi');
      const view = renderPage(undefined, { 'GET /api/slots': () => json(daySlots) });
      view.queryClient.setQueryData(shopInfoQueryOptions.queryKey, {
        ...DEFAULT_SHOP_INFO,
        slots: { pickup: true, delivery: false },
      });
      const group = await screen.findByRole('radiogroup', { name: /^समय का स्लॉट/ });
      expect(within(group).getByRole('radio', { name: 'सुबह 10:00 – दोपहर 12:00 · भर गया' })).toBeDisabled();
      expect(within(group).getByRole('radio', { name: 'दोपहर 12:00 – दोपहर 2:00 · 1 जगह बाकी' })).toBeChecked();
      expect(group).not.toHaveTextContent(/Full|left|AM|PM/);
    });
  });

  describe('with several outlets', () => {
    const OUTLETS = [
      { id: 1, name: 'Halwai', nameHi: null, mine: false },
      { id: 2, name: 'Lajpat Nagar', nameHi: 'लाजपत नगर', mine: true },
      { id: 3, name: 'Karol Bagh', nameHi: 'करोल बाग', mine: true },
    ];
    const renderAtOutlets = (outlets = OUTLETS) => {
      const view = renderPage(undefined, {
        'GET /api/counter/outlets': () => json(outlets),
        'GET /api/slots': () => json(daySlots),
      });
      view.queryClient.setQueryData(shopInfoQueryOptions.queryKey, {
        ...DEFAULT_SHOP_INFO,
        slots: { pickup: true, delivery: false },
      });
      return view;
    };
    const outletsAsked = (fetchMock: Parameters<typeof callsTo>[0], path: string) =>
      callsTo(fetchMock, 'GET', path).map((c) => c.url.searchParams.get('outlet'));

    it("takes the call at the account's first outlet, or one of its others it chooses: that outlet's items and slots, and its id sent", async () => {
      const { user, fetchMock } = renderAtOutlets();
      const outlet = await screen.findByRole('combobox', { name: 'Outlet' });
      expect(outlet).toHaveTextContent('Lajpat Nagar');
      await screen.findByRole('radiogroup', { name: /^Time slot/ });
      expect(outletsAsked(fetchMock, '/api/catalogue').at(-1)).toBe('2');
      expect(outletsAsked(fetchMock, '/api/slots').at(-1)).toBe('2');

      await user.click(outlet);
      const listbox = await screen.findByRole('listbox');
      // Only the account's own outlets: another's would be refused.
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Lajpat Nagar', 'Karol Bagh']);
      await user.click(within(listbox).getByRole('option', { name: 'Karol Bagh' }));
      expect(screen.getByRole('combobox', { name: 'Outlet' })).toHaveTextContent('Karol Bagh');

      await user.type(await screen.findByRole('searchbox', { name: /Find an item/ }), 'besan');
      await user.click(await screen.findByRole('button', { name: 'Add 1 kg of Besan Laddoo' }));
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ravi');
      await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '9812345678');
      await screen.findByRole('radio', { name: '12:00 PM – 2:00 PM · 1 place left' });
      expect(outletsAsked(fetchMock, '/api/catalogue').at(-1)).toBe('3');
      expect(outletsAsked(fetchMock, '/api/slots').at(-1)).toBe('3');
      await user.click(screen.getByRole('button', { name: 'Place order' }));
      await screen.findByText('The orders screen');
      const body = JSON.parse(String(callsTo(fetchMock, 'POST', '/api/admin/orders')[0]!.body));
      expect(body).toMatchObject({ outletId: 3, fulfilment: { type: 'pickup', preferredDate: today, slot: '12:00-14:00' } });
    });

    it("an account of every outlet starts at the shop's first, and the outlets are named in Hindi on a Hindi page", async () => {
      await i18n.changeLanguage('hi');
      const { user } = renderAtOutlets(OUTLETS.map((o) => ({ ...o, mine: true })));
      const outlet = await screen.findByRole('combobox', { name: 'आउटलेट' });
      expect(outlet).toHaveTextContent('Halwai');
      await user.click(outlet);
      expect(
        within(await screen.findByRole('listbox'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Halwai', 'लाजपत नगर', 'करोल बाग']);
    });

    it("says the server's refusal of the outlet at the picker", async () => {
      const view = renderPage(() => problem(400, OUTLET_MESSAGES.closed, { outletId: [OUTLET_MESSAGES.closed] }), {
        'GET /api/counter/outlets': () => json(OUTLETS),
      });
      await view.user.type(await screen.findByRole('searchbox', { name: /Find an item/ }), 'besan');
      await view.user.click(await screen.findByRole('button', { name: 'Add 1 kg of Besan Laddoo' }));
      await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ravi');
      await view.user.type(screen.getByRole('textbox', { name: 'Mobile' }), '9812345678');
      await view.user.click(screen.getByRole('button', { name: 'Place order' }));
      expect(await screen.findByText('That outlet is closed; choose another', { selector: 'p' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Outlet' })).toHaveAttribute('aria-invalid', 'true');
    });
  });
});
