import { expect, test, unique } from '../fixtures/admin';
import { adminScreenshot } from '../fixtures/screenshots';

/** The counter screen on a 10-inch tablet: scan, weigh, pay split, print the receipt. */

// A barcode no other test's item holds: 13 digits, starting 8 (not a scale label's 20–29).
const freshBarcode = () => `8${String(Date.now()).slice(-9)}${Math.floor(Math.random() * 900 + 100)}`;

test.use({ viewport: { width: 1280, height: 800 } });

test('a bill scanned and weighed, paid in cash and UPI, with the change, the invoice and a 58 mm receipt', async ({
  staffPage: page,
  staff,
}) => {
  const barcode = freshBarcode();
  const headers = { Authorization: `Bearer ${staff.token}` };
  const { subcategories } = await staff.catalogue();
  const sub = subcategories[0]!;
  const item = (data: object) => ({
    categoryId: sub.categoryId,
    subCategoryId: sub.id,
    thumbnail: '/logo.svg',
    description: 'Made by the counter test.',
    discount: 0,
    isAvailable: true,
    featured: false,
    ...data,
  });
  const packed = unique('Counter Soan Papdi');
  const weighed = unique('Counter Kaju Katli');
  for (const data of [
    item({
      name: packed,
      itemType: 'ByPackets',
      price: 120,
      priceUnit: '250 g',
      prices: [{ label: '250 g', price: 120, barcode }],
    }),
    item({
      name: weighed,
      itemType: 'ByKilo',
      price: 150,
      priceUnit: '250 g',
      prices: [{ label: '250 g', price: 150 }],
      pricePerKg: 560,
    }),
  ]) {
    const created = await page.request.post('/api/products', { data, headers });
    expect(created.ok(), await created.text()).toBe(true);
  }

  await page.goto('/counter');
  await expect(page.getByRole('group', { name: 'Items' })).toBeVisible();

  // The scanner types the pack's code and Enter while no field has the focus.
  await page.getByRole('heading', { name: 'Counter', level: 1 }).click();
  await page.keyboard.type(barcode);
  await page.keyboard.press('Enter');
  const bill = page.getByRole('region', { name: 'Bill' });
  await expect(bill.getByRole('listitem', { name: packed })).toContainText('₹120');

  // The by-weight item: found by the search, weighed on the number pad, priced to the paisa.
  await page.getByRole('searchbox', { name: 'Search items or scan' }).fill(weighed);
  await page
    .getByRole('group', { name: 'Items' })
    .getByRole('button', { name: new RegExp(weighed) })
    .click();
  const pad = page.getByRole('dialog', { name: `Weigh ${weighed}` });
  for (const digit of '350') await pad.getByRole('button', { name: digit, exact: true }).click();
  await expect(pad.getByTestId('weight-price')).toHaveText('₹196');
  await pad.getByRole('button', { name: 'Add to bill' }).click();
  await expect(bill.getByRole('listitem', { name: weighed })).toContainText('₹196');
  await expect(bill.getByTestId('bill-total')).toHaveText('₹316');

  // Paid ₹116 by UPI and ₹250 in cash: ₹50 back.
  await bill.getByRole('button', { name: 'Pay ₹316' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay ₹316' });
  await pay.getByRole('textbox', { name: 'UPI amount (₹)' }).fill('116');
  await pay.getByRole('textbox', { name: 'Cash received (₹)' }).fill('250');
  await expect(pay.getByRole('button', { name: 'Complete sale' })).toBeDisabled();
  await pay.getByRole('checkbox', { name: 'Received' }).check();
  await expect(pay.getByTestId('change-due')).toHaveText('₹50');
  await adminScreenshot(page, 'counter-pay', { fullPage: false });
  await pay.getByRole('button', { name: 'Complete sale' }).click();

  const done = page.getByRole('dialog', { name: 'Sale complete' });
  await expect(done.getByTestId('sale-change')).toHaveText('₹50');
  await expect(done.getByTestId('sale-invoice')).toContainText(/Invoice \S+\/\d{4}-\d{2}\/\d+/);
  const invoice = (await done.getByTestId('sale-invoice').textContent())!.replace('Invoice ', '');

  // The receipt on a 58 mm roll: nothing runs off its width.
  await done.getByRole('link', { name: 'Print receipt' }).click();
  await page.getByRole('button', { name: '58 mm' }).click();
  await expect(page).toHaveURL(/\/counter\/receipt\/\d+\?width=58$/);
  const receipt = page.getByLabel(`Receipt ${invoice}`);
  await expect(receipt).toHaveAttribute('data-paper', '58mm');
  await expect(receipt).toContainText(packed);
  await expect(receipt).toContainText('₹316');
  await adminScreenshot(page, 'counter-receipt', { fullPage: false });
  const overflow = await receipt.evaluate(
    (paper) =>
      [paper, ...Array.from(paper.querySelectorAll('*'))].filter(
        (element) => element.scrollWidth > element.clientWidth && element.clientWidth > 0,
      ).length,
  );
  expect(overflow).toBe(0);
  expect(await receipt.evaluate((paper) => Math.round(paper.getBoundingClientRect().width))).toBe(Math.round((58 * 96) / 25.4));
});
