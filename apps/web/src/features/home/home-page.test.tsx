import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { json, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { sampleCatalogue } from '../../test/sample-catalogue';
import { useLocation } from 'react-router';
import { HomePage } from './home-page';

function renderHome() {
  const catalogue = sampleCatalogue();
  catalogue.categories[0]!.nameHi = 'मिठाई';
  catalogue.items[0] = { ...catalogue.items[0]!, nameHi: 'काजू कतली', featured: true };
  mockApi({
    'GET /api/catalogue': () => json(catalogue),
    'POST /get-in-touch': () => json({ message: MESSAGES.contactThanks }),
  });
  return renderRoute(<HomePage />, { extraRoutes: [{ path: '/sweets', element: <SearchedFor /> }] });
}

function SearchedFor() {
  return <p>Catalogue {useLocation().search}</p>;
}

describe('HomePage', () => {
  it('greets in the spec’s English words', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Sweets, snacks & groceries' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Shop by category' })).toBeInTheDocument();
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Customer favourites' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show slide 1: Laddoos made fresh every morning' })).toBeInTheDocument();
  });

  it('has a search box (phones have no room for one in the top bar) that opens the catalogue with the words typed', async () => {
    renderHome();
    const user = userEvent.setup({ delay: null });
    const box = within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search items' });
    await user.type(box, 'kaju katli{Enter}');
    expect(await screen.findByText('Catalogue ?q=kaju%20katli')).toBeInTheDocument();
  });

  it('speaks Hindi on a Hindi page: its words, the carousel, the categories’ and items’ Hindi names and the form', async () => {
    await i18n.changeLanguage('hi');
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'मिठाई, नमकीन और राशन' })).toBeInTheDocument();
    const carousel = within(screen.getByRole('region', { name: 'ख़ास बातें' }));
    expect(carousel.getByText('हर सुबह ताज़ा बने लड्डू')).toBeInTheDocument();
    expect(carousel.getByRole('button', { name: 'स्लाइड 1 दिखाएँ: हर सुबह ताज़ा बने लड्डू' })).toBeInTheDocument();
    expect(carousel.getByRole('button', { name: 'अगली स्लाइड' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'श्रेणी के हिसाब से खरीदें' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'मिठाई' })).toBeInTheDocument();
    expect(screen.getByText('2 आइटम')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ग्राहकों की पसंद' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'काजू कतली' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'हमसे संपर्क करें' })).toBeInTheDocument();
    const form = within(await screen.findByRole('form', { name: 'हमसे संपर्क करें' }));
    await userEvent.type(form.getByRole('textbox', { name: 'नाम' }), 'Asha');
    await userEvent.type(form.getByRole('textbox', { name: 'संदेश' }), 'Do you make sugar-free barfi?');
    await userEvent.click(form.getByRole('button', { name: 'संदेश भेजें' }));
    const reply = within(await screen.findByRole('dialog', { name: 'दुकान से संदेश' }));
    expect(reply.getByText(i18n.t('common.contactThanks', { ns: 'messages' }))).toBeInTheDocument();
    expect(reply.getByRole('button', { name: 'ठीक है' })).toBeInTheDocument();

    for (const english of ['Shop by category', 'Customer favourites', 'Get in touch', 'Send message', /items?$/]) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });
});
