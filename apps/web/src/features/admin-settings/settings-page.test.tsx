import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { DEFAULT_COUNTER_SETTINGS, SETTINGS_MESSAGES, defaultCustomerMessageSettings, type ShopSettings } from '@halwai/domain';
import { callsTo, json, problem } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { typeDate } from '../../test/type-date';
import { SettingsPage } from './settings-page';

const stored = (): ShopSettings => ({
  name: 'Halwai Sweets',
  phone: '9876543210',
  address: '12 Chandni Chowk, Delhi',
  openingHours: null,
  gstin: '',
  fssai: '',
  upiId: '',
  upiPayee: '',
  minimumOrder: 1000,
  invoicePrefix: 'HW',
  closingTime: '21:00',
  categories: [{ categoryId: 1, name: 'Sweets', hsn: '2106', gstRate: 5 }],
});

const FEEDS = {
  'GET /api/admin/feeds': () => json({ google: 'https://shop.example/feeds/google.xml', meta: 'https://shop.example/feeds/meta.csv' }),
};

function renderSettings(put: () => Response) {
  return renderStaffPage(<SettingsPage />, {
    path: '/admin/settings',
    handlers: { ...FEEDS, 'GET /api/admin/settings': () => json(stored()), 'PUT /api/admin/settings': put },
  });
}

