import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEDIA_WIDTHS } from '@halwai/domain';
import { PICTURE_SIZES } from './product-image';
import { NO_PICTURE, ProductPicture } from './product-picture';

const STORED = '/media/0123456789abcdef0123456789abcdef.webp';

describe('ProductPicture', () => {
  it('offers every width the server makes of a stored picture, with the width the layout gives it', () => {
    render(<ProductPicture src={STORED} alt="Kaju Katli" sizes={PICTURE_SIZES.card} />);
    const image = screen.getByRole('img', { name: 'Kaju Katli' });
    expect(image).toHaveAttribute('srcset', MEDIA_WIDTHS.map((w) => `${STORED}?w=${w} ${w}w`).join(', '));
    expect(image).toHaveAttribute('sizes', PICTURE_SIZES.card);
    expect(image).toHaveAttribute('src', STORED);
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '450');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('loads the largest picture of the page at once and ahead of others', () => {
    render(<ProductPicture src={STORED} alt="Kaju Katli" sizes={PICTURE_SIZES.productPage} priority="high" />);
    const image = screen.getByRole('img', { name: 'Kaju Katli' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a picture from elsewhere as it is', () => {
    for (const src of ['https://example.com/barfi.jpg', '/logo.svg', '/media/not-ours.webp']) {
      const { unmount } = render(<ProductPicture src={src} alt="Barfi" sizes={PICTURE_SIZES.card} priority="eager" />);
      const image = screen.getByRole('img', { name: 'Barfi' });
      expect(image).toHaveAttribute('src', src);
      expect(image).not.toHaveAttribute('srcset');
      expect(image).not.toHaveAttribute('sizes');
      expect(image).toHaveAttribute('loading', 'eager');
      unmount();
    }
  });

  it('falls back to the placeholder, without the widths, when the picture fails', () => {
    render(<ProductPicture src={STORED} alt="Kaju Katli" sizes={PICTURE_SIZES.card} />);
    const image = screen.getByRole('img', { name: 'Kaju Katli' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', NO_PICTURE);
    expect(image).not.toHaveAttribute('srcset');
  });
});
