import { MESSAGES } from '@halwai/domain';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { callsTo, json, problem, type ApiHandlers } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { sampleCatalogue } from '../../test/sample-catalogue';
import { sampleDraftFields } from '../../test/sample-draft';
import { DraftsPage } from './drafts-page';
import { readDrafts, saveDraft } from './drafts-storage';

const draftFields = sampleDraftFields();

function renderDrafts(handlers: ApiHandlers = {}) {
  return renderStaffPage(<DraftsPage />, {
    path: '/admin/drafts',
    handlers: { 'GET /api/catalogue': () => json(sampleCatalogue()), ...handlers },
  });
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('DraftsPage', { timeout: 20_000 }, () => {
  it('keeps Save disabled until the draft is valid, with the local screen’s messages, then stores it', async () => {
    const { user } = renderDrafts();
    const form = await screen.findByRole('form', { name: 'New draft' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const thumbnail = within(form).getByRole('textbox', { name: 'Thumbnail URL' });
    await user.clear(thumbnail);
    await user.type(thumbnail, 'not a url');
    expect(await within(form).findByText(MESSAGES.draftUrl)).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'x');
    await user.clear(within(form).getByRole('textbox', { name: 'Name' }));
    expect(await within(form).findByText(MESSAGES.draftRequired)).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Price entry 1 price' }), '-3');
    expect(await within(form).findByText(MESSAGES.draftPrice)).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Rasgulla');
    await user.clear(thumbnail);
    await user.type(thumbnail, 'https://shop.example/rasgulla.webp');
    await choose(user, 'Category', 'Namkeen');
    expect(screen.getByRole('combobox', { name: 'Subcategory' })).toHaveTextContent('Bhujia');
    await choose(user, 'Item type', 'By pieces');
    await user.type(within(form).getByRole('textbox', { name: 'Price entry 1 label' }), '6 pcs');
    await user.clear(within(form).getByRole('textbox', { name: 'Price entry 1 price' }));
    await user.type(within(form).getByRole('textbox', { name: 'Price entry 1 price' }), '180');
    expect(save).toBeEnabled();
    await user.click(save);

    const table = screen.getByRole('table', { name: 'Drafts' });
    expect(await within(table).findByRole('rowheader', { name: 'Rasgulla' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('RasgullaNamkeenBhujiaBy pieces');
    expect(readDrafts()).toMatchObject([
      { name: 'Rasgulla', categoryId: 2, subcategoryId: 20, prices: [{ label: '6 pcs', price: 180 }] },
    ]);
  });

  it('edits and deletes a draft', async () => {
    saveDraft(draftFields);
    const { user } = renderDrafts();
    await user.click(await screen.findByRole('button', { name: 'Edit Rasgulla' }));
    const form = screen.getByRole('form', { name: 'Edit draft' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Rasgulla');
    await user.type(name, ' (tin)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('rowheader', { name: 'Rasgulla (tin)' })).toBeInTheDocument();
    expect(readDrafts()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete Rasgulla (tin)' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete draft?' })).getByRole('button', { name: 'Yes' }));
    expect(readDrafts()).toEqual([]);
  });

  it('publishes a draft through the API and removes it, or says why not', async () => {
    saveDraft(draftFields);
    let answer = problem(400, MESSAGES.subcategoryMismatch);
    const { user, fetchMock } = renderDrafts({ 'POST /api/products': () => answer });
    await user.click(await screen.findByRole('button', { name: 'Publish Rasgulla' }));
    expect(await screen.findByText(`Rasgulla was not published: ${MESSAGES.subcategoryMismatch}`)).toBeInTheDocument();
    expect(readDrafts()).toHaveLength(1);

    answer = json({ ...draftFields, id: 41 }, 201);
    await user.click(screen.getByRole('button', { name: 'Publish Rasgulla' }));
    expect(await screen.findByText('Draft Rasgulla published as product #41')).toBeInTheDocument();
    expect(readDrafts()).toEqual([]);
    const body = JSON.parse(String(callsTo(fetchMock, 'POST', '/api/products')[1]?.body));
    expect(body).toMatchObject({
      name: 'Rasgulla',
      categoryId: 1,
      subCategoryId: 10,
      price: 180,
      priceUnit: '6 pcs',
      thumbnail: '/logo.svg',
    });
  });

  it('publishes once when Publish is clicked twice in a row', async () => {
    saveDraft(draftFields);
    let answer: (response: Response) => void = () => undefined;
    const { user, fetchMock } = renderDrafts({
      'POST /api/products': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const publish = await screen.findByRole('button', { name: 'Publish Rasgulla' });
    await user.dblClick(publish);
    expect(publish).toBeDisabled();
    answer(json({ ...draftFields, id: 41 }, 201));
    expect(await screen.findByText('Draft Rasgulla published as product #41')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/products')).toHaveLength(1);
    expect(readDrafts()).toEqual([]);
  });

  it('speaks Hindi: the form, the table with the item type in words, publishing and deleting', async () => {
    await i18n.changeLanguage('hi');
    const stored = saveDraft(draftFields);
    const { user } = renderDrafts({ 'POST /api/products': () => json({ id: 42 }, 201) });
    const form = await screen.findByRole('form', { name: 'नया ड्राफ़्ट' });
    expect(within(form).getByRole('textbox', { name: 'नाम' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'तस्वीर का पता (URL)' })).toBeInTheDocument();
    expect(within(form).getByRole('switch', { name: 'उपलब्ध' })).toBeChecked();
    expect(within(form).getByRole('heading', { name: 'कीमतें' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'सहेजें' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1, name: 'इस ब्राउज़र के ड्राफ़्ट' })).toBeInTheDocument();
    expect(document.title).toMatch(/^ड्राफ़्ट · /);

    const table = screen.getByRole('table', { name: 'ड्राफ़्ट' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'नाम',
      'श्रेणी',
      'उप-श्रेणी',
      'बिक्री का तरीक़ा',
      'काम',
    ]);
    const row = within(table).getByRole('row', { name: new RegExp(stored.name) });
    expect(row).toHaveTextContent('पीस के हिसाब से');
    expect(within(row).getByRole('button', { name: `${stored.name} बदलें` })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: `${stored.name} दुकान में डालें` }));
    expect(await screen.findByText(`ड्राफ़्ट ${stored.name} दुकान में डाल दिया गया, सामान #42`)).toBeInTheDocument();
    expect(within(table).getByText('अभी कोई ड्राफ़्ट नहीं। दुकान में डालने तक ये इसी ब्राउज़र में रहते हैं।')).toBeInTheDocument();

    const another = saveDraft({ ...draftFields, name: 'Peda' });
    await user.click(await screen.findByRole('button', { name: 'Peda हटाएँ' }));
    const dialog = screen.getByRole('dialog', { name: 'ड्राफ़्ट हटाएँ?' });
    expect(dialog).toHaveTextContent('ड्राफ़्ट Peda हटाएँ? यह अभी दुकान में नहीं डाला गया है।');
    await user.click(within(dialog).getAllByRole('button').at(-1)!);
    expect(await screen.findByText('ड्राफ़्ट Peda हटा दिया गया')).toBeInTheDocument();
    expect(readDrafts().some((d) => d.id === another.id)).toBe(false);
    for (const english of ['Local Drafts', 'New draft', 'By pieces', 'Publish', 'Prices'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});
