import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { say, SLOT_MESSAGES, type ShopSettings } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { callsTo, json, problem } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { typeDate } from '../../test/type-date';
import { nextSlot } from './slot-settings';
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
  categories: [],
  slots: { pickup: [{ start: '10:00', end: '12:00', capacity: 20 }], delivery: [] },
  slotOverrides: {},
});

function renderSettings(put: () => Response = () => json(stored())) {
  return renderStaffPage(<SettingsPage />, {
    path: '/admin/settings',
    handlers: { 'GET /api/admin/settings': () => json(stored()), 'PUT /api/admin/settings': put },
  });
}

const section = () => screen.getByRole('region', { name: 'Time slots' });
const sentBody = (fetchMock: Parameters<typeof callsTo>[0]) => JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/admin/settings')[0]!.body)) as ShopSettings;

describe('SlotSettings', { timeout: 20_000 }, () => {
  it('adds, edits and removes daily slots and saves them with a date of its own', async () => {
    const { fetchMock, user } = renderSettings();
    await screen.findByRole('region', { name: 'Time slots' });
    const pickup = within(section()).getByRole('region', { name: 'Pickup slots' });
    // A new slot starts where the last ends.
    await user.click(within(pickup).getByRole('button', { name: 'Add a pickup slot' }));
    const second = within(pickup).getByRole('group', { name: 'Pickup slot 2' });
    expect(within(second).getByLabelText('From')).toHaveValue('12:00');
    expect(within(second).getByLabelText('To')).toHaveValue('14:00');
    const capacity = within(second).getByRole('spinbutton', { name: 'Orders it takes' });
    await user.clear(capacity);
    await user.type(capacity, '8');

    const delivery = within(section()).getByRole('region', { name: 'Delivery slots' });
    expect(delivery).toHaveTextContent('No delivery slots: delivery orders choose no time.');
    await user.click(within(delivery).getByRole('button', { name: 'Add a delivery slot' }));
    await user.click(within(delivery).getByRole('button', { name: 'Add a delivery slot' }));
    await user.click(within(delivery).getByRole('button', { name: 'Remove delivery slot 2' }));

    await typeDate(user, 'Add a date', '2026-11-08');
    const festival = await within(section()).findByRole('region', { name: /^Slots on .*8 Nov.* 2026$/ });
    await user.click(within(within(festival).getByRole('region', { name: 'Pickup slots' })).getByRole('button', { name: 'Add a pickup slot' }));

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/admin/settings')).toHaveLength(1));
    const body = sentBody(fetchMock);
    expect(body.slots).toEqual({
      pickup: [
        { start: '10:00', end: '12:00', capacity: 20 },
        { start: '12:00', end: '14:00', capacity: 8 },
      ],
      delivery: [{ start: '10:00', end: '12:00', capacity: 10 }],
    });
    // A date starts from the daily slots as they stand, and gets one more here.
    expect(body.slotOverrides).toEqual({
      '2026-11-08': {
        pickup: [
          { start: '10:00', end: '12:00', capacity: 20 },
          { start: '12:00', end: '14:00', capacity: 8 },
          { start: '14:00', end: '16:00', capacity: 8 },
        ],
        delivery: [{ start: '10:00', end: '12:00', capacity: 10 }],
      },
    });
  });

  it('removes a date of its own', async () => {
    const { fetchMock, user } = renderStaffPage(<SettingsPage />, {
      path: '/admin/settings',
      handlers: {
        'GET /api/admin/settings': () => json({ ...stored(), slotOverrides: { '2026-11-08': { pickup: [], delivery: [] } } }),
        'PUT /api/admin/settings': () => json(stored()),
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Remove the slots of .*8 Nov.* 2026$/ }));
    expect(screen.queryByRole('region', { name: /^Slots on/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/admin/settings')).toHaveLength(1));
    expect(sentBody(fetchMock).slotOverrides).toEqual({});
  });

  it('refuses an end before its start at the field, sending nothing', async () => {
    const { fetchMock, user } = renderSettings();
    const row = await screen.findByRole('group', { name: 'Pickup slot 1' });
    const end = within(row).getByLabelText('To');
    await user.clear(end);
    await user.type(end, '09:00');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(row).findByText(SLOT_MESSAGES.endAfterStart)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/admin/settings')).toHaveLength(0);
  });

  it("shows the server's refusal against the slot it names", async () => {
    const { user } = renderSettings(() =>
      problem(400, say('slot.overlap', '11:00-13:00'), { 'slots.pickup.0': [say('slot.overlap', '11:00-13:00')] }),
    );
    const row = await screen.findByRole('group', { name: 'Pickup slot 1' });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('The 11:00-13:00 slot overlaps another slot');
  });

  it('speaks Hindi on a Hindi page', async () => {
    await i18n.changeLanguage('hi');
    renderSettings();
    const slots = await screen.findByRole('region', { name: 'समय के स्लॉट' });
    expect(within(slots).getByRole('button', { name: 'डिलीवरी स्लॉट जोड़ें' })).toBeInTheDocument();
    expect(within(slots).getByRole('group', { name: 'पिकअप स्लॉट 1' })).toBeInTheDocument();
    expect(slots).not.toHaveTextContent(/Pickup|Delivery|slot|Orders it takes/);
  });
});

describe('nextSlot', () => {
  it('starts where the last slot ends, two hours long, never past midnight', () => {
    expect(nextSlot([])).toEqual({ start: '10:00', end: '12:00', capacity: 10 });
    expect(nextSlot([{ start: '18:00', end: '20:30', capacity: 4 }])).toEqual({ start: '20:30', end: '22:30', capacity: 4 });
    expect(nextSlot([{ start: '20:00', end: '23:00', capacity: 4 }])).toEqual({ start: '23:00', end: '23:59', capacity: 4 });
  });
});
