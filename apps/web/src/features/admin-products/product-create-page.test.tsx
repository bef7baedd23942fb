import { FOOD_MESSAGES, MESSAGES } from '@halwai/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { saveSession } from '../../lib/session';
import { callsTo, json, mockApi, problem, type ApiHandlers } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { ProductCreatePage } from './product-create-page';
import { product, sampleCatalogue } from '../../test/sample-catalogue';

const combobox = (name: string) => screen.getByRole('combobox', { name });

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(combobox(field));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function renderCreate(handlers: ApiHandlers = {}) {
  saveSession({ token: 'tok', email: 'owner@halwai.in' });
  const fetchMock = mockApi({ 'GET /api/catalogue': () => json(sampleCatalogue()), ...handlers });
  renderRoute(<ProductCreatePage />, { path: '/admin/create-product' });
  await screen.findByRole('textbox', { name: 'Name' });
  // A file picker can still hand over any file (accept= is only a hint), so the form must check it itself.
  return { fetchMock, user: userEvent.setup({ applyAccept: false, delay: null }) };
}

async function fillValidProduct(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Milk Cake');
  await user.type(screen.getByRole('textbox', { name: 'Price entry 1 label' }), '500 g');
  await user.type(screen.getByRole('textbox', { name: 'Price entry 1 price' }), '260');
}

