import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import { json, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { ProductCardsPage } from './product-cards-page';
import { sampleCatalogue } from '../../test/sample-catalogue';

describe('ProductCardsPage', () => {
  it('shows every product as customers see it, marking the unavailable ones', async () => {
    saveSession({ token: 'tok', email: 'owner@halwai.in' });
    mockApi({ 'GET /api/catalogue': () => json(sampleCatalogue()) });
    renderRoute(<ProductCardsPage />, { path: '/admin/product-cards' });
    expect(await screen.findByText('3 products, 1 unavailable')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const bhujia = screen.getByRole('article', { name: 'Aloo Bhujia' });
    expect(within(bhujia).getByText('Unavailable')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Kaju Katli' })).getByText('10% OFF')).toBeInTheDocument();
    expect(within(bhujia).getByRole('link', { name: 'Edit Aloo Bhujia' })).toHaveAttribute('href', '/admin/update-product/3');
  });
});