describe('SettingsPage', { timeout: 20_000 }, () => {
  it('warns that customers will get dead links while PUBLIC_URL is not set, and not once it is', async () => {
    const health = (publicUrlSet: boolean) => json({ undispatched: 0, channels: [], live: { connectedClients: 0 }, publicUrlSet });
    const first = renderStaffPage(<SettingsPage />, {
      path: '/admin/settings',
      handlers: { ...FEEDS, 'GET /api/admin/settings': () => json(stored()), 'GET /api/admin/notifications/health': () => health(false) },
    });
    expect(await screen.findByText("Links in customers' messages will not open")).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('PUBLIC_URL is not set');
    first.unmount();

    renderStaffPage(<SettingsPage />, {
      path: '/admin/settings',
      handlers: { ...FEEDS, 'GET /api/admin/settings': () => json(stored()), 'GET /api/admin/notifications/health': () => health(true) },
    });
    expect(await screen.findByRole('textbox', { name: /Shop name/ })).toBeInTheDocument();
    expect(screen.queryByText("Links in customers' messages will not open")).not.toBeInTheDocument();
  });

  it('refuses a GSTIN with a wrong check digit and a short FSSAI number at the fields, sending nothing', async () => {
    const { fetchMock, user } = renderSettings(() => json(stored()));
    await user.type(await screen.findByRole('textbox', { name: 'GSTIN' }), '27AAPFU0939F1ZW');
    await user.type(screen.getByRole('textbox', { name: 'FSSAI licence number' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.gstin)).toBeInTheDocument();
    expect(screen.getByText(SETTINGS_MESSAGES.fssai)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/admin/settings')).toHaveLength(0);
  });

  it('saves the changed values, the per-category HSN code included', async () => {
    const { fetchMock, user } = renderSettings(() => json({ ...stored(), name: 'Mithai Mahal' }));
    const name = await screen.findByRole('textbox', { name: 'Shop name' });
    await user.clear(name);
    await user.type(name, 'Mithai Mahal');
    await user.type(screen.getByRole('textbox', { name: 'GSTIN' }), '27AAPFU0939F1ZV');
    await user.type(screen.getByRole('textbox', { name: 'UPI ID' }), 'mithai@okaxis');
    await user.type(screen.getByRole('textbox', { name: 'Payee name' }), 'Mithai Mahal');
    const table = screen.getByRole('table', { name: 'HSN code and GST rate per category' });
    const hsn = within(table).getByRole('textbox', { name: 'HSN code for Sweets' });
    await user.clear(hsn);
    await user.type(hsn, '1704');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PUT', '/api/admin/settings');
    expect(JSON.parse(String(call!.body))).toEqual({
      ...stored(),
      name: 'Mithai Mahal',
      gstin: '27AAPFU0939F1ZV',
      upiId: 'mithai@okaxis',
      upiPayee: 'Mithai Mahal',
      categories: [{ categoryId: 1, name: 'Sweets', hsn: '1704', gstRate: 5 }],
    });
  });

  it('saves delivery: on, pincodes and prefixes as a list, the charge and an empty free-delivery value as null', async () => {
    const withDelivery = { ...stored(), deliveryEnabled: false, deliveryPincodes: [], deliveryCharge: 0, freeDeliveryFrom: 500, timeZone: 'Asia/Kolkata' };
    const { fetchMock, user } = renderStaffPage(<SettingsPage />, {
      path: '/admin/settings',
      handlers: { ...FEEDS, 'GET /api/admin/settings': () => json(withDelivery), 'PUT /api/admin/settings': () => json(withDelivery) },
    });
    await user.click(await screen.findByRole('switch', { name: /^Deliver orders/ }));
    const pincodes = screen.getByRole('textbox', { name: 'Delivery pincodes' });
    await user.type(pincodes, '110006, 0110*');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Delivery pincodes: "0110*" is neither a 6-digit pincode nor a prefix like 1100*')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/admin/settings')).toHaveLength(0);

    await user.clear(pincodes);
    await user.type(pincodes, '110006, 2013*');
    const charge = screen.getByRole('spinbutton', { name: 'Delivery charge (₹)' });
    await user.clear(charge);
    await user.type(charge, '40');
    await user.clear(screen.getByRole('spinbutton', { name: 'Free delivery from (₹)' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PUT', '/api/admin/settings');
    expect(JSON.parse(String(call!.body))).toMatchObject({ deliveryEnabled: true, deliveryPincodes: ['110006', '2013*'], deliveryCharge: 40, freeDeliveryFrom: null });
  });

  it("saves the counter's settings: a cashier's discount limit, refund days and the counter's own invoice series", async () => {
    const withCounter = { ...stored(), counter: { ...DEFAULT_COUNTER_SETTINGS } };
    const { fetchMock, user } = renderStaffPage(<SettingsPage />, {
      path: '/admin/settings',
      handlers: { ...FEEDS, 'GET /api/admin/settings': () => json(withCounter), 'PUT /api/admin/settings': () => json(withCounter) },
    });
    const counter = within(await screen.findByRole('heading', { name: 'Counter' }).then((h) => h.parentElement!));
    const limit = counter.getByRole('spinbutton', { name: "A cashier's discount limit (₹)" });
    await user.clear(limit);
    await user.type(limit, '50');
    await user.type(counter.getByRole('textbox', { name: "The counter's own invoice series" }), 'c');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PUT', '/api/admin/settings');
    expect(JSON.parse(String(call!.body)).counter).toEqual({ ...DEFAULT_COUNTER_SETTINGS, cashierDiscountLimit: 50, invoicePrefix: 'C' });
  });

  it('adds holidays from a date typed or chosen on the calendar, shows them as days, and removes one', async () => {
    const withHolidays = { ...stored(), holidays: ['2026-11-14'], ordersWhenClosed: 'next-open' as const, timeZone: 'Asia/Kolkata' };
    const { fetchMock, user } = renderStaffPage(<SettingsPage />, {
      path: '/admin/settings',
      handlers: { ...FEEDS, 'GET /api/admin/settings': () => json(withHolidays), 'PUT /api/admin/settings': () => json(withHolidays) },
    });
    const list = await screen.findByRole('list', { name: 'Holidays' });
    expect(list).toHaveTextContent('Sat, 14 Nov, 2026');
    // Typed day first; the field empties for the next.
    await typeDate(user, 'Add a holiday', '2026-11-08');
    expect(list).toHaveTextContent('Sun, 8 Nov, 2026');
    expect(screen.getByRole('group', { name: 'Add a holiday' })).toHaveTextContent('DD/MM/YYYY');
    // Chosen on the calendar.
    await user.click(within(screen.getByRole('group', { name: 'Add a holiday' })).getByRole('button', { name: 'Choose date' }));
    const calendar = await screen.findByRole('dialog');
    // It opens on this month; its 25th.
    await user.click(within(calendar).getByRole('gridcell', { name: '25' }));
    await user.click(within(calendar).getByRole('button', { name: 'OK' }));
    expect(await within(list).findByText(/, 25 /)).toBeInTheDocument();
    await user.click(within(within(list).getByRole('button', { name: 'Remove the holiday on Sat, 14 Nov, 2026' })).getByTestId('CancelIcon'));

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PUT', '/api/admin/settings');
    expect(JSON.parse(String(call!.body)).holidays).toEqual(['2026-11-08', expect.stringMatching(/^\d{4}-\d{2}-25$/)]);
  });

  it("shows the server's field error at the field", async () => {
    const { user } = renderSettings(() => problem(400, 'Enter a 10-digit phone number', { phone: ['Enter a 10-digit phone number'] }));
    await screen.findByRole('textbox', { name: 'Shop name' });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const phone = screen.getByRole('textbox', { name: 'Phone (10 digits)' });
    expect(await screen.findByText('Enter a 10-digit phone number', { selector: 'p' })).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
  });

  it("checks a customer message's placeholders, and saves a step turned on with its WhatsApp template", async () => {
    const withMessages = { ...stored(), customerMessages: defaultCustomerMessageSettings() };
    const { fetchMock, user } = renderStaffPage(<SettingsPage />, {
      path: '/admin/settings',
      handlers: { ...FEEDS, 'GET /api/admin/settings': () => json(withMessages), 'PUT /api/admin/settings': () => json(withMessages) },
    });
    const text = await screen.findByRole('textbox', { name: 'Completed: text in English' });
    await user.clear(text);
    await user.type(text, 'Thanks {{name}');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/\{name\} is not a placeholder/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/admin/settings')).toHaveLength(0);

    await user.clear(text);
    await user.type(text, 'Thanks for order #{{order}');
    await user.click(screen.getByRole('switch', { name: 'Tell the customer: Completed' }));
    const templates = screen.getAllByLabelText('WhatsApp template name');
    await user.type(templates[5]!, 'order_completed');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PUT', '/api/admin/settings');
    expect(JSON.parse(String(call!.body)).customerMessages.steps.completed).toMatchObject({
      send: true,
      textEn: 'Thanks for order #{order}',
      whatsappTemplate: 'order_completed',
    });
  }, 60_000);

  // A long form: queries by label and text, which are quick, rather than by role.
  it('speaks Hindi: sections, fields, weekdays named by the Hindi locale, a refused field and the notice', async () => {
    await i18n.changeLanguage('hi');
    const withHours = { ...stored(), openingHours: [{ day: 1, open: '08:00', close: '22:00' }], categories: [{ categoryId: 1, name: 'Sweets', nameHi: 'मिठाई', hsn: '2106', gstRate: 5 }] };
    const { fetchMock, user } = renderStaffPage(<SettingsPage />, {
      path: '/admin/settings',
      handlers: { ...FEEDS, 'GET /api/admin/settings': () => json(withHours), 'PUT /api/admin/settings': () => json(withHours) },
    });
    expect(await screen.findByLabelText('दुकान का नाम', { exact: false })).toHaveValue('Halwai Sweets');
    expect(document.title).toMatch(/^दुकान की सेटिंग्स · /);
    expect([...document.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'दुकान',
      'दुकान खुलने का समय',
      'टैक्स और रजिस्ट्रेशन',
      'UPI भुगतान',
      'डिलीवरी',
      'समय के स्लॉट',
      'हर श्रेणी का HSN कोड और GST दर',
      'प्रोडक्ट फ़ीड',
    ]);
    // Monday first; Monday is open, the other days are closed.
    expect(screen.getByLabelText('सोमवार')).toBeChecked();
    expect(screen.getByLabelText('रविवार')).not.toBeChecked();
    expect(screen.getAllByText('बंद')).toHaveLength(6);
    // The category by its Hindi name in the GST table.
    expect(screen.getByLabelText('मिठाई का HSN कोड')).toHaveValue('2106');
    expect(screen.getByRole('cell', { name: 'मिठाई' })).toBeInTheDocument();
    expect(screen.queryByText('Sweets')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('GSTIN'), '27AAPFU0939F1ZW');
    await user.click(screen.getByText('सेटिंग्स सहेजें'));
    expect(callsTo(fetchMock, 'PUT', '/api/admin/settings')).toHaveLength(0);
    await user.clear(screen.getByLabelText('GSTIN'));
    await user.click(screen.getByText('सेटिंग्स सहेजें'));
    expect(await screen.findByText('सेटिंग्स सहेज ली गईं')).toBeInTheDocument();
    for (const english of ['Shop settings', 'Opening hours', 'Monday', 'Closed', 'Save settings', 'Delivery pincodes'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
   }, 40_000);

  it("names the customer messages' steps and fields in Hindi", async () => {
    await i18n.changeLanguage('hi');
    const withMessages = { ...stored(), customerMessages: defaultCustomerMessageSettings() };
    renderStaffPage(<SettingsPage />, { path: '/admin/settings', handlers: { ...FEEDS, 'GET /api/admin/settings': () => json(withMessages) } });
    expect(await screen.findByText('ग्राहक को संदेश')).toBeInTheDocument();
    expect(screen.getByLabelText('ग्राहक को बताएँ: पक्का हुआ')).toBeChecked();
    expect(screen.getByLabelText('पूरा हुआ: हिन्दी में संदेश')).toBeInTheDocument();
    expect(screen.getAllByText(/^· (ग्राहक को भेजा जाता है|नहीं भेजा जाता)$/)).toHaveLength(10); // seven steps of an order, the counter's bill and the cart reminder
    expect(screen.queryByText('Customer messages')).not.toBeInTheDocument();
    expect(screen.queryByText(/Tell the customer/)).not.toBeInTheDocument();
  }, 60_000);

  it("shows the product feeds' addresses to paste, with copy buttons, in English and Hindi", async () => {
    const { user } = renderSettings(() => json(stored()));
    expect(await screen.findByRole('heading', { name: 'Product feeds' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Google Merchant Center feed' })).toHaveValue('https://shop.example/feeds/google.xml');
    expect(screen.getByRole('textbox', { name: 'Meta / WhatsApp catalogue feed' })).toHaveValue('https://shop.example/feeds/meta.csv');
    await user.click(screen.getByRole('button', { name: 'Copy the Meta / WhatsApp catalogue feed address' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('https://shop.example/feeds/meta.csv');

    await i18n.changeLanguage('hi');
    expect(await screen.findByRole('heading', { name: 'प्रोडक्ट फ़ीड' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Google Merchant Center फ़ीड' })).toHaveValue('https://shop.example/feeds/google.xml');
  });
});