// Whole forms typed key by key: slow on a busy machine; the web project's 40 s allows for it.
describe('ProductCreatePage', () => {
  it('starts with the first category and its first subcategory, the logo, availability on and the placeholder text', async () => {
    await renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Product' })).toBeInTheDocument();
    expect(screen.getByText('Logged in as')).toHaveTextContent('Logged in as owner@halwai.in');
    expect(combobox('Category')).toHaveTextContent('Sweets');
    expect(combobox('Subcategory')).toHaveTextContent('Barfi');
    expect(screen.getByRole('textbox', { name: 'Thumbnail URL' })).toHaveValue('/logo.svg');
    expect(screen.getByRole('switch', { name: 'Available to customers' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Featured on the home page' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Freshly made with pure ingredients.');
  });

  it('asks no price unit apart from the packs, and says what each price and stock field is, in the chosen unit', async () => {
    const { user } = await renderCreate();
    expect(screen.queryByRole('textbox', { name: /price unit/i })).not.toBeInTheDocument();
    expect(screen.getByText(/The first entry is the headline on the item's card and page/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Price entry 1 label' })).toHaveAccessibleDescription('One pack, e.g. 250 g or Box of 12');
    expect(screen.getByRole('textbox', { name: 'Price entry 1 price' })).toHaveAccessibleDescription('Rupees for one pack');
    const stock = screen.getByRole('textbox', { name: 'Price entry 1 stock one pack uses' });
    expect(stock).toHaveAccessibleDescription('How much stock one pack uses, in kg. Blank: from the label');
    expect(combobox('Item type')).toHaveAccessibleDescription('How it is sold; its stock is counted in kg, packets or pieces');
    await choose(user, 'Item type', 'By pieces');
    expect(stock).toHaveAccessibleDescription('How much stock one pack uses, in pieces. Blank: from the label');
    expect(stock.closest('.MuiInputBase-root')).toHaveTextContent('pieces');
  });

  it('refills the subcategories when the category changes and selects the first', async () => {
    const { user } = await renderCreate();
    await choose(user, 'Category', 'Namkeen');
    expect(combobox('Subcategory')).toHaveTextContent('Bhujia');
    await user.click(combobox('Subcategory'));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bhujia']);
  });

  it('says at the fields what is missing, including the price entries, and sends nothing', async () => {
    const { user, fetchMock } = await renderCreate();
    await user.click(screen.getByRole('button', { name: 'Remove price entry 1' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(MESSAGES.priceEntryNeeded)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(MESSAGES.required);
    expect(screen.getByText(/Some fields need attention/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add price entry' }));
    await user.type(screen.getByRole('textbox', { name: 'Price entry 1 price' }), '0');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByRole('textbox', { name: 'Price entry 1 price' })).toHaveAccessibleDescription(
      MESSAGES.priceAboveZero,
    );
    expect(callsTo(fetchMock, 'POST', '/api/products')).toHaveLength(0);
  });

  it('refuses a file that is not an image at once', async () => {
    const { user } = await renderCreate();
    const input = screen.getByLabelText('Upload image');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(MESSAGES.fileMustBeImage)).toBeInTheDocument();
  });

  it('sends the form as multipart with the picture, shows Product Added and resets the form', async () => {
    const { user, fetchMock } = await renderCreate({
      'POST /api/products': () => json(product({ id: 77, name: 'Milk Cake' }), 201),
    });
    await fillValidProduct(user);
    await user.upload(screen.getByLabelText('Upload image'), new File(['png'], 'cake.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    const dialog = await screen.findByRole('dialog', { name: 'Product Added' });
    expect(dialog).toHaveTextContent('Milk Cake is now in the catalogue');
    const body = callsTo(fetchMock, 'POST', '/api/products')[0]?.body as FormData;
    expect(body.get('name')).toBe('Milk Cake');
    expect(body.get('categoryId')).toBe('1');
    expect(body.get('subCategoryId')).toBe('10');
    expect(body.get('prices')).toBe('[{"label":"500 g","price":260,"barcode":null}]');
    expect(body.get('price')).toBe('260');
    expect(body.get('priceUnit')).toBe('500 g');
    expect((body.get('thumbnailFile') as File).name).toBe('cake.png');

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
    expect(screen.queryByText('cake.png', { exact: false })).not.toBeInTheDocument();
  });

  it('takes the food label as a form: diet with its mark, allergens ticked, words in both languages, a half-filled label named at its fields; the GST rate a slab', async () => {
    const { user, fetchMock } = await renderCreate({
      'POST /api/products': () => json(product({ id: 78, name: 'Milk Cake' }), 201),
    });
    await fillValidProduct(user);
    await user.click(screen.getByRole('radio', { name: 'Vegetarian' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    // Begun, not finished: each missing part said where it goes, nothing sent.
    expect(await screen.findByRole('textbox', { name: 'Ingredients' })).toHaveAccessibleDescription(FOOD_MESSAGES.ingredients);
    expect(screen.getByRole('textbox', { name: 'How to store it' })).toHaveAccessibleDescription(FOOD_MESSAGES.storage);
    expect(callsTo(fetchMock, 'POST', '/api/products')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Ingredients' }), 'Milk, sugar, ghee');
    await user.type(screen.getByRole('textbox', { name: 'Ingredients in Hindi' }), 'दूध, चीनी, घी');
    await user.click(screen.getByRole('checkbox', { name: 'milk' }));
    await user.type(screen.getByRole('textbox', { name: 'Shelf life' }), '7');
    await user.type(screen.getByRole('textbox', { name: 'How to store it' }), 'Cool and dry');
    await user.type(screen.getByRole('textbox', { name: 'How to store it, in Hindi' }), 'ठंडी, सूखी जगह');
    await user.click(screen.getByRole('combobox', { name: 'GST rate' }));
    await user.click(await screen.findByRole('option', { name: '12%' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    await screen.findByRole('dialog', { name: 'Product Added' });
    const body = callsTo(fetchMock, 'POST', '/api/products')[0]?.body as FormData;
    expect(JSON.parse(body.get('food') as string)).toEqual({
      diet: 'veg',
      ingredients: 'Milk, sugar, ghee',
      ingredientsHi: 'दूध, चीनी, घी',
      allergens: ['milk'],
      shelfLifeDays: 7,
      storage: 'Cool and dry',
      storageHi: 'ठंडी, सूखी जगह',
    });
    expect(body.get('gstRate')).toBe('12');
  });

  it('puts server field errors on the fields and shows the Error dialog with the server title', async () => {
    const { user } = await renderCreate({
      'POST /api/products': () =>
        problem(
          400,
          'Each price entry needs its own label',
          { 'prices.0.label': ['Each price entry needs its own label'] },
          'Bad Request',
        ),
    });
    await fillValidProduct(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Bad Request');
    expect(dialog).toHaveTextContent('Each price entry needs its own label');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('textbox', { name: 'Price entry 1 label' })).toHaveAccessibleDescription(
      'Each price entry needs its own label',
    );
  });

  it("says 'Error saving product' over a network failure in words", async () => {
    const { user } = await renderCreate({ 'POST /api/products': () => Promise.reject(new TypeError('Failed to fetch')) });
    await fillValidProduct(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Error saving product');
    expect(dialog).toHaveTextContent('The shop could not be reached. Check the internet connection and try again.');
  });

  describe('in Hindi', () => {
    it('draws the form, its sections and its buttons in Hindi', async () => {
      await i18n.changeLanguage('hi');
      saveSession({ token: 'tok', email: 'owner@halwai.in' });
      mockApi({ 'GET /api/catalogue': () => json(sampleCatalogue()) });
      renderRoute(<ProductCreatePage />, { path: '/admin/create-product' });
      expect(await screen.findByRole('textbox', { name: 'नाम' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'नया सामान जोड़ें' })).toBeInTheDocument();
      for (const section of ['जानकारी', 'तस्वीर', 'खाने की जानकारी', 'GST', 'कीमतें'])
        expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
      // The food label's choices are named in Hindi, the veg mark too.
      expect(screen.getByRole('radio', { name: 'शाकाहारी' })).not.toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'दूध' })).not.toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'मेवे (ट्री नट्स)' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'सामग्री हिन्दी में' })).toHaveAttribute('lang', 'hi');
      expect(screen.getByRole('switch', { name: 'ग्राहकों के लिए उपलब्ध' })).toBeChecked();
      expect(screen.getByRole('textbox', { name: 'तस्वीर का पता (URL)' })).toHaveValue('/logo.svg');
      // The Hindi description starts in Hindi, the English one in English: no English sentence where Hindi is asked for.
      expect(screen.getByRole('textbox', { name: 'हिन्दी में विवरण' })).toHaveValue('शुद्ध सामग्री से ताज़ा बना।');
      expect(screen.getByRole('textbox', { name: 'विवरण' })).toHaveValue('Freshly made with pure ingredients.');
      expect(screen.getByRole('button', { name: 'सामान जोड़ें' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'सामान की सूची पर लौटें' })).toBeInTheDocument();
      expect(document.title).toMatch(/^नया सामान जोड़ें · /);
      for (const english of ['Add New Product', 'Details', 'Price entries', 'Available to customers', 'Upload image', 'Back to products', 'Allergens it contains', 'milk'])
        expect(screen.queryByText(english)).not.toBeInTheDocument();
    });

    it('heads a refused save with its own words, not the server’s English title, over the message in Hindi', async () => {
      await i18n.changeLanguage('hi');
      saveSession({ token: 'tok', email: 'owner@halwai.in' });
      mockApi({
        'GET /api/catalogue': () => json(sampleCatalogue()),
        'POST /api/products': () => problem(400, MESSAGES.priceAboveZero, undefined, 'Bad Request'),
      });
      renderRoute(<ProductCreatePage />, { path: '/admin/create-product' });
      const user = userEvent.setup({ delay: null });
      await user.type(await screen.findByRole('textbox', { name: 'नाम' }), 'Milk Cake');
      // The price list is lib/admin-ui's, named in its own words: found by its fields' names.
      const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      await user.type(field('prices.0.label'), '500 g');
      await user.type(field('prices.0.price'), '260');
      await user.click(screen.getByRole('button', { name: 'सामान जोड़ें' }));
      const dialog = await screen.findByRole('dialog', { name: 'गड़बड़ी' });
      expect(dialog).toHaveTextContent('सामान सहेजा नहीं जा सका');
      expect(dialog).toHaveTextContent('कीमत 0 से ज़्यादा होनी चाहिए');
      expect(dialog).not.toHaveTextContent('Bad Request');
      expect(within(dialog).getByRole('button', { name: 'ठीक है' })).toBeInTheDocument();
    });
  });
});
