import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { json, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { sampleCatalogue } from '../../test/sample-catalogue';
import { CataloguePage } from './catalogue-page';

const ROUTE = '/sweets/:categoryId?/:subCategoryId?';

beforeEach(() => {
  mockApi({ 'GET /api/catalogue': () => json(sampleCatalogue()) });
  // jsdom has no layout; the chip rows watch their size to keep the chosen chip in view.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

const chip = (name: string) => screen.getByRole('button', { name });
const count = () => screen.getByRole('status');

describe('CataloguePage', () => {
  it('offers Notify me on a sold-out card, and opens the dialog for that item', async () => {
    const catalogue = sampleCatalogue();
    const sold = { ...catalogue.items[0]!, isAvailable: false, stock: 0 };
    mockApi({ 'GET /api/catalogue': () => json({ ...catalogue, items: [sold, ...catalogue.items.slice(1)] }) });
    renderRoute(<CataloguePage />, { path: ROUTE, at: '/sweets' });
    const user = userEvent.setup({ delay: null });
    const buttons = await screen.findAllByRole('button', { name: 'Notify me' });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    expect(await screen.findByRole('dialog', { name: `Tell me when ${sold.name} is back` }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows a chosen chip, its items, its subcategories and its path', async () => {
    const { router } = renderRoute(<CataloguePage />, { path: ROUTE, at: '/sweets' });
    await waitFor(() => expect(count()).toHaveTextContent('3 items'));

    fireEvent.click(chip('Sweets'));
    // The chip and the title; the items and the path follow in renders React may defer.
    expect(chip('Sweets')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sweets');

    await waitFor(() => expect(count()).toHaveTextContent('2 items'));
    expect(screen.getByRole('group', { name: 'Kinds of Sweets' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sweets/1'));

    fireEvent.click(chip('Laddoo'));
    expect(chip('Laddoo')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(count()).toHaveTextContent('1 item'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sweets/1/11'));
  });

  it('keeps every keystroke in the box and lists the matches of the last', async () => {
    const { router } = renderRoute(<CataloguePage />, { path: ROUTE, at: '/sweets/2' });
    await waitFor(() => expect(count()).toHaveTextContent('1 item'));

    const box = screen.getByRole('searchbox', { name: 'Search items' });
    await userEvent.type(box, 'laddoo');
    expect(box).toHaveValue('laddoo');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Besan Laddoo' })).toBeInTheDocument());
    expect(count()).toHaveTextContent('1 item');
    // Searching leaves the category, in the path too.
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sweets'));
  });

  it('speaks Hindi on a Hindi page, with the Hindi names of categories and subcategories', async () => {
    await i18n.changeLanguage('hi');
    const catalogue = sampleCatalogue();
    catalogue.categories[0]!.nameHi = 'मिठाइयाँ';
    catalogue.subcategories[1]!.nameHi = 'लड्डू';
    catalogue.items = catalogue.items.map((item) => ({ ...item, isAvailable: true }));
    mockApi({ 'GET /api/catalogue': () => json(catalogue) });
    renderRoute(<CataloguePage />, { path: ROUTE, at: '/sweets' });
    expect(screen.getByRole('heading', { level: 1, name: 'मिठाई और नमकीन' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'सामान खोजें' })).toHaveAttribute('placeholder', 'काजू कतली, भुजिया, घी…');
    await waitFor(() => expect(count()).toHaveTextContent('3 आइटम'));
    expect(screen.getByRole('link', { name: 'कार्ट पर जाएँ, 0 आइटम' })).toBeInTheDocument();

    fireEvent.click(chip('मिठाइयाँ'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('मिठाइयाँ');
    // A category without a Hindi name keeps its English one.
    expect(chip('Namkeen')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'किस्में: मिठाइयाँ' })).toBeInTheDocument();
    expect(chip('सभी मिठाइयाँ')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('लड्डू')).toBeInTheDocument();
    expect(screen.queryByText(/items?$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'All' })).not.toBeInTheDocument();
  });

  it('gives up a chosen chip whose path has not landed when the shopper goes elsewhere first', async () => {
    const catalogue = sampleCatalogue();
    catalogue.items = catalogue.items.map((item) => ({ ...item, isAvailable: true }));
    mockApi({ 'GET /api/catalogue': () => json(catalogue) });
    const { router } = renderRoute(<CataloguePage />, { path: ROUTE, at: '/sweets' });
    await waitFor(() => expect(count()).toHaveTextContent('3 items'));

    fireEvent.click(chip('Namkeen'));
    void router.navigate('/sweets/1');
    // The items follow the page a frame late, after the chip's path would have been written.
    await waitFor(() => expect(count()).toHaveTextContent('2 items'));
    expect(chip('Sweets')).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.pathname).toBe('/sweets/1');
  });
});
