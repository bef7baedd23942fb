import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, paise, say, type Catalogue, type CounterSale } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { callsTo, json, problem, type ApiHandlers } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { product } from '../../test/sample-catalogue';
import { CounterPage } from './counter-page';

const catalogue: Catalogue = {
  categories: [{ id: 2, name: 'Namkeen' }],
  subcategories: [{ id: 20, name: 'Snacks', categoryId: 2 }],
  items: [
    product({
      id: 3,
      name: 'Aloo Bhujia',
      nameHi: 'आलू भुजिया',
      categoryId: 2,
      subCategoryId: 20,
      itemType: 'ByPackets',
      prices: [{ label: '400 g', price: 110 }],
    }),
  ],
};

const handlers = (more: ApiHandlers = {}): ApiHandlers => ({
  'GET /api/catalogue': () => json(catalogue),
  'GET /api/counter/settings': () => json({ quickKeys: [{ productId: 3, variant: '400 g' }] }),
  'GET /api/counter/items': () => json([{ productId: 3, itemType: 'ByPackets', pricePerKg: null }]),
  ...more,
});

const renderCounter = (more?: ApiHandlers) => renderStaffPage(<CounterPage />, { path: '/counter', handlers: handlers(more) });
const bill = () => within(screen.getByRole('region', { name: 'Bill' }));

/** Two packets of Aloo Bhujia (₹220) on the bill, from its quick key. */
async function twoPackets(user: ReturnType<typeof renderCounter>['user']) {
  const key = within(await screen.findByRole('group', { name: 'Quick keys' })).getByRole('button', { name: /Aloo Bhujia/ });
  await user.click(key);
  await user.click(key);
}

describe('line discounts and offer codes on the counter’s bill', { timeout: 20_000 }, () => {
  it('takes rupees off a tapped line, refusing more than the line, and sends them with the bill’s discount', async () => {
    const sold = { id: 7, invoiceNumber: 'C/1', change: 0, accessKey: 'k', channel: 'counter' } as CounterSale;
    const { user, fetchMock } = renderCounter({ 'POST /api/counter/sales': () => json(sold, 201) });
    await twoPackets(user);
    await user.click(bill().getByRole('button', { name: 'Discount on Aloo Bhujia 400 g' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Discount on Aloo Bhujia 400 g' }));
    expect(dialog.getByText('2 × ₹110 = ₹220')).toBeInTheDocument();
    const rupees = dialog.getByRole('textbox', { name: 'Rupees off this line (₹)' });
    await user.type(rupees, '230');
    expect(dialog.getByText("At most the line's amount, ₹220")).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.clear(rupees);
    await user.type(rupees, '20{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bill().getByTestId('line-discount')).toHaveTextContent('Discount − ₹20₹200');
    await user.type(bill().getByRole('textbox', { name: 'Discount (₹)' }), '10');
    expect(bill().getByText('Line discounts').nextSibling).toHaveTextContent('− ₹20');
    expect(bill().getByTestId('bill-total')).toHaveTextContent('₹190');

    await user.click(bill().getByRole('button', { name: 'Pay ₹190' }));
    await user.click(screen.getByRole('button', { name: 'Rest by Cash' }));
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    await screen.findByText('Invoice C/1');
    const [sent] = callsTo(fetchMock, 'POST', '/api/counter/sales');
    expect(JSON.parse(String(sent!.body))).toMatchObject({
      lines: [{ productId: 3, variant: '400 g', quantity: 2, discount: 20 }],
      payments: [{ method: 'cash', amount: 190 }],
      discount: 10,
    });
  });

  it('shows a refused line discount at its line, and takes a discount off again', async () => {
    const limit = say('counter.discountRange', paise(1000));
    const { user } = renderCounter({
      'POST /api/counter/sales': () => problem(400, limit, { 'lines.0.discount': [limit] }),
    });
    await twoPackets(user);
    await user.click(bill().getByRole('button', { name: 'Discount on Aloo Bhujia 400 g' }));
    await user.type(screen.getByRole('textbox', { name: 'Rupees off this line (₹)' }), '50{Enter}');
    await user.click(bill().getByRole('button', { name: 'Pay ₹170' }));
    await user.click(screen.getByRole('button', { name: 'Rest by Cash' }));
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(await screen.findByText('A discount at the counter is at most ₹10')).toBeInTheDocument();
    // Gone, not only closing: while it fades out the rest of the page is still hidden from queries.
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());

    await user.click(bill().getByRole('button', { name: 'Discount on Aloo Bhujia 400 g' }));
    await user.click(screen.getByRole('button', { name: 'Remove discount' }));
    expect(bill().queryByTestId('line-discount')).not.toBeInTheDocument();
    expect(bill().getByTestId('bill-total')).toHaveTextContent('₹220');
  });

  it('shows an offer code’s saving, as the server reckons it on the lines, in the total before paying', async () => {
    const { user, fetchMock } = renderCounter({
      'POST /api/counter/offer-check': ({ init }) => {
        const asked = JSON.parse(String(init!.body)) as { offerCode: string };
        return asked.offerCode.toUpperCase() === 'TILL10'
          ? json({ offerCode: 'TILL10', discount: 22 })
          : problem(400, say('offer.unknown', asked.offerCode), { offerCode: [say('offer.unknown', asked.offerCode)] });
      },
    });
    await twoPackets(user);
    await user.type(bill().getByRole('textbox', { name: 'Offer code' }), 'nope');
    expect(await bill().findByText(OFFER_MESSAGES.unknown('nope'))).toBeInTheDocument();
    expect(bill().getByRole('button', { name: 'Pay ₹220' })).toBeDisabled();

    await user.clear(bill().getByRole('textbox', { name: 'Offer code' }));
    await user.type(bill().getByRole('textbox', { name: 'Offer code' }), 'till10');
    expect(await bill().findByText('Saves ₹22')).toBeInTheDocument();
    expect(bill().getByText('Offer TILL10').nextSibling).toHaveTextContent('− ₹22');
    expect(bill().getByTestId('bill-total')).toHaveTextContent('₹198');
    expect(bill().getByRole('button', { name: 'Pay ₹198' })).toBeEnabled();
    const checks = callsTo(fetchMock, 'POST', '/api/counter/offer-check');
    expect(JSON.parse(String(checks.at(-1)!.body))).toEqual({
      offerCode: 'till10',
      lines: [{ productId: 3, variant: '400 g', quantity: 2 }],
    });
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    const { user } = renderCounter();
    const key = within(await screen.findByRole('group', { name: 'झटपट बटन' })).getByRole('button', { name: /आलू भुजिया/ });
    await user.click(key);
    await user.click(screen.getByRole('button', { name: /^आलू भुजिया 400 .+ पर छूट$/ }));
    expect(screen.getByRole('textbox', { name: 'इस लाइन पर छूट (₹)' })).toBeInTheDocument();
  });
});
