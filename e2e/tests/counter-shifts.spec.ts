import { apiLogin, expect, signInAs, test, unique } from '../fixtures/admin';
import { adminScreenshot } from '../fixtures/screenshots';

/** A cashier's shift at the counter: open with a float, sell, refund a line, close with a miscount, read the Z report. */

test.use({ viewport: { width: 1280, height: 800 } });

test('a shift opened, sold in, a line refunded with its credit note, closed short, and its Z report on a 58 mm roll', async ({
  page,
  staff,
}) => {
  // A whole shift, from its opening to its Z report, with four screenshots on the way.
  test.setTimeout(60_000);
  const staffHeaders = { Authorization: `Bearer ${staff.token}` };
  // A cashier of their own, so that no other test's bill joins the shift.
  const cashier = { email: `${unique('till').replace(/\W+/g, '-').toLowerCase()}@halwai.test`, password: 'till-secret-123' };
  const created = await page.request.post('/api/admin/accounts', { data: cashier, headers: staffHeaders });
  expect(created.ok(), await created.text()).toBe(true);
  const role = await page.request.put(`/api/admin/accounts/${(await created.json()).id}/role`, {
    data: { role: 'cashier' },
    headers: staffHeaders,
  });
  expect(role.ok(), await role.text()).toBe(true);
  const session = await apiLogin(page.request, cashier);
  const headers = { Authorization: `Bearer ${session.token}` };

  const { subcategories } = await staff.catalogue();
  const sub = subcategories[0]!;
  const name = unique('Shift Ladoo');
  const product = await page.request.post('/api/products', {
    headers: staffHeaders,
    data: {
      name,
      categoryId: sub.categoryId,
      subCategoryId: sub.id,
      thumbnail: '/logo.svg',
      description: 'Made by the shifts test.',
      discount: 0,
      isAvailable: true,
      featured: false,
      itemType: 'ByPackets',
      price: 240,
      priceUnit: '500 g',
      prices: [{ label: '500 g', price: 240 }],
    },
  });
  expect(product.ok(), await product.text()).toBe(true);
  const productId = ((await product.json()) as { id: number }).id;

  await signInAs(page, session, '/counter');
  const bar = page.getByTestId('shift-bar');
  await bar.getByRole('button', { name: 'Open shift' }).click();
  const opening = page.getByRole('dialog', { name: 'Open a shift' });
  await opening.getByRole('textbox', { name: 'Float counted (₹)' }).fill('1000');
  await opening.getByRole('button', { name: 'Open shift' }).click();
  await expect(bar).toContainText('drawer should hold ₹1,000');

  // Two bills sold at the till: 2 ladoos paid ₹500 cash (₹20 change), 1 by UPI.
  for (const payments of [[{ method: 'cash', amount: 500 }], [{ method: 'upi', amount: 240 }]]) {
    const sold = await page.request.post('/api/counter/sales', {
      headers,
      data: { lines: [{ productId, variant: '500 g', quantity: payments[0]!.method === 'cash' ? 2 : 1 }], payments },
    });
    expect(sold.ok(), await sold.text()).toBe(true);
  }
  await page.reload();
  await expect(bar).toContainText('drawer should hold ₹1,480');

  // One ladoo of the cash bill comes back: ₹240 out of the drawer.
  await bar.getByRole('button', { name: 'Returns' }).click();
  const returns = page.getByRole('dialog', { name: 'Return a bill' });
  await returns.getByRole('list', { name: 'Bills' }).getByRole('button', { name: /₹480/ }).click();
  await returns.getByRole('button', { name: `One more ${name} (500 g)` }).click();
  await adminScreenshot(page, 'counter-refund', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await adminScreenshot(page, 'counter-refund', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await returns.getByRole('button', { name: 'Refund 1 item' }).click();
  await returns.getByRole('button', { name: 'Confirm refund' }).click();
  const done = page.getByTestId('refund-done');
  await expect(done).toContainText('₹240 cash from the drawer');
  await expect(page.getByTestId('credit-note-number')).toContainText(/Credit note CN\/\d{4}-\d{2}\/\d+/);
  const noteNumber = /CN\/\d{4}-\d{2}\/\d+/.exec((await page.getByTestId('credit-note-number').textContent())!)![0];
  await page.getByRole('link', { name: 'Print credit note' }).click();
  await expect(page.getByTestId('credit-note')).toContainText(noteNumber);
  await expect(page.getByTestId('credit-note')).toContainText(name);
  await page.getByRole('link', { name: 'Back to the counter' }).click();

  // Closed with ₹1,200 counted against ₹1,240 expected: ₹40 short.
  await bar.getByRole('button', { name: 'Close shift' }).click();
  const closing = page.getByRole('dialog', { name: 'Close the shift: count the drawer' });
  await closing.getByRole('textbox', { name: 'How many ₹500' }).fill('2');
  await closing.getByRole('textbox', { name: 'How many ₹100' }).fill('2');
  await expect(closing.getByTestId('count-expected')).toHaveText('₹1,240');
  await expect(closing.getByTestId('count-difference')).toHaveText('Short ₹40');
  await adminScreenshot(page, 'counter-close-shift', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await adminScreenshot(page, 'counter-close-shift', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await closing.getByRole('button', { name: 'Close shift' }).click();
  await expect(page.getByTestId('close-result')).toContainText('2 bills in the shift');

  await page.getByRole('link', { name: 'Z report' }).click();
  await page.getByRole('button', { name: '58 mm' }).click();
  await expect(page).toHaveURL(/\/counter\/shifts\/\d+\/report\?width=58$/);
  const report = page.getByTestId('z-report');
  await expect(report).toHaveAttribute('data-paper', '58mm');
  for (const text of [
    'Bills2',
    'Takings₹720',
    'Cash₹480',
    'UPI₹240',
    'Refunds (1)₹240',
    'Cash expected₹1,240',
    'Cash counted₹1,200',
    'Difference-₹40',
  ])
    await expect(report).toContainText(text);
  const overflow = await report.evaluate(
    (paper) =>
      [paper, ...Array.from(paper.querySelectorAll('*'))].filter(
        (element) => element.scrollWidth > element.clientWidth && element.clientWidth > 0,
      ).length,
  );
  expect(overflow).toBe(0);
  await adminScreenshot(page, 'counter-z-report', { fullPage: true });
});
