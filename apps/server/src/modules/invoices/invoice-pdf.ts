import { createRequire } from 'node:module';
import { formatBestBefore, PAYMENT_METHOD_LABEL, type Invoice } from '@halwai/domain';
import PDFDocument from 'pdfkit';

// Noto Sans has the ₹ sign; pdfkit's built-in fonts do not.
const require = createRequire(import.meta.url);
const REGULAR = require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf');
const BOLD = require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf');

const money = (rupees: number) => `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const indianDate = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' });

/** Column x positions and widths across an A4 page's 515-point text width. */
const COLUMNS = [
  { key: 'item', title: 'Item', x: 40, width: 135, align: 'left' },
  { key: 'hsn', title: 'HSN / GST', x: 175, width: 65, align: 'left' },
  { key: 'quantity', title: 'Qty', x: 240, width: 30, align: 'right' },
  { key: 'rate', title: 'Rate', x: 270, width: 55, align: 'right' },
  { key: 'taxable', title: 'Taxable', x: 325, width: 60, align: 'right' },
  { key: 'cgst', title: 'CGST', x: 385, width: 50, align: 'right' },
  { key: 'sgst', title: 'SGST', x: 435, width: 50, align: 'right' },
  { key: 'amount', title: 'Amount', x: 485, width: 70, align: 'right' },
] as const;

/** The invoice as an A4 PDF: the shop, the buyer, each line with its GST split, the totals and the amount in words. */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Tax invoice ${invoice.number}`, Author: invoice.seller.name } });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(18).text(invoice.seller.name);
  doc.font('regular').fontSize(9).text(invoice.seller.address).text(`Phone: ${invoice.seller.phone}`);
  if (invoice.seller.gstin) doc.text(`GSTIN: ${invoice.seller.gstin}`);
  if (invoice.seller.fssai) doc.text(`FSSAI Lic. No.: ${invoice.seller.fssai}`);
  doc.moveDown();
  doc.font('bold').fontSize(14).text(invoice.status === 'Cancelled' ? 'TAX INVOICE — CANCELLED' : 'TAX INVOICE', { align: 'center' });
  doc.moveDown(0.5);
  doc.font('regular').fontSize(10).text(`Invoice No.: ${invoice.number}`).text(`Date: ${indianDate(invoice.date)}`);
  const { buyer } = invoice;
  if (buyer.gstin) {
    doc.text(`Bill to: ${buyer.businessName}, GSTIN ${buyer.gstin}${buyer.state ? ` (${buyer.state})` : ''}`);
    doc.text(`Contact: ${buyer.name}, ${buyer.mobile}`);
  } else doc.text(`Bill to: ${buyer.name}, ${buyer.mobile}`);
  if (invoice.placeOfSupply) doc.text(`Place of supply: ${invoice.placeOfSupply}`);
  const { method, reference, refund } = invoice.payment;
  const how = [method && PAYMENT_METHOD_LABEL[method], reference && `ref. ${reference}`].filter(Boolean).join(', ');
  const paid = refund?.status === 'refunded' ? `Refunded${refund.id ? ` (${refund.id})` : ''}` : invoice.paid ? `Paid${how ? ` (${how})` : ''}` : 'Not paid yet';
  doc.text(`Payment: ${paid}`);
  doc.moveDown();

  const row = (cells: Record<(typeof COLUMNS)[number]['key'], string>, font: 'regular' | 'bold') => {
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
  const titles = Object.fromEntries(COLUMNS.map((c) => [c.key, c.title])) as Record<(typeof COLUMNS)[number]['key'], string>;
  row(igst ? { ...titles, cgst: 'IGST', sgst: '' } : titles, 'bold');
  for (const line of invoice.lines) {
    row(
      {
        item: (line.variant ? `${line.name} (${line.variant})` : line.name) + (line.bestBefore ? `\n${formatBestBefore(line.bestBefore)}` : ''),
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
      item: 'Total',
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
      .text(`Offer ${totals.offerCode ?? ''} discount: ${money(totals.discount)}, spread over the lines in proportion; each line is taxed on its value after it.`, 40);
  doc.font('regular').fontSize(10).text(invoice.amountInWords, 40);
  doc.moveDown(0.5);
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(igst ? 'Prices include GST, charged as IGST: the place of supply is another state.' : 'Prices include GST. CGST and SGST are each half of the GST on every line.');
  doc.end();
  return done;
}
