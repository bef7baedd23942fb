import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import type { AdminCategory } from '@halwai/domain';
import { callsTo, json, problem, type ApiHandlers } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { CategoriesPage } from './categories-page';

const tree = (): AdminCategory[] => [
  {
    id: 1,
    name: 'Sweets',
    position: 0,
    productCount: 3,
    subcategories: [
      { id: 10, name: 'Barfi', categoryId: 1, position: 0, productCount: 3 },
      { id: 11, name: 'Halwa', categoryId: 1, position: 1, productCount: 0 },
    ],
  },
];

function renderCategories(handlers: ApiHandlers) {
  return renderStaffPage(<CategoriesPage />, {
    path: '/admin/categories',
    handlers: { 'GET /api/admin/categories': () => json(tree()), ...handlers },
  });
}

describe('CategoriesPage', { timeout: 20_000 }, () => {
  it('lists categories with their subcategories and product counts', async () => {
    renderCategories({});
    const sweets = await screen.findByRole('region', { name: 'Sweets' });
    expect(sweets).toHaveTextContent('3 products');
    const subs = within(sweets).getByRole('list', { name: 'Subcategories of Sweets' });
    expect(
      within(subs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Barfi3 products', 'Halwa0 products']);
  });

  it('adds a category and a subcategory, and shows a taken name at the field', async () => {
    let categoryAnswer = json({ id: 2, name: 'Namkeen', position: 1, productCount: 0, subcategories: [] }, 201);
    const { fetchMock, user } = renderCategories({
      'POST /api/admin/categories': () => categoryAnswer,
      'POST /api/admin/subcategories': () => json({ id: 12, name: 'Peda', categoryId: 1, position: 2, productCount: 0 }, 201),
    });
    await screen.findByRole('region', { name: 'Sweets' });
    await user.type(screen.getByRole('textbox', { name: 'New category' }), 'Namkeen');
    await user.click(within(screen.getByRole('form', { name: 'New category' })).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Category Namkeen added')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/admin/categories')[0]?.body))).toEqual({ name: 'Namkeen' });
    expect(screen.getByRole('textbox', { name: 'New category' })).toHaveValue('');

    categoryAnswer = problem(409, 'A category with this name already exists', {
      name: ['A category with this name already exists'],
    });
    await user.type(screen.getByRole('textbox', { name: 'New category' }), 'sweets');
    await user.click(within(screen.getByRole('form', { name: 'New category' })).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('textbox', { name: 'New category' })).toHaveAccessibleDescription(
      'A category with this name already exists',
    );

    await user.type(screen.getByRole('textbox', { name: 'New subcategory in Sweets' }), 'Peda');
    await user.click(
      within(screen.getByRole('form', { name: 'New subcategory in Sweets' })).getByRole('button', { name: 'Add' }),
    );
    expect(await screen.findByText('Subcategory Peda added to Sweets')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/admin/subcategories')[0]?.body))).toEqual({
      categoryId: 1,
      name: 'Peda',
    });
  });

  it('renames a subcategory', async () => {
    const { fetchMock, user } = renderCategories({
      'PUT /api/admin/subcategories/11': () =>
        json({ id: 11, name: 'Halwa & Kheer', categoryId: 1, position: 1, productCount: 0 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Rename Halwa' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename subcategory' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('Halwa');
    await user.clear(field);
    await user.type(field, 'Halwa & Kheer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Renamed to Halwa & Kheer')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/admin/subcategories/11')[0]?.body))).toEqual({
      name: 'Halwa & Kheer',
    });
  });

  it('adds a category with its Hindi name, shows Hindi names beside the English, and renames in Hindi', async () => {
    const withHindi = tree();
    withHindi[0]!.nameHi = 'मिठाइयाँ';
    withHindi[0]!.subcategories[0]!.nameHi = 'बर्फ़ी';
    const { fetchMock, user } = renderCategories({
      'GET /api/admin/categories': () => json(withHindi),
      'POST /api/admin/categories': () => json({ id: 2, name: 'Namkeen', nameHi: 'नमकीन', position: 1, productCount: 0, subcategories: [] }, 201),
      'PUT /api/admin/categories/1': () => json({ ...withHindi[0], nameHi: null }),
      'PUT /api/admin/subcategories/11': () => json({ ...withHindi[0]!.subcategories[1], nameHi: 'हलवा' }),
    });
    const sweets = await screen.findByRole('region', { name: 'Sweets' });
    expect(sweets).toHaveTextContent('मिठाइयाँ');
    expect(within(sweets).getByText('बर्फ़ी')).toHaveAttribute('lang', 'hi');

    const add = screen.getByRole('form', { name: 'New category' });
    await user.type(within(add).getByRole('textbox', { name: 'New category' }), 'Namkeen');
    await user.type(within(add).getByRole('textbox', { name: 'नाम (Hindi)' }), 'नमकीन');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Category Namkeen added')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/admin/categories')[0]?.body))).toEqual({ name: 'Namkeen', nameHi: 'नमकीन' });
    expect(within(add).getByRole('textbox', { name: 'नाम (Hindi)' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Rename Halwa' }));
    let dialog = screen.getByRole('dialog', { name: 'Rename subcategory' });
    expect(within(dialog).getByRole('textbox', { name: 'नाम (Hindi)' })).toHaveValue('');
    await user.type(within(dialog).getByRole('textbox', { name: 'नाम (Hindi)' }), 'हलवा');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Renamed to Halwa');
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/admin/subcategories/11')[0]?.body))).toEqual({ name: 'Halwa', nameHi: 'हलवा' });

    // Emptied, the Hindi name is cleared (null); left as it was, it is not sent.
    await user.click(screen.getByRole('button', { name: 'Rename Sweets' }));
    dialog = screen.getByRole('dialog', { name: 'Rename category' });
    expect(within(dialog).getByRole('textbox', { name: 'नाम (Hindi)' })).toHaveValue('मिठाइयाँ');
    await user.clear(within(dialog).getByRole('textbox', { name: 'नाम (Hindi)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Renamed to Sweets');
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/admin/categories/1')[0]?.body))).toEqual({ name: 'Sweets', nameHi: null });
  });

  it("shows the server's refusal to delete a subcategory in use", async () => {
    const { user } = renderCategories({
      'DELETE /api/admin/subcategories/10': () => problem(409, '3 products use this subcategory'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Barfi' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete subcategory?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Barfi cannot be deleted: 3 products use this subcategory')).toBeInTheDocument();
  });

  it('speaks Hindi: counts, forms, rename and delete, and the notices', async () => {
    await i18n.changeLanguage('hi');
    const { user } = renderCategories({
      'POST /api/admin/categories': () => json({ id: 2, name: 'Namkeen', position: 1, productCount: 0, subcategories: [] }, 201),
      'PUT /api/admin/subcategories/11': () => json({ id: 11, name: 'Kheer', categoryId: 1, position: 1, productCount: 0 }),
      'DELETE /api/admin/subcategories/10': () => new Response(null, { status: 204 }),
    });
    const sweets = await screen.findByRole('region', { name: 'Sweets' });
    expect(screen.getByRole('heading', { level: 1, name: 'श्रेणियाँ' })).toBeInTheDocument();
    expect(document.title).toMatch(/^श्रेणियाँ · /);
    const subs = within(sweets).getByRole('list', { name: 'Sweets की उप-श्रेणियाँ' });
    expect(within(subs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Barfi3 सामान', 'Halwa0 सामान']);

    await user.type(screen.getByRole('textbox', { name: 'नई श्रेणी' }), 'Namkeen');
    await user.click(within(screen.getByRole('form', { name: 'नई श्रेणी' })).getByRole('button', { name: 'जोड़ें' }));
    expect(await screen.findByText('श्रेणी Namkeen जोड़ दी गई')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sweets में नई उप-श्रेणी' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Halwa का नाम बदलें' }));
    const rename = screen.getByRole('dialog', { name: 'उप-श्रेणी का नाम बदलें' });
    expect(within(rename).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    const field = within(rename).getByRole('textbox', { name: 'नाम' });
    await user.clear(field);
    await user.type(field, 'Kheer');
    await user.click(within(rename).getByRole('button', { name: 'सहेजें' }));
    expect(await screen.findByText('नया नाम: Kheer')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Barfi हटाएँ' }));
    const remove = screen.getByRole('dialog', { name: 'उप-श्रेणी हटाएँ?' });
    expect(remove).toHaveTextContent('Barfi हटाएँ? यह वापस नहीं होगा।');
    await user.click(within(remove).getAllByRole('button').at(-1)!);
    expect(await screen.findByText('Barfi हटा दी गई')).toBeInTheDocument();
    for (const english of ['Categories', 'New category', 'No subcategories yet.', 'Rename subcategory'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});
