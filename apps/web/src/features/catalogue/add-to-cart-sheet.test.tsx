import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { cartStore } from '../../lib/cart-store';
import { product } from '../../test/sample-catalogue';
import { AddToCartSheet, type SheetMode } from './add-to-cart-sheet';

const laddoo = product({
  id: 15,
  name: 'Motichoor Laddoo',
  price: 120,
  priceUnit: '250 g',
  thumbnail: '/media/laddoo.webp',
  prices: [
    { label: '250 g', price: 120 },
    { label: '500 g', price: 240 },
    { label: '1 kg', price: 480 },
  ],
  featured: true,
});
const line = (selectedWeight: string, price: number, quantity: number): CartLine => ({
  id: 15,
  name: 'Motichoor Laddoo',
  price,
  selectedWeight,
  quantity,
  thumbnail: '/media/laddoo.webp',
});

beforeEach(() => {
  cartStore.getState().clear();
});

function renderSheet(mode: SheetMode = 'add', onClose = vi.fn()) {
  render(<AddToCartSheet open product={laddoo} mode={mode} opening={1} onClose={onClose} />);
  return { dialog: screen.getByRole('dialog', { name: 'Motichoor Laddoo' }), onClose };
}

const confirmButton = (name: RegExp) => screen.getByRole('button', { name });
const shownQuantity = () => screen.getByRole('status', { name: 'Quantity' });

describe('AddToCartSheet', () => {
  it('opens with the first variant chosen and a quantity of 1 that cannot go below 1', () => {
    renderSheet();
    expect(screen.getByRole('radio', { name: /250 g/ })).toBeChecked();
    expect(shownQuantity()).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(confirmButton(/^Add to cart/)).toHaveTextContent('₹120');
  });

  it('updates the price when another variant is chosen, and the total with the quantity', async () => {
    renderSheet();
    await userEvent.click(screen.getByRole('radio', { name: /1 kg/ }));
    expect(confirmButton(/^Add to cart/)).toHaveTextContent('₹480');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(shownQuantity()).toHaveTextContent('2');
    expect(confirmButton(/^Add to cart/)).toHaveTextContent('₹960');
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(shownQuantity()).toHaveTextContent('1');
  });

  it('adds the chosen variant and quantity to the cart and closes', async () => {
    const { onClose } = renderSheet();
    await userEvent.click(screen.getByRole('radio', { name: /500 g/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(confirmButton(/^Add to cart/));
    expect(cartStore.getState().lines).toEqual([line('500 g', 240, 2)]);
    expect(onClose).toHaveBeenCalled();
  });

  it('merges with the same item and variant already in the cart', async () => {
    cartStore.getState().add(line('250 g', 120, 2));
    renderSheet();
    expect(shownQuantity()).toHaveTextContent('1');
    await userEvent.click(confirmButton(/^Add to cart/));
    expect(cartStore.getState().lines).toEqual([line('250 g', 120, 3)]);
  });

  it('starts an edit at the quantity in the cart and sets it', async () => {
    cartStore.getState().add(line('250 g', 120, 3));
    renderSheet('edit');
    expect(shownQuantity()).toHaveTextContent('3');
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await userEvent.click(confirmButton(/^Update cart/));
    expect(cartStore.getState().lines).toEqual([line('250 g', 120, 2)]);
  });

  it('starts an edit of a variant not yet in the cart at 1', async () => {
    cartStore.getState().add(line('250 g', 120, 3));
    renderSheet('edit');
    await userEvent.click(screen.getByRole('radio', { name: /1 kg/ }));
    expect(shownQuantity()).toHaveTextContent('1');
    await userEvent.click(confirmButton(/^Update cart/));
    expect(cartStore.getState().lines).toEqual([line('250 g', 120, 3), line('1 kg', 480, 1)]);
  });

  it('speaks Hindi on a Hindi page, with the item’s Hindi name', async () => {
    await i18n.changeLanguage('hi');
    render(<AddToCartSheet open product={{ ...laddoo, nameHi: 'मोतीचूर लड्डू' }} mode="add" opening={1} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'मोतीचूर लड्डू' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'साइज़ चुनें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मात्रा बढ़ाएँ' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(confirmButton(/^कार्ट में डालें/)).toHaveTextContent('₹120');
    expect(screen.queryByText('Add to cart')).not.toBeInTheDocument();
    expect(screen.queryByText('Choose a size')).not.toBeInTheDocument();
  });

  it('closes without changing the cart', async () => {
    const { onClose } = renderSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(cartStore.getState().lines).toEqual([]);
  });
});
