import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { callsTo, json, problem, type ApiHandlers } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { ProductListPage } from './product-list-page';
import { sampleCatalogue } from '../../test/sample-catalogue';

function renderList(handlers: ApiHandlers = {}, state?: unknown) {
  return renderStaffPage(<ProductListPage />, {
    path: '/admin/product-list',
    state,
    handlers: { 'GET /api/catalogue': () => json(sampleCatalogue()), ...handlers },
  });
}

const card = (name: string) => screen.getByRole('article', { name });
const cardNames = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('ProductListPage', { timeout: 20_000 }, () => {
  it('is titled ADMIN PANEL with who is logged in, Logout and Add New Item', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'ADMIN PANEL' })).toBeInTheDocument();
    expect(screen.getByText('Logged in as')).toHaveTextContent('owner@halwai.in');
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    expect(screen.getByRole('link', { name: 'Add New Item' })).toHaveAttribute('href', '/admin/create-product');
    expect(await screen.findByRole('article', { name: 'Kaju Katli' })).toBeInTheDocument();
    expect(within(card('Kaju Katli')).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/update-product/1');
    expect(within(card('Aloo Bhujia')).getByRole('switch', { name: 'Available: Aloo Bhujia' })).not.toBeChecked();
  });

  it('filters by search, by several categories and by subcategory', async () => {
    const { user } = renderList();
    await screen.findByRole('article', { name: 'Kaju Katli' });
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'LADD');
    expect(cardNames()).toEqual(['Besan Laddoo']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search products' }));

    await user.click(screen.getByRole('combobox', { name: 'Categories' }));
    await user.click(screen.getByRole('option', { name: 'Namkeen' }));
    await user.keyboard('{Escape}');
    expect(cardNames()).toEqual(['Aloo Bhujia']);

    await user.click(screen.getByRole('combobox', { name: 'Categories' }));
    await user.click(screen.getByRole('option', { name: 'Sweets' }));
    await user.keyboard('{Escape}');
    expect(cardNames()).toEqual(['Kaju Katli', 'Besan Laddoo', 'Aloo Bhujia']);

    await user.click(screen.getByRole('combobox', { name: 'Subcategory' }));
    await user.click(screen.getByRole('option', { name: 'Barfi' }));
    expect(cardNames()).toEqual(['Kaju Katli']);
    expect(screen.getByText('Showing 1 of 3 products')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cardNames()).toHaveLength(3);
  });

  it('sends the availability switch at once and confirms it', async () => {
    const catalogue = sampleCatalogue();
    const { user, fetchMock } = renderList({
      'GET /api/catalogue': () => json(catalogue),
      'PUT /api/Items/ToggleProductAvailability/ToggleAvailability/1': () => {
        catalogue.items[0]!.isAvailable = false;
        return json({ id: 1, isAvailable: false });
      },
    });
    const available = await screen.findByRole('switch', { name: 'Available: Kaju Katli' });
    await user.click(available);
    await waitFor(() => expect(available).not.toBeChecked());
    expect(await screen.findByText('Product Kaju Katli status changed successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/Items/ToggleProductAvailability/ToggleAvailability/1')).toHaveLength(1);
  });

  it('moves the switch back when the server refuses', async () => {
    const { user } = renderList({
      'PUT /api/Items/ToggleProductAvailability/ToggleAvailability/1': () => problem(500, 'Something went wrong!'),
    });
    const available = await screen.findByRole('switch', { name: 'Available: Kaju Katli' });
    await user.click(available);
    expect(await screen.findByText('Error toggling status for Kaju Katli')).toBeInTheDocument();
    await waitFor(() => expect(available).toBeChecked());
  });

  it('asks before deleting: No keeps the card, Yes deletes it', async () => {
    const { user, fetchMock } = renderList({ 'DELETE /api/products/2': () => new Response(null, { status: 204 }) });
    await screen.findByRole('article', { name: 'Besan Laddoo' });

    await user.click(screen.getByRole('button', { name: 'More actions for Besan Laddoo' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete product?' })).getByRole('button', { name: 'No' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/products/2')).toHaveLength(0);
    // The page is hidden from assistive tech until the dialog has faded out.
    expect(await screen.findByRole('article', { name: 'Besan Laddoo' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More actions for Besan Laddoo' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete product?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Product Besan Laddoo deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Besan Laddoo' })).not.toBeInTheDocument();
  });

  it('says when a delete fails and keeps the card', async () => {
    const { user } = renderList({ 'DELETE /api/products/2': () => problem(500, 'Something went wrong!') });
    await screen.findByRole('article', { name: 'Besan Laddoo' });
    await user.click(screen.getByRole('button', { name: 'More actions for Besan Laddoo' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Error deleting product Besan Laddoo')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Besan Laddoo' })).toBeInTheDocument();
  });

  it('shows the message a previous page passed along', async () => {
    renderList({}, { message: 'Product Kaju Katli updated successfully' });
    expect(await screen.findByText('Product Kaju Katli updated successfully')).toBeInTheDocument();
  });

  it('speaks Hindi: heading, filters, count, cards, notices and the delete question', async () => {
    await i18n.changeLanguage('hi');
    const { user } = renderList({ 'DELETE /api/products/2': () => new Response(null, { status: 204 }) });
    const laddoo = await screen.findByRole('article', { name: 'Besan Laddoo' });
    expect(screen.getByRole('heading', { level: 1, name: 'एडमिन पैनल' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नया सामान जोड़ें' })).toHaveAttribute('href', '/admin/create-product');
    expect(screen.getByRole('searchbox', { name: 'सामान खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'श्रेणियाँ' })).toHaveTextContent('सभी श्रेणियाँ');
    expect(screen.getByText('3 में से 3 सामान दिख रहे हैं')).toBeInTheDocument();
    expect(within(card('Aloo Bhujia')).getByText('उपलब्ध नहीं')).toBeInTheDocument();
    expect(within(card('Aloo Bhujia')).getByRole('switch', { name: 'उपलब्ध: Aloo Bhujia' })).not.toBeChecked();
    expect(within(laddoo).getByRole('link', { name: 'बदलें' })).toHaveAttribute('href', '/admin/update-product/2');
    expect(document.title).toMatch(/^सामान संभालें · /);

    await user.click(within(laddoo).getByRole('button', { name: 'Besan Laddoo के और विकल्प' }));
    await user.click(screen.getByRole('menuitem', { name: 'हटाएँ' }));
    const dialog = screen.getByRole('dialog', { name: 'सामान हटाएँ?' });
    expect(within(dialog).getByText('Besan Laddoo', { selector: 'strong' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Besan Laddoo हटाएँ? ग्राहकों को यह फिर नहीं दिखेगा। यह वापस नहीं होगा।');
    await user.click(within(dialog).getAllByRole('button').at(-1)!);
    expect(await screen.findByText('Besan Laddoo हटा दिया गया')).toBeInTheDocument();
    for (const english of ['ADMIN PANEL', 'Add New Item', 'Table view', 'Customer view', 'Featured', 'Unavailable'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('names items and categories in Hindi on a Hindi page where the shop gave Hindi names, and finds them by either name', async () => {
    await i18n.changeLanguage('hi');
    const catalogue = sampleCatalogue();
    catalogue.categories[0] = { ...catalogue.categories[0]!, nameHi: 'मिठाइयाँ' };
    catalogue.subcategories[0] = { ...catalogue.subcategories[0]!, nameHi: 'बर्फ़ी' };
    catalogue.items[0] = { ...catalogue.items[0]!, nameHi: 'काजू कतली' };
    const { user } = renderList({ 'GET /api/catalogue': () => json(catalogue) });
    const kaju = await screen.findByRole('article', { name: 'काजू कतली' });
    expect(kaju).toHaveTextContent('मिठाइयाँ › बर्फ़ी');
    expect(within(kaju).getByRole('switch', { name: 'उपलब्ध: काजू कतली' })).toBeChecked();
    expect(card('Besan Laddoo')).toHaveTextContent('मिठाइयाँ › Laddoo');
    await user.click(screen.getByRole('combobox', { name: 'श्रेणियाँ' }));
    expect(screen.getByRole('option', { name: 'मिठाइयाँ' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Namkeen' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('searchbox', { name: 'सामान खोजें' }), 'कतली');
    expect(cardNames()).toEqual(['काजू कतली']);
  });
});
