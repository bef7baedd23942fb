import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderRoute } from '../test/render-route';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says so in English, and in Hindi on a Hindi page', async () => {
    const { unmount } = renderRoute(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    unmount();

    await i18n.changeLanguage('hi');
    renderRoute(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पर लौटें' })).toHaveAttribute('href', '/');
    expect(document.title).toMatch(/^पेज नहीं मिला · /);
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });
});
