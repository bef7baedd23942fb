import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, type Product, say } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { outletChoice } from '../../lib/outlet-choice';
import { DEFAULT_SHOP_INFO } from '../../lib/shop-info';
import { shopInfoQueryOptions } from '../../lib/use-shop-info';
import { callsTo, json, mockApi, problem } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { product, sampleCatalogue } from '../../test/sample-catalogue';
import { ProductDetailsPage } from './product-details-page';

const ROUTE = '/product/:id';

const kajuKatli: Product = product({
  id: 1,
  name: 'Kaju Katli',
  nameHi: 'काजू कतली',
  description: 'Thin diamonds of cashew fudge.',
  descriptionHi: 'काजू की पतली कतलियाँ।',
  prices: [
    { label: '250 g', price: 100 },
    { label: '1 kg', price: 400 },
  ],
  food: {
    diet: 'veg',
    ingredients: 'Cashew, sugar, silver leaf',
    allergens: ['tree-nuts', 'milk'],
    shelfLifeDays: 10,
    storage: 'Store in a cool, dry place',
    netQuantity: '250 g',
    nutrition: { energyKcal: 520, protein: 10, carbohydrate: 55, sugars: 40, fat: 28, saturatedFat: 6, sodiumMg: 20 },
  },
});

function renderItem(item: Product = kajuKatli) {
  const catalogue = sampleCatalogue();
  catalogue.categories[0]!.nameHi = 'मिठाई';
  mockApi({
    'GET /api/catalogue': () => json(catalogue),
    [`GET /get-product/${item.id}`]: () => json(item),
  });
  return renderRoute(<ProductDetailsPage />, { path: ROUTE, at: `/product/${item.id}` });
}

