import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { say } from '@halwai/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { saveSession } from '../../lib/session';
import { callsTo, json, mockApi, problem, type ApiHandlers } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { ProductEditPage } from './product-edit-page';
import { sampleCatalogue, staffProduct } from '../../test/sample-catalogue';

const besan = staffProduct({ id: 2, name: 'Besan Laddoo', subCategoryId: 11, price: 480, prices: [{ label: '1 kg', price: 480, barcode: null }] });
const combobox = (name: string) => screen.getByRole('combobox', { name });
// The loading dialog hides the page until it has faded out.
const findNameField = () => screen.findByRole('textbox', { name: 'Name' }, { timeout: 5000 });

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(combobox(field));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

function renderEdit(handlers: ApiHandlers, at = '/admin/update-product/2') {
  saveSession({ token: 'tok', email: 'owner@halwai.in' });
  const fetchMock = mockApi({
    'GET /api/catalogue': () => json(sampleCatalogue()),
    'GET /api/admin/back-in-stock': () => json([{ productId: 2, waiting: 3, packs: [{ label: '', waiting: 3 }] }]),
    ...handlers,
  });
  const view = renderRoute(<ProductEditPage />, {
    path: '/admin/update-product/:productId',
    at,
    extraRoutes: [{ path: '/admin/product-list', element: <h1>Product list</h1> }],
  });
  return { ...view, fetchMock, user: userEvent.setup({ delay: null }) };
}

describe('ProductEditPage', { timeout: 20_000 }, () => {
  it('says how many customers wait to hear the item is back', async () => {
    renderEdit({ 'GET /api/admin/products/2': () => json(besan) });
    await findNameField();
    expect(screen.getByText('3 customers wait to hear it is back')).toBeInTheDocument();
  });

  it('shows a loading dialog, then the form filled in', async () => {
    renderEdit({ 'GET /api/admin/products/2': () => json(besan) });
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
    const { user } = renderEdit({ 'GET /api/admin/products/2': () => json(besan) });
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
      'GET /api/admin/products/2': () => json(besan),
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
      'GET /api/admin/products/2': () => json(hindi),
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

  it("shows the item's barcode, each pack's and the price per kg, each saying what it is for, and sends what staff type", async () => {
    const scanned = { ...besan, barcode: '8901234567890', pricePerKg: 470, prices: [{ label: '1 kg', price: 480, barcode: 'BL1KG' }] };
    const { user, fetchMock } = renderEdit({
      'GET /api/admin/products/2': () => json(scanned),
      'PUT /update-product': () => json(scanned),
    });
    await findNameField();
    const barcode = screen.getByRole('textbox', { name: 'Barcode' });
    expect(barcode).toHaveValue('8901234567890');
    expect(barcode).toHaveAccessibleDescription(expect.stringContaining("What the counter's scanner reads for the item"));
    const perKg = screen.getByRole('textbox', { name: 'Price per kg' });
    expect(perKg).toHaveValue('470');
    expect(perKg).toHaveAccessibleDescription(expect.stringContaining('weighed kilo'));
    const packBarcode = screen.getByRole('textbox', { name: 'Price entry 1 barcode' });
    expect(packBarcode).toHaveValue('BL1KG');
    expect(packBarcode).toHaveAccessibleDescription("What the counter's scanner reads for this pack");

    await user.clear(barcode);
    await user.clear(perKg);
    await user.type(perKg, '499.5');
    await user.click(screen.getByRole('button', { name: 'Add price entry' }));
    expect(screen.getByRole('textbox', { name: 'Price entry 2 barcode' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'Price entry 2 label' }), '500 g');
    await user.type(screen.getByRole('textbox', { name: 'Price entry 2 price' }), '250');
    await user.type(screen.getByRole('textbox', { name: 'Price entry 2 barcode' }), 'BL500');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/update-product')).toHaveLength(1));
    const body = callsTo(fetchMock, 'PUT', '/update-product')[0]?.body as FormData;
    expect([body.get('barcode'), body.get('pricePerKg')]).toEqual(['', '499.5']);
    expect(JSON.parse(String(body.get('prices')))).toEqual([
      { label: '1 kg', price: 480, barcode: 'BL1KG' },
      { label: '500 g', price: 250, barcode: 'BL500' },
    ]);
  });

  it('asks no price per kg of an item not sold by the kilo', async () => {
    const { user } = renderEdit({ 'GET /api/admin/products/2': () => json({ ...besan, itemType: 'ByPackets' }) });
    await findNameField();
    expect(screen.queryByRole('textbox', { name: 'Price per kg' })).not.toBeInTheDocument();
    await choose(user, 'Item type', 'By kilo');
    expect(screen.getByRole('textbox', { name: 'Price per kg' })).toHaveValue('');
  });

  it("shows the server's refusal of a barcode another item holds at the pack's field, in Hindi on a Hindi page", async () => {
    await i18n.changeLanguage('hi');
    const taken = say('counter.barcodeTaken', 'Kaju Katli 500 g');
    const { user } = renderEdit({
      'GET /api/admin/products/2': () => json({ ...besan, prices: [{ label: '1 kg', price: 480, barcode: 'KK500' }] }),
      'PUT /update-product': () => problem(409, taken, { 'prices.0.barcode': [taken] }),
    });
    await screen.findByRole('textbox', { name: 'नाम' }, { timeout: 5000 });
    const packBarcode = screen.getByRole('textbox', { name: 'दाम नंबर 1 का बारकोड' });
    expect(packBarcode).toHaveAccessibleDescription('काउंटर का स्कैनर इस पैक के लिए यही पढ़ता है');
    await user.click(screen.getByRole('button', { name: 'बदलाव सहेजें' }));
    await waitFor(() => expect(packBarcode).toHaveAccessibleDescription('Kaju Katli 500 g के पास पहले से यह बारकोड है'));
  });

  it("says 'Error updating product' when a failed save has no server title", async () => {
    const { user } = renderEdit({
      'GET /api/admin/products/2': () => json(besan),
      'PUT /update-product': () => new Response('', { status: 502 }),
    });
    await findNameField();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Error updating product');
    expect(dialog).toHaveTextContent('Something went wrong on the shop’s server.');
  });

  it('shows an error dialog when the product cannot be loaded', async () => {
    renderEdit({ 'GET /api/admin/products/404': () => problem(404, 'Product with ID: 404 not found.') }, '/admin/update-product/404');
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Product with ID: 404 not found.');
    expect(within(dialog).getByRole('link', { name: 'Back to products' })).toHaveAttribute('href', '/admin/product-list');
  });

  it('speaks Hindi: the heading, Cancel and Save Changes, and a product that is not there', async () => {
    await i18n.changeLanguage('hi');
    renderEdit({ 'GET /api/admin/products/2': () => json(besan) });
    expect(await screen.findByRole('textbox', { name: 'नाम' }, { timeout: 5000 })).toHaveValue('Besan Laddoo');
    expect(screen.getByRole('heading', { level: 1, name: 'सामान बदलें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रद्द करें' })).toHaveAttribute('href', '/admin/product-list');
    expect(screen.getByRole('button', { name: 'बदलाव सहेजें' })).toBeInTheDocument();
    expect(screen.queryByText('Save Changes')).not.toBeInTheDocument();
  });

  it('names the saved product by its Hindi name in the notice on a Hindi page', async () => {
    await i18n.changeLanguage('hi');
    const hindi = { ...besan, nameHi: 'बेसन लड्डू' };
    const { user, router } = renderEdit({ 'GET /api/admin/products/2': () => json(hindi), 'PUT /update-product': () => json(hindi) });
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
