import { createRequire } from 'node:module';
import { PAYMENT_METHODS, groupedChoices, placeOfSupplyIn, type Invoice } from '@halwai/domain';
import PDFDocument from 'pdfkit';
import { translator } from '../../i18n/server-i18n.js';

// Noto Sans has the ₹ sign; pdfkit's built-in fonts do not. Noto Sans Devanagari has it too, with Latin,
// so an invoice in Hindi is set in it throughout.
const require = createRequire(import.meta.url);
const FONTS = {
  en: {
    regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  },
  hi: {
    regular: require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
  },
};

const money = (rupees: number) => `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const LOCALES = { en: 'en-IN', hi: 'hi-IN' } as const;

/** Column x positions and widths across an A4 page's 515-point text width. */
const COLUMNS = [
  { key: 'item', x: 40, width: 135, align: 'left' },
  { key: 'hsn', x: 175, width: 65, align: 'left' },
  { key: 'quantity', x: 240, width: 30, align: 'right' },
  { key: 'rate', x: 270, width: 55, align: 'right' },
  { key: 'taxable', x: 325, width: 60, align: 'right' },
  { key: 'cgst', x: 385, width: 50, align: 'right' },
  { key: 'sgst', x: 435, width: 50, align: 'right' },
  { key: 'amount', x: 485, width: 70, align: 'right' },
] as const;
type Cells = Record<(typeof COLUMNS)[number]['key'], string>;

/**
 * The invoice as an A4 PDF: the shop, the buyer, each line with its GST split, the totals and the amount
 * in words. An order placed in Hindi gets its invoice in Hindi, with each item's English name beside its
 * Hindi one and the amount in words in both.
 */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const language = invoice.language ?? 'en';
  const t = translator(language, 'invoices');
  const date = (iso: string, timeZone = 'Asia/Kolkata') =>
    new Date(iso).toLocaleDateString(LOCALES[language], { timeZone, day: 'numeric', month: 'short', year: 'numeric' });
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: t('pdf.title', { number: invoice.number }), Author: invoice.seller.name } });
  doc.registerFont('regular', FONTS[language].regular);
  doc.registerFont('bold', FONTS[language].bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(18).text(invoice.seller.name);
  doc.font('regular').fontSize(9).text(invoice.seller.address).text(t('pdf.phone', { phone: invoice.seller.phone }));
  if (invoice.seller.gstin) doc.text(`GSTIN: ${invoice.seller.gstin}`);
  if (invoice.seller.fssai) doc.text(t('pdf.fssai', { fssai: invoice.seller.fssai }));
  doc.moveDown();
  doc.font('bold').fontSize(14).text(t(invoice.status === 'Cancelled' ? 'pdf.headingCancelled' : 'pdf.heading'), { align: 'center' });
  doc.moveDown(0.5);
  doc.font('regular').fontSize(10).text(t('pdf.number', { number: invoice.number })).text(t('pdf.date', { date: date(invoice.date) }));
  const { buyer } = invoice;
  if (buyer.gstin) {
    doc.text(t('pdf.billToBusiness', { business: buyer.businessName, gstin: `${buyer.gstin}${buyer.state ? ` (${placeOfSupplyIn(buyer.state, language)})` : ''}` }));
    doc.text(t('pdf.contact', { name: buyer.name, mobile: buyer.mobile }));
  } else doc.text(t('pdf.billTo', { name: buyer.name, mobile: buyer.mobile }));
  if (invoice.placeOfSupply) doc.text(t('pdf.placeOfSupply', { place: placeOfSupplyIn(invoice.placeOfSupply, language) }));
  const { method, reference, refund } = invoice.payment;
  const how = [method && PAYMENT_METHODS.includes(method) && t(`pdf.methods.${method}`), reference && t('pdf.reference', { reference })]
    .filter(Boolean)
    .join(', ');
  const paid =
    refund?.status === 'refunded'
      ? `${t('pdf.refunded')}${refund.id ? ` (${refund.id})` : ''}`
      : invoice.paid
        ? `${t('pdf.paid')}${how ? ` (${how})` : ''}`
        : t('pdf.notPaid');
  doc.text(t('pdf.payment', { state: paid }));
  doc.moveDown();

  const row = (cells: Cells, font: 'regular' | 'bold') => {
    const y = doc.y;
    doc.font(font).fontSize(9);
    const heights = COLUMNS.map((c) => doc.heightOfString(cells[c.key], { width: c.width - 4 }));
    for (const c of COLUMNS) doc.text(cells[c.key], c.x, y, { width: c.width - 4, align: c.align });
    doc.x = 40;
    doc.y = y + Math.max(...heights) + 4;
    doc.moveTo(40, doc.y - 2).lineTo(555, doc.y - 2).lineWidth(0.5).strokeColor('#999999').stroke();
  };
  // Another state: the whole tax is IGST, in the first tax column.
  const igst = invoice.totals.igst > 0;
  row(
    {
      item: t('pdf.columns.item'),
      hsn: 'HSN / GST',
      quantity: t('pdf.columns.quantity'),
      rate: t('pdf.columns.rate'),
      taxable: t('pdf.columns.taxable'),
      cgst: igst ? 'IGST' : 'CGST',
      sgst: igst ? '' : 'SGST',
      amount: t('pdf.columns.amount'),
    },
    'bold',
  );
  for (const line of invoice.lines) {
    const english = line.variant ? `${line.name} (${line.variant})` : line.name;
    row(
      {
        item:
          (language === 'hi' && line.nameHi ? `${line.nameHi}\n${english}` : english) +
          (line.bestBefore ? `\n${t('pdf.bestBefore', { date: date(`${line.bestBefore}T00:00:00Z`, 'UTC') })}` : '') +
          // A gift box: one line for the box, what goes in it below.
          groupedChoices(line.choices ?? [])
            .map(({ choice, count }) => `\n  ${count} × ${language === 'hi' && choice.nameHi ? choice.nameHi : choice.name} (${choice.portion})`)
            .join(''),
        hsn: `${line.hsn} · ${line.gstRate}%`,
        quantity: String(line.quantity),
        rate: money(line.rate),
        taxable: money(line.taxable),
        cgst: money(igst ? line.igst : line.cgst),
        sgst: igst ? '' : money(line.sgst),
        amount: money(line.amount),
      },
      'regular',
    );
  }
  const { totals } = invoice;
  row(
    {
      item: t('pdf.total'),
      hsn: '',
      quantity: '',
      rate: '',
      taxable: money(totals.taxable),
      cgst: money(igst ? totals.igst : totals.cgst),
      sgst: igst ? '' : money(totals.sgst),
      amount: money(totals.amount),
    },
    'bold',
  );
  doc.moveDown();
  if (totals.discount)
    doc
      .font('regular')
      .fontSize(10)
      .text(t('pdf.discount', { code: totals.offerCode ?? '', amount: money(totals.discount) }), 40);
  if (invoice.amountInWordsHi) doc.font('regular').fontSize(10).text(invoice.amountInWordsHi, 40);
  doc.font('regular').fontSize(10).text(invoice.amountInWords, 40);
  doc.moveDown(0.5);
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(t(igst ? 'pdf.footerIgst' : 'pdf.footer'));
  doc.end();
  return done;
}
