import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COUNTER_SETTINGS,
  MAX_QUICK_KEYS,
  type Catalogue,
  type CounterSettings,
  type ShopSettings,
} from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { callsTo, json } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { product } from '../../test/sample-catalogue';
import { SettingsPage } from './settings-page';

const catalogue: Catalogue = {
  categories: [{ id: 1, name: 'Sweets', nameHi: 'मिठाई' }],
  subcategories: [{ id: 10, name: 'Barfi', categoryId: 1 }],
  items: [
    product({
      id: 1,
      name: 'Kaju Katli',
      nameHi: 'काजू कतली',
      prices: [
        { label: '250 g', price: 150 },
        { label: '1 kg', price: 560 },
      ],
    }),
    product({ id: 2, name: 'Soan Papdi', itemType: 'ByPackets', prices: [{ label: '500 g', price: 230 }] }),
    product({ id: 3, name: 'Aloo Bhujia', itemType: 'ByPackets', prices: [{ label: '400 g', price: 110 }] }),
  ],
};

const settings = (quickKeys: CounterSettings['quickKeys']): ShopSettings => ({
  name: 'Halwai Sweets',
  phone: '9876543210',
  address: '12 Chandni Chowk, Delhi',
  openingHours: null,
  gstin: '',
  fssai: '',
  upiId: '',
  upiPayee: '',
  minimumOrder: 0,
  invoicePrefix: 'HW',
  closingTime: '21:00',
  categories: [],
  counter: { ...DEFAULT_COUNTER_SETTINGS, quickKeys },
});

function renderWith(quickKeys: Parameters<typeof settings>[0]) {
  return renderStaffPage(<SettingsPage />, {
    path: '/admin/settings',
    handlers: {
      'GET /api/admin/settings': () => json(settings(quickKeys)),
      'PUT /api/admin/settings': ({ init }) => json(JSON.parse(String(init!.body))),
      'GET /api/catalogue': () => json(catalogue),
    },
  });
}

const keyList = () => screen.findByRole('list', { name: /Quick keys|झटपट बटन/ });
const rowNames = async () =>
  within(await keyList())
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'));

describe('Settings → Counter → Quick keys', { timeout: 20_000 }, () => {
  it('adds an item or one of its packs found by the search, moves keys up and down, removes one, and saves them in order', async () => {
    const { fetchMock, user } = renderWith([{ productId: 2, variant: '500 g' }]);
    const search = await screen.findByRole('combobox', { name: 'Add a quick key: search items' });
    await user.type(search, 'kaju');
    await user.click(await screen.findByRole('option', { name: '1 kg' }));
    await user.type(search, 'bhujia');
    await user.click(await screen.findByRole('option', { name: 'Any pack or weight (the counter asks)' }));
    expect(await rowNames()).toEqual([
      'Soan Papdi · 500 g',
      'Kaju Katli · 1 kg',
      'Aloo Bhujia · Any pack or weight (the counter asks)',
    ]);

    await user.click(screen.getByRole('button', { name: 'Move Aloo Bhujia · Any pack or weight (the counter asks) up' }));
    await user.click(screen.getByRole('button', { name: 'Move Soan Papdi · 500 g down' }));
    expect(screen.getByRole('button', { name: 'Move Aloo Bhujia · Any pack or weight (the counter asks) up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Kaju Katli · 1 kg down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Soan Papdi · 500 g' }));
    expect(await rowNames()).toEqual(['Aloo Bhujia · Any pack or weight (the counter asks)', 'Kaju Katli · 1 kg']);

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PUT', '/api/admin/settings');
    expect(JSON.parse(String(call!.body)).counter.quickKeys).toEqual([{ productId: 3 }, { productId: 1, variant: '1 kg' }]);
  });

  it('takes no more than the counter shows, and speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    const full = Array.from({ length: MAX_QUICK_KEYS }, (_, i) => ({ productId: 100 + i }));
    renderWith(full);
    expect(await screen.findByRole('combobox', { name: 'झटपट बटन जोड़ें: सामान खोजें' })).toBeDisabled();
    expect(screen.getByText(/ज़्यादा से ज़्यादा 24 झटपट बटन/)).toBeInTheDocument();
    expect((await rowNames())[0]).toBe('सामान 100 (हटाया गया) · कोई भी पैक या वज़न (काउंटर पूछता है)');
  });
});
