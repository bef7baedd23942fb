import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type Product } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { outletChoice } from '../../lib/outlet-choice';
import { DEFAULT_SHOP_INFO } from '../../lib/shop-info';
import { shopInfoQueryOptions } from '../../lib/use-shop-info';
import { callsTo, json, mockApi, problem } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { product, sampleCatalogue } from '../../test/sample-catalogue';
import { ProductDetailsPage } from './product-details-page';

const soldOut: Product = product({
  id: 7,
  name: 'Kaju Katli',
  nameHi: 'काजू कतली',
  isAvailable: false,
  stock: 0,
  prices: [{ label: '500 g', price: 550 }],
});

function renderSoldOut(notify = () => json({ accepted: true }, 202), outlets = 1) {
  const fetchMock = mockApi({
    'GET /api/catalogue': () => json({ ...sampleCatalogue(), items: [soldOut] }),
    'GET /api/outlets': () => json([{ id: 1, name: 'Halwai' }, { id: 2, name: 'Lajpat Nagar' }]),
    'GET /get-product/7': () => json(soldOut),
    'POST /api/products/7/notify': notify,
  });
  const { queryClient } = renderRoute(<ProductDetailsPage />, { path: '/product/:id', at: '/product/7' });
  if (outlets > 1) queryClient.setQueryData(shopInfoQueryOptions.queryKey, { ...DEFAULT_SHOP_INFO, outlets });
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

describe('Notify me on a sold-out item', () => {
  it('asks for a mobile with the consent in words, checks it, and says the request is taken', async () => {
    const { fetchMock, user } = renderSoldOut();
    await user.click(await screen.findByRole('button', { name: 'Notify me' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Tell me when Kaju Katli is back' });
    expect(dialog).toHaveTextContent('Send me one WhatsApp or SMS message when this is back. Nothing else.');

    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Enter a valid 10-digit mobile number')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/products/7/notify')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('You will get one message when Kaju Katli is back.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/products/7/notify');
    expect(JSON.parse(String(call!.body))).toEqual({ mobile: '98765 43210', language: 'en' });
  });

  it("in a shop with outlets, waits at the customer's chosen outlet: the request carries its outletId", async () => {
    outletChoice.set({ id: 2, way: 'pickup' });
    const { fetchMock, user } = renderSoldOut(undefined, 2);
    await user.click(await screen.findByRole('button', { name: 'Notify me' }, { timeout: 5000 }));
    await screen.findByRole('dialog', { name: 'Tell me when Kaju Katli is back' });
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('You will get one message when Kaju Katli is back.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/products/7/notify');
    expect(JSON.parse(String(call!.body))).toEqual({ mobile: '9876543210', language: 'en', outletId: 2 });
    expect(callsTo(fetchMock, 'GET', '/api/catalogue').at(-1)!.url.search).toBe('?outlet=2');
  });

  it("speaks Hindi, and shows the server's refusal at the field", async () => {
    await i18n.changeLanguage('hi');
    const { user } = renderSoldOut(() => problem(400, MESSAGES.mobileInvalid, { mobile: [MESSAGES.mobileInvalid] }));
    await user.click(await screen.findByRole('button', { name: 'मुझे बताएँ' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'काजू कतली फिर से आने पर मुझे बताएँ' });
    expect(dialog).toHaveTextContent('यह फिर से मिलने पर मुझे एक WhatsApp या SMS संदेश भेजें। और कुछ नहीं।');
    await user.type(screen.getByRole('textbox', { name: 'मोबाइल नंबर' }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'मुझे बताएँ' }));
    expect(await screen.findByText('10 अंकों का सही मोबाइल नंबर डालें')).toBeInTheDocument();
  });
});
