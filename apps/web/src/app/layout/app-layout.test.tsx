import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { cartStore } from '../../lib/cart-store';
import { saveSession } from '../../lib/session';
import { json, mockApi } from '../../test/mock-api';
import { createQueryClient } from '../query-client';
import { Providers } from '../providers';
import { AppLayout } from './app-layout';

const shop = { name: 'Test Mithai Bhandar', phone: '9123456780', address: '5 Station Road, Jaipur', fssai: '12345678901234' };

function renderShell() {
  const router = createMemoryRouter([{ element: <AppLayout />, children: [{ path: '/', element: <h1>Page</h1> }] }]);
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('AppLayout', () => {
  it('says the top bar’s and the footer’s words in the spec’s English', async () => {
    mockApi({ 'GET /api/shop': () => json(shop) });
    cartStore.getState().add({ id: 1, name: 'Kaju Katli', price: 100, selectedWeight: '250 g', quantity: 1, thumbnail: '' });
    renderShell();
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Cart, 1 item' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('heading', { name: 'Visit us' })).toBeInTheDocument();
    expect(await footer.findByText(`FSSAI Lic. No. ${shop.fssai}`)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Chat' })).toBeInTheDocument();
    cartStore.getState().clear();
  });

  it('shows a cashier no cart, and leads the shop’s name back to the counter', () => {
    mockApi({ 'GET /api/shop': () => json(shop) });
    saveSession({ token: 'tok', email: 'till@halwai.in', role: 'cashier' });
    renderShell();
    const banner = within(screen.getByRole('banner'));
    expect(banner.queryByRole('link', { name: /Cart/ })).not.toBeInTheDocument();
    expect(banner.getByRole('link', { name: /Halwai|Mithai|Sweets/ })).toHaveAttribute('href', '/counter');
  });

  it('speaks Hindi on a Hindi page', async () => {
    await i18n.changeLanguage('hi');
    mockApi({ 'GET /api/shop': () => json(shop) });
    renderShell();
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('button', { name: 'मेन्यू खोलें' })).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'कार्ट, 0 आइटम' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'सीधे पेज की सामग्री पर जाएँ' })).toBeInTheDocument();
    const footer = within(await screen.findByRole('contentinfo'));
    for (const heading of ['हमारी दुकान पर आएँ', 'खुलने का समय', 'कॉल या चैट करें']) {
      expect(footer.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(footer.getByRole('link', { name: 'कॉल' })).toHaveAttribute('href', 'tel:+919123456780');
    expect(await footer.findByText(`FSSAI लाइसेंस नं. ${shop.fssai}`)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`${shop.name}. कीमतों में GST शामिल है।`);
    for (const english of ['Visit us', 'Call or chat', 'Skip to content', /Prices include/]) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('says the shop’s hours in Hindi on a Hindi page, and in English on an English one', async () => {
    const hours = [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '22:00' }));
    mockApi({
      'GET /api/shop': () =>
        json({
          ...shop,
          openingHours: hours,
          openingHoursText: 'Mon–Sat 8:00 AM–10:00 PM · Sun closed',
          openingHoursTextHi: 'सोम–शनि सुबह 8:00–रात 10:00 · रवि बंद',
        }),
    });
    await i18n.changeLanguage('hi');
    renderShell();
    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByText('सोम–शनि सुबह 8:00–रात 10:00 · रवि बंद')).toBeInTheDocument();
    expect(footer.queryByText(/AM|PM|Mon/)).not.toBeInTheDocument();
  });

  it('says the built-in hours in Hindi too when the owner never set a list', async () => {
    mockApi({
      'GET /api/shop': () =>
        json({
          ...shop,
          openingHours: null,
          openingHoursText: 'Monday to Sunday, 8:00 AM to 10:00 PM',
          openingHoursTextHi: 'हर दिन सुबह 8:00–रात 10:00',
        }),
    });
    await i18n.changeLanguage('hi');
    renderShell();
    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByText('हर दिन सुबह 8:00–रात 10:00')).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await footer.findByText('Monday to Sunday, 8:00 AM to 10:00 PM')).toBeInTheDocument();
  });
});
