import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { cartStore } from '../../lib/cart-store';
import { json, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { product, sampleCatalogue } from '../../test/sample-catalogue';
import { ProductDetailsPage } from './product-details-page';

const food = (diet: 'veg' | 'non-veg', allergens: ('milk' | 'tree-nuts' | 'egg')[]) => ({
  diet,
  ingredients: 'Sugar',
  allergens,
  shelfLifeDays: 10,
  storage: 'Cool and dry',
});
const kaju = product({ id: 11, name: 'Kaju Katli', nameHi: 'काजू कतली', prices: [{ label: '250 g', price: 300 }], food: food('veg', ['tree-nuts']) });
const barfi = product({ id: 12, name: 'Milk Barfi', prices: [{ label: '250 g', price: 200 }], food: food('veg', ['milk']) });
const cake = product({ id: 13, name: 'Egg Cake', prices: [{ label: '250 g', price: 150 }], food: food('non-veg', ['egg']) });
const box = (over: Partial<NonNullable<Product['assortment']>> = {}): Product =>
  product({
    id: 20,
    name: 'Diwali Gift Box',
    nameHi: 'दिवाली गिफ़्ट बॉक्स',
    prices: [{ label: 'Box', price: 999 }],
    assortment: { pick: 3, from: [11, 12, 13], portion: '250 g', repeats: true, pricing: 'box', ...over },
  });

function renderBox(item: Product) {
  const catalogue = sampleCatalogue();
  catalogue.items.push(kaju, barfi, cake, item);
  mockApi({ 'GET /api/catalogue': () => json(catalogue), [`GET /get-product/${item.id}`]: () => json(item) });
  return renderRoute(<ProductDetailsPage />, { path: '/product/:id', at: `/product/${item.id}` });
}

afterEach(() => cartStore.getState().clear());

describe('AssortmentChooser', () => {
  it('lists each sweet with its veg mark and allergens, counts the pieces, and adds the box once full', async () => {
    const user = userEvent.setup();
    renderBox(box());
    const region = within(await screen.findByRole('region', { name: 'Fill your box' }));
    const rows = await region.findAllByTestId('box-choice');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Contains: tree nuts.')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('img', { name: 'Non-vegetarian' })).toBeInTheDocument();
    const add = region.getByRole('button', { name: 'Add box to cart' });
    expect(add).toBeDisabled();
    expect(region.getByRole('status')).toHaveTextContent('0 of 3 chosen');

    await user.click(region.getByRole('button', { name: 'One more Kaju Katli' }));
    await user.click(region.getByRole('button', { name: 'One more Kaju Katli' }));
    expect(region.getByRole('status')).toHaveTextContent('2 of 3 chosen');
    expect(add).toBeDisabled();
    await user.click(region.getByRole('button', { name: 'One more Milk Barfi' }));
    expect(region.getByRole('status')).toHaveTextContent('3 of 3 chosen');
    // Full: no sweet takes another piece.
    expect(region.getByRole('button', { name: 'One more Egg Cake' })).toBeDisabled();
    await user.click(add);

    expect(cartStore.getState().lines).toEqual([
      expect.objectContaining({ id: 20, price: 999, selectedWeight: 'Box', quantity: 1, choices: [11, 11, 12] }),
    ]);
    expect(await region.findByText('Your box is in the cart. Fill another, or go to the cart.')).toBeInTheDocument();
    expect(region.getByRole('status')).toHaveTextContent('0 of 3 chosen');
  });

  it('takes each sweet once when the owner says so, and prices the box by its portions', async () => {
    const user = userEvent.setup();
    renderBox(box({ pick: 2, repeats: false, pricing: 'portions' }));
    const region = within(await screen.findByRole('region', { name: 'Fill your box' }));
    await region.findAllByTestId('box-choice');
    await user.click(region.getByRole('button', { name: 'One more Kaju Katli' }));
    expect(region.getByRole('button', { name: 'One more Kaju Katli' })).toBeDisabled();
    await user.click(region.getByRole('button', { name: 'One more Egg Cake' }));
    expect(region.getByText('Price of your choices ₹450')).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Add box to cart' }));
    expect(cartStore.getState().lines[0]).toMatchObject({ price: 450, choices: [11, 13] });
  });

  it('speaks Hindi on a Hindi page', async () => {
    await i18n.changeLanguage('hi');
    try {
      renderBox(box());
      const region = within(await screen.findByRole('region', { name: 'अपना बॉक्स भरें' }));
      await region.findAllByTestId('box-choice');
      expect(region.getByRole('status')).toHaveTextContent('3 में से 0 चुने');
      expect(region.getByRole('button', { name: 'एक काजू कतली और डालें' })).toBeEnabled();
      expect(region.getByRole('button', { name: 'बॉक्स कार्ट में डालें' })).toBeDisabled();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
