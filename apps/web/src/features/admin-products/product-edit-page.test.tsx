import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { saveSession } from '../../lib/session';
import { callsTo, json, mockApi, problem, type ApiHandlers } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { ProductEditPage } from './product-edit-page';
import { product, sampleCatalogue } from '../../test/sample-catalogue';

const besan = product({ id: 2, name: 'Besan Laddoo', subCategoryId: 11, price: 480, prices: [{ label: '1 kg', price: 480 }] });
const combobox = (name: string) => screen.getByRole('combobox', { name });
// The loading dialog hides the page until it has faded out.
const findNameField = () => screen.findByRole('textbox', { name: 'Name' }, { timeout: 5000 });

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(combobox(field));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

function renderEdit(handlers: ApiHandlers, at = '/admin/update-product/2') {
  saveSession({ token: 'tok', email: 'owner@halwai.in' });
  const fetchMock = mockApi({ 'GET /api/catalogue': () => json(sampleCatalogue()), ...handlers });
  const view = renderRoute(<ProductEditPage />, {
    path: '/admin/update-product/:productId',
    at,
    extraRoutes: [{ path: '/admin/product-list', element: <h1>Product list</h1> }],
  });
  return { ...view, fetchMock, user: userEvent.setup({ delay: null }) };
}

describe('ProductEditPage', { timeout: 20_000 }, () => {
  it('shows a loading dialog, then the form filled in', async () => {
    renderEdit({ 'GET /get-product/2': () => json(besan) });
    expect(await screen.findByRole('dialog', { name: 'Loading Product' })).toBeInTheDocument();
    expect(await findNameField()).toHaveValue('Besan Laddoo');
    expect(combobox('Category')).toHaveTextContent('Sweets');
    expect(combobox('Subcategory')).toHaveTextContent('Laddoo');
    expect(screen.getByRole('textbox', { name: 'Price entry 1 label' })).toHaveValue('1 kg');
    expect(screen.getByRole('textbox', { name: 'Price entry 1 price' })).toHaveValue('480');
    // The first entry's price is the product's price: no second Price field to disagree with it.
    expect(screen.queryByRole('textbox', { name: 'Price' })).not.toBeInTheDocument();
  });

  it('keeps a subcategory that belongs, selects the first one otherwise, and clears both with the category', async () => {
    const { user } = renderEdit({ 'GET /get-product/2': () => json(besan) });
    await findNameField();
    await choose(user, 'Category', 'Sweets');
    expect(combobox('Subcategory')).toHaveTextContent('Laddoo');
    await choose(user, 'Category', 'Namkeen');
    expect(combobox('Subcategory')).toHaveTextContent('Bhujia');
    await choose(user, 'Category', 'None');
    expect(
      combobox('Subcategory')
        .textContent?.replace(/\u200b/g, '')
        .trim(),
    ).toBe('');
    expect(screen.getByText('Choose a category first')).toBeInTheDocument();
  });

  it('saves through PUT /update-product with the id and returns to the product list', async () => {
    const { user, fetchMock, router } = renderEdit({
      'GET /get-product/2': () => json(besan),
      'PUT /update-product': () => json({ ...besan, name: 'Besan Laddoo (ghee)' }),
    });
    const name = await findNameField();
    await user.clear(name);
    await user.type(name, 'Besan Laddoo (ghee)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ message: 'Product Besan Laddoo (ghee) updated successfully' });
    const body = callsTo(fetchMock, 'PUT', '/update-product')[0]?.body as FormData;
    expect(body.get('id')).toBe('2');
    expect(body.get('name')).toBe('Besan Laddoo (ghee)');
    expect(body.has('thumbnailFile')).toBe(false);
  });

  it('shows the Hindi name and description beside the English, and sends what staff change there', async () => {
    const hindi = { ...besan, nameHi: 'बेसन लड्डू', descriptionHi: 'घी में भुना बेसन' };
    const { user, fetchMock } = renderEdit({
      'GET /get-product/2': () => json(hindi),
      'PUT /update-product': () => json(hindi),
    });
    await findNameField();
    const nameHi = screen.getByRole('textbox', { name: 'नाम (Hindi)' });
    expect(nameHi).toHaveValue('बेसन लड्डू');
    expect(nameHi).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('textbox', { name: 'विवरण (Hindi)' })).toHaveValue('घी में भुना बेसन');
    await user.clear(nameHi);
    await user.type(nameHi, 'देसी घी के बेसन लड्डू');
    await user.clear(screen.getByRole('textbox', { name: 'विवरण (Hindi)' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('heading', { name: 'Product list' });
    const body = callsTo(fetchMock, 'PUT', '/update-product')[0]?.body as FormData;
    expect([body.get('nameHi'), body.get('descriptionHi')]).toEqual(['देसी घी के बेसन लड्डू', '']);
  });

  it("says 'Error updating product' when a failed save has no server title", async () => {
    const { user } = renderEdit({
      'GET /get-product/2': () => json(besan),
      'PUT /update-product': () => new Response('', { status: 502 }),
    });
    await findNameField();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Error updating product');
    expect(dialog).toHaveTextContent('Something went wrong on the shop’s server.');
  });

  it('shows an error dialog when the product cannot be loaded', async () => {
    renderEdit({ 'GET /get-product/404': () => problem(404, 'Product with ID: 404 not found.') }, '/admin/update-product/404');
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Product with ID: 404 not found.');
    expect(within(dialog).getByRole('link', { name: 'Back to products' })).toHaveAttribute('href', '/admin/product-list');
  });

  it('speaks Hindi: the heading, Cancel and Save Changes, and a product that is not there', async () => {
    await i18n.changeLanguage('hi');
    renderEdit({ 'GET /get-product/2': () => json(besan) });
    expect(await screen.findByRole('textbox', { name: 'नाम' }, { timeout: 5000 })).toHaveValue('Besan Laddoo');
    expect(screen.getByRole('heading', { level: 1, name: 'सामान बदलें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रद्द करें' })).toHaveAttribute('href', '/admin/product-list');
    expect(screen.getByRole('button', { name: 'बदलाव सहेजें' })).toBeInTheDocument();
    expect(screen.queryByText('Save Changes')).not.toBeInTheDocument();
  });

  it('names the saved product by its Hindi name in the notice on a Hindi page', async () => {
    await i18n.changeLanguage('hi');
    const hindi = { ...besan, nameHi: 'बेसन लड्डू' };
    const { user, router } = renderEdit({ 'GET /get-product/2': () => json(hindi), 'PUT /update-product': () => json(hindi) });
    await screen.findByRole('textbox', { name: 'नाम' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'बदलाव सहेजें' }));
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ message: 'बेसन लड्डू के बदलाव सहेज लिए गए' });
  });

  it('says in Hindi that an impossible product id is not found', async () => {
    await i18n.changeLanguage('hi');
    renderEdit({}, '/admin/update-product/abc');
    const dialog = await screen.findByRole('dialog', { name: 'गड़बड़ी' });
    expect(dialog).toHaveTextContent('सामान लोड नहीं हो सका');
    expect(dialog).toHaveTextContent('ID: abc वाला सामान नहीं मिला।');
    expect(within(dialog).getByRole('link', { name: 'सामान की सूची पर लौटें' })).toBeInTheDocument();
  });
});