describe('ProductDetailsPage', () => {
  it('shows the food label in the spec’s English words', async () => {
    renderItem({ ...kajuKatli, food: { ...kajuKatli.food!, shelfLifeDays: 1 } });
    const label = within(await screen.findByRole('region', { name: 'Food information' }));
    expect(label.getByText('Contains: tree nuts, milk.')).toBeInTheDocument();
    expect(label.getByText('1 day from the day you get it (the invoice prints its best-before date)')).toBeInTheDocument();
    expect(label.getByRole('rowheader', { name: 'of which sugars' })).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('speaks Hindi on a Hindi page, with the item’s Hindi name, description and category', async () => {
    await i18n.changeLanguage('hi');
    renderItem();
    expect(await screen.findByRole('heading', { level: 1, name: 'काजू कतली' })).toBeInTheDocument();
    expect(screen.getByText('काजू की पतली कतलियाँ।')).toBeInTheDocument();
    const trail = within(screen.getByRole('navigation', { name: 'आप यहाँ हैं' }));
    expect(trail.getByRole('link', { name: 'मिठाइयाँ' })).toHaveAttribute('href', '/sweets');
    expect(await trail.findByRole('link', { name: 'मिठाई' })).toHaveAttribute('href', '/sweets/1');
    expect(screen.getByText('स्टॉक में है')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'शाकाहारी' })).toBeInTheDocument();

    const label = within(screen.getByRole('region', { name: 'खाने की जानकारी' }));
    expect(label.getByText('इसमें है: मेवे (ट्री नट्स), दूध।')).toBeInTheDocument();
    expect(label.getByText('मिलने के दिन से 10 दिन (इनवॉइस पर इसकी बेस्ट-बिफ़ोर तारीख़ छपी होती है)')).toBeInTheDocument();
    expect(label.getByRole('rowheader', { name: 'वसा' })).toBeInTheDocument();
    // Staff wrote no Hindi label: their English words show as they wrote them.
    expect(label.getByText('Cashew, sugar, silver leaf')).toBeInTheDocument();
    expect(label.getByText('Store in a cool, dry place')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'साइज़ और कीमतें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार्ट में डालें' })).toBeEnabled();
    for (const english of ['Food information', 'In stock', 'Sizes and prices', 'Add to cart', 'Sweets']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('shows the ingredients and storage staff wrote in Hindi on a Hindi page, the English on an English one', async () => {
    const food = { ...kajuKatli.food!, ingredientsHi: 'काजू, चीनी, चाँदी का वर्क', storageHi: 'ठंडी, सूखी जगह पर रखें' };
    await i18n.changeLanguage('hi');
    const { unmount } = renderItem({ ...kajuKatli, food });
    const hindi = within(await screen.findByRole('region', { name: 'खाने की जानकारी' }));
    expect(hindi.getByText('काजू, चीनी, चाँदी का वर्क')).toBeInTheDocument();
    expect(hindi.getByText('ठंडी, सूखी जगह पर रखें')).toBeInTheDocument();
    expect(hindi.queryByText('Cashew, sugar, silver leaf')).not.toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('en');
    renderItem({ ...kajuKatli, food });
    const english = within(await screen.findByRole('region', { name: 'Food information' }));
    expect(english.getByText('Cashew, sugar, silver leaf')).toBeInTheDocument();
    expect(english.queryByText('काजू, चीनी, चाँदी का वर्क')).not.toBeInTheDocument();
  });

  describe("at the customer's chosen outlet", () => {
    afterEach(() => localStorage.removeItem('outlet'));

    /** The item in stock at the shop's first outlet, sold out at the second. */
    function renderAtOutlets(outlets: number) {
      const soldOutThere = { ...kajuKatli, stock: 0, isAvailable: false };
      const fetchMock = mockApi({
        'GET /api/catalogue': () => json(sampleCatalogue()),
        'GET /api/outlets': () => json([{ id: 1, name: 'Halwai' }, { id: 2, name: 'Lajpat Nagar' }]),
        [`GET /get-product/${kajuKatli.id}`]: ({ url }) => json(url.searchParams.get('outlet') === '2' ? soldOutThere : { ...kajuKatli, stock: 5 }),
      });
      outletChoice.set({ id: 2, way: 'pickup' });
      const { queryClient } = renderRoute(<ProductDetailsPage />, { path: ROUTE, at: `/product/${kajuKatli.id}` });
      queryClient.setQueryData(shopInfoQueryOptions.queryKey, { ...DEFAULT_SHOP_INFO, outlets });
      return fetchMock;
    }

    it("shows the item sold out there, with Notify me, though another outlet has it", async () => {
      const fetchMock = renderAtOutlets(2);
      expect(await screen.findByRole('button', { name: 'Notify me' }, { timeout: 5000 })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
      expect(screen.getByText('Sold out for now. Please check back soon.')).toBeInTheDocument();
      expect(screen.getByText('Currently unavailable')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'GET', `/get-product/${kajuKatli.id}`).at(-1)!.url.search).toBe('?outlet=2');
    });

    it('asks for the whole shop\'s item, with no outlet, in a shop with one outlet', async () => {
      const fetchMock = renderAtOutlets(1);
      expect(await screen.findByRole('button', { name: 'Add to cart' }, { timeout: 5000 })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Notify me' })).not.toBeInTheDocument();
      expect(callsTo(fetchMock, 'GET', `/get-product/${kajuKatli.id}`).map((call) => call.url.search)).toEqual(['']);
    });
  });

  it('says in Hindi that an item does not exist', async () => {
    await i18n.changeLanguage('hi');
    mockApi({ 'GET /get-product/99': () => problem(404, say('common.productNotFound', 99)) });
    renderRoute(<ProductDetailsPage />, { path: ROUTE, at: '/product/99' });
    expect(await screen.findByRole('heading', { level: 1, name: 'आइटम नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सारी मिठाइयाँ देखें' })).toHaveAttribute('href', '/sweets');
    expect(screen.queryByText(MESSAGES.productNotFound(99))).not.toBeInTheDocument();
  });
});
