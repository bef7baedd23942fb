import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { ProductCard } from './product-card';
import { PICTURE_SIZES } from './product-image';

const VEG: Product['food'] = {
  diet: 'veg',
  ingredients: 'Cashew, sugar',
  allergens: ['tree-nuts'],
  shelfLifeDays: 10,
  storage: 'Store in a cool, dry place',
};

const kajuKatli: Product = {
  id: 8,
  name: 'Kaju Katli',
  price: 275,
  priceUnit: '250 g',
  categoryId: 2,
  subCategoryId: 4,
  itemType: 'ByKilo',
  thumbnail: '/media/0123456789abcdef0123456789abcdef.webp',
  description: 'Thin diamonds of cashew fudge.',
  searchWords: '',
  discount: 0,
  prices: [{ label: '250 g', price: 275 }],
  isAvailable: true,
  featured: true,
  food: null,
  hsn: null,
  gstRate: null,
};

function renderCard(props: Partial<Parameters<typeof ProductCard>[0]> = {}) {
  render(
    <MemoryRouter>
      <ProductCard product={kajuKatli} {...props} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('article', { name: 'Kaju Katli' }));
}

describe('ProductCard', () => {
  it('shows name, picture with its size, price with unit, description and a details link', () => {
    const card = renderCard();
    const image = card.getByRole('img', { name: 'Kaju Katli' });
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '450');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('sizes', PICTURE_SIZES.card);
    expect(card.getByText('₹275')).toBeInTheDocument();
    expect(card.getByText('/ 250 g')).toBeInTheDocument();
    expect(card.getByText('Thin diamonds of cashew fudge.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/product/8');
    expect(card.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('shows the discount badge only above 0', () => {
    const card = renderCard({ product: { ...kajuKatli, discount: 15 } });
    expect(card.getByText('15% OFF')).toBeInTheDocument();
  });

  it('adds to cart', async () => {
    const onAdd = vi.fn();
    const card = renderCard({ onAdd, onDecrement: vi.fn(), inCartQuantity: 0 });
    await userEvent.click(card.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledWith(kajuKatli);
  });

  it('offers minus and plus once the item is in the cart', async () => {
    const onAdd = vi.fn();
    const onDecrement = vi.fn();
    const card = renderCard({ onAdd, onDecrement, inCartQuantity: 2 });
    expect(card.getByText('2 in cart')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Remove one Kaju Katli' }));
    expect(onDecrement).toHaveBeenCalledWith(kajuKatli);
    await userEvent.click(card.getByRole('button', { name: 'Add more Kaju Katli' }));
    expect(onAdd).toHaveBeenCalledWith(kajuKatli);
  });

  it('says an unavailable item is unavailable and offers no way to add it', () => {
    const card = renderCard({ product: { ...kajuKatli, isAvailable: false }, onAdd: vi.fn() });
    expect(card.getByText('Currently unavailable')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('renders extra actions', () => {
    const card = renderCard({ actions: <button type="button">Edit</button> });
    expect(card.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('shows the Hindi name and description on a Hindi page, and the English where staff gave no Hindi', async () => {
    await i18n.changeLanguage('hi');
    render(
      <MemoryRouter>
        <ProductCard product={{ ...kajuKatli, nameHi: 'काजू कतली', descriptionHi: 'काजू की पतली कतलियाँ।' }} />
        <ProductCard product={{ ...kajuKatli, id: 9, name: 'Cake Rusk' }} />
      </MemoryRouter>,
    );
    const card = within(screen.getByRole('article', { name: 'काजू कतली' }));
    expect(card.getByText('काजू की पतली कतलियाँ।')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Cake Rusk' })).toHaveTextContent('Thin diamonds of cashew fudge.');
  });

  it('speaks Hindi on a Hindi page: its buttons, badges, marks and the stepper name the Hindi name', async () => {
    await i18n.changeLanguage('hi');
    const hindi = { ...kajuKatli, nameHi: 'काजू कतली', discount: 15, food: VEG };
    render(
      <MemoryRouter>
        <ProductCard product={hindi} onAdd={vi.fn()} onDecrement={vi.fn()} inCartQuantity={0} />
        <ProductCard product={{ ...hindi, id: 9 }} onAdd={vi.fn()} onDecrement={vi.fn()} inCartQuantity={2} />
        <ProductCard product={{ ...hindi, id: 10, isAvailable: false }} onAdd={vi.fn()} />
      </MemoryRouter>,
    );
    const [first, second, third] = screen.getAllByRole('article', { name: 'काजू कतली' }).map((card) => within(card));
    expect(first!.getByRole('button', { name: 'कार्ट में डालें' })).toBeInTheDocument();
    expect(first!.getByRole('link', { name: 'पूरी जानकारी' })).toHaveAttribute('href', '/product/8');
    expect(first!.getByText('15% छूट')).toBeInTheDocument();
    expect(first!.getByRole('img', { name: 'शाकाहारी' })).toBeInTheDocument();
    expect(first!.getByText('पहले', { exact: false })).toBeInTheDocument();
    expect(second!.getByText('कार्ट में 2')).toBeInTheDocument();
    expect(second!.getByRole('button', { name: 'एक काजू कतली कम करें' })).toBeInTheDocument();
    expect(second!.getByRole('button', { name: 'और काजू कतली डालें' })).toBeInTheDocument();
    expect(third!.getByRole('button', { name: 'अभी उपलब्ध नहीं' })).toBeDisabled();
    expect(third!.getByText('उपलब्ध नहीं')).toBeInTheDocument();
    for (const english of [/Add to cart/, /View Details/, /OFF/, /in cart/, /Vegetarian/, /unavailable/i]) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('says a unit the shop typed in English ("piece", "200 g packet") in Hindi on a Hindi page, in English on an English one', async () => {
    // The API answers `priceUnit` as the first pack's label, which the headline reads.
    const samosa = { ...kajuKatli, priceUnit: 'piece', prices: [{ label: 'piece', price: 275 }] };
    const { unmount } = render(
      <MemoryRouter>
        <ProductCard product={samosa} />
      </MemoryRouter>,
    );
    expect(screen.getByText('/ piece')).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('hi');
    render(
      <MemoryRouter>
        <ProductCard product={{ ...samosa, priceUnit: '200 g packet', prices: [{ label: '200 g packet', price: 275 }] }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('/ 200 g पैकेट')).toBeInTheDocument();
    expect(screen.queryByText(/packet/)).not.toBeInTheDocument();
  });
});
