import type { ProductionList } from '@halwai/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { json } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { ProductionListPage } from './production-list-page';

const production: ProductionList = {
  date: '2025-01-17',
  timeZone: 'Asia/Kolkata',
  orders: 1,
  items: [{ productId: 1, name: 'Kaju Katli', variant: '500 g', quantity: 4, orders: 1 }],
};

describe('ProductionListPage', () => {
  it('prints the production list in Hindi on a Hindi page', async () => {
    await i18n.changeLanguage('hi');
    renderStaffPage(<ProductionListPage />, {
      path: '/admin/orders/production',
      handlers: { 'GET /api/admin/reports/production': () => json(production) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'बनाने की सूची · शुक्र, 17 जन॰ 2025' })).toBeInTheDocument();
    expect(screen.getByText('इस दिन के 1 खुले ऑर्डर (चाही गई तारीख, नहीं तो ऑर्डर का दिन)')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'बनाने की सूची' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['सामान', 'पैक', 'मात्रा', 'ऑर्डर']);
    expect(screen.getByRole('group', { name: 'दिन' })).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4}/);
    expect(document.body).not.toHaveTextContent(/Production list|open order|Item|Pack|Quantity|Orders|Print|Day/);
  });

  it('names each item in the page’s language: its Hindi name as sold on a Hindi page, else the English', async () => {
    const list: ProductionList = {
      ...production,
      items: [
        { productId: 3, name: 'Gulab Jamun', nameHi: 'गुलाब जामुन', variant: '1 kg', quantity: 1, orders: 1 },
        { productId: 1, name: 'Kaju Katli', nameHi: 'काजू कतली', variant: '500 g', quantity: 4, orders: 1 },
        { productId: 2, name: 'Namak Pare', variant: '250 g', quantity: 2, orders: 1 },
      ],
    };
    const handlers = { 'GET /api/admin/reports/production': () => json(list) };
    const english = renderStaffPage(<ProductionListPage />, { path: '/admin/orders/production', handlers });
    expect(await screen.findByRole('cell', { name: 'Kaju Katli' })).toBeInTheDocument();
    english.unmount();

    await i18n.changeLanguage('hi');
    renderStaffPage(<ProductionListPage />, { path: '/admin/orders/production', handlers });
    expect(await screen.findByRole('cell', { name: 'काजू कतली' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Namak Pare' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Kaju Katli' })).not.toBeInTheDocument();
    // In the order of the Hindi alphabet (क before ग, Devanagari before Latin), as a Hindi reader looks them up.
    const names = screen.getAllByRole('row').slice(1).map((row) => row.querySelector('td')?.textContent);
    expect(names).toEqual(['काजू कतली', 'गुलाब जामुन', 'Namak Pare']);
  });
});
