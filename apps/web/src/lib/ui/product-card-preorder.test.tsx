import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { ProductCard } from './product-card';

const box: Product = {
  id: 41,
  name: 'Kaju Katli Box',
  nameHi: 'काजू कतली डिब्बा',
  price: 600,
  priceUnit: '1 box',
  categoryId: 2,
  subCategoryId: 4,
  itemType: 'ByPackets',
  thumbnail: '/media/0123456789abcdef0123456789abcdef.webp',
  description: 'Made for Diwali.',
  searchWords: '',
  discount: 0,
  prices: [{ label: '1 box', price: 600 }],
  isAvailable: true,
  featured: false,
  food: null,
  hsn: null,
  gstRate: null,
  preorder: { from: '2026-10-29', until: '2026-11-02' },
};

const renderCard = (product: Product) =>
  render(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>,
  );

describe('the pre-order label', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("says a pre-order's card is ready from its day, as the shop writes a date", () => {
    renderCard(box);
    const card = within(screen.getByRole('article', { name: 'Kaju Katli Box' }));
    expect(card.getByText('Pre-order · ready from 29 Oct')).toBeInTheDocument();
  });

  it('says it in Hindi on a Hindi page', async () => {
    await i18n.changeLanguage('hi');
    renderCard(box);
    const month = new Intl.DateTimeFormat('hi-IN', { month: 'short', timeZone: 'UTC' }).format(new Date('2026-10-29T00:00:00Z'));
    const card = within(screen.getByRole('article', { name: 'काजू कतली डिब्बा' }));
    expect(card.getByText(`प्री-ऑर्डर · 29 ${month} से तैयार`)).toBeInTheDocument();
  });

  it('is not on an ordinary card', () => {
    renderCard({ ...box, preorder: null });
    expect(screen.queryByText(/Pre-order/)).not.toBeInTheDocument();
  });
});
