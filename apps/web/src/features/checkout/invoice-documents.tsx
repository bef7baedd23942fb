import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_LANGUAGE, inLanguage, placeOfSupplyIn, unitInLanguage, type Invoice, type Language } from '@halwai/domain';
import { formatDate, formatMobile } from '../../lib/format';
import { BoxContents } from '../../lib/ui/box-contents';

/** The invoice's own language: the one its order was placed in, whatever the page around it speaks. */
const languageOf = (invoice: Invoice): Language => invoice.language ?? DEFAULT_LANGUAGE;

/** The invoice's words, in its order's language (decision 018). */
const useInvoiceWords = (invoice: Invoice) => useTranslation('checkout', { lng: languageOf(invoice), keyPrefix: 'invoice' }).t;

/** Invoice money always shows paise: `inr(1525.4)` is "₹1,525.40". */
const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A line's item in the invoice's language: its Hindi name on a Hindi invoice where it has one, its pack's unit words too. */
const lineLabel = (invoice: Invoice, line: Invoice['lines'][number]) => {
  const name = inLanguage(languageOf(invoice), line.name, line.nameHi);
  return line.variant ? `${name} (${unitInLanguage(line.variant, languageOf(invoice))})` : name;
};

/** Another state: the whole tax is IGST, shown in the first tax column, and the second is empty. */
const isInterState = (invoice: Invoice) => invoice.totals.igst > 0;
/** The first and second tax columns of a line or the totals: CGST and SGST, or IGST and nothing. */
const taxColumns = (invoice: Invoice, figures: { cgst: number; sgst: number; igst: number }) =>
  isInterState(invoice) ? { first: figures.igst, second: null } : { first: figures.cgst, second: figures.sgst };

/** "Best before 30 Nov 2026" under a line that has a shelf life. */
function BestBefore({ invoice, line }: { invoice: Invoice; line: Invoice['lines'][number] }) {
  const t = useInvoiceWords(invoice);
  if (!line.bestBefore) return null;
  return (
    <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.85em', fontWeight: 400 }}>
      {t('bestBefore', { date: formatDate(line.bestBefore, languageOf(invoice)) })}
    </Box>
  );
}

/** A business buyer's GSTIN and state, and the place of supply. */
function BuyerGst({ invoice }: { invoice: Invoice }) {
  const t = useInvoiceWords(invoice);
  const { buyer } = invoice;
  return (
    <>
      {buyer.gstin && (
        <Typography>
          {t('gstin', { gstin: buyer.gstin })}
          {buyer.state && ` · ${placeOfSupplyIn(buyer.state, languageOf(invoice))}`}
        </Typography>
      )}
      {invoice.placeOfSupply && <Typography>{t('placeOfSupply', { place: placeOfSupplyIn(invoice.placeOfSupply, languageOf(invoice)) })}</Typography>}
    </>
  );
}

function Stamp({ invoice }: { invoice: Invoice }) {
  const t = useInvoiceWords(invoice);
  if (invoice.status === 'Cancelled') {
    return (
      <Typography sx={{ display: 'inline-block', border: 2, borderColor: 'error.main', color: 'error.main', px: 1, fontWeight: 800, letterSpacing: 2 }}>
        {t('cancelled')}
      </Typography>
    );
  }
  const method = invoice.payment?.method ? t(`methods.${invoice.payment.method}`) : null;
  const refunded = invoice.payment?.refund?.status === 'refunded';
  return (
    <Typography sx={{ fontWeight: 700, color: invoice.paid ? 'success.dark' : 'text.secondary' }}>
      {refunded ? t('refunded') : invoice.paid ? (method ? t('paidBy', { method }) : t('paid')) : t('notPaid')}
      {invoice.paid && invoice.payment?.reference && (
        <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 400, overflowWrap: 'anywhere' }}>
          {t('reference', { reference: invoice.payment.reference })}
        </Typography>
      )}
    </Typography>
  );
}

const cell = { px: 1, py: 0.75, borderBottom: '1px solid', borderColor: 'divider', verticalAlign: 'top' } as const;
const num = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;

function Seller({ invoice, align = 'left' }: { invoice: Invoice; align?: 'left' | 'center' }) {
  const t = useInvoiceWords(invoice);
  const { seller } = invoice;
  return (
    <Box sx={{ textAlign: align }}>
      <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.25em' }}>
        {seller.name}
      </Typography>
      {seller.address && <Typography sx={{ fontSize: '0.9em', whiteSpace: 'pre-line' }}>{seller.address}</Typography>}
      {seller.phone && <Typography sx={{ fontSize: '0.9em' }}>{t('phone', { phone: formatMobile(seller.phone) })}</Typography>}
      {seller.gstin && <Typography sx={{ fontSize: '0.9em' }}>{t('gstin', { gstin: seller.gstin })}</Typography>}
      {seller.fssai && <Typography sx={{ fontSize: '0.9em' }}>{t('fssai', { fssai: seller.fssai })}</Typography>}
    </Box>
  );
}

/** The offer's discount: already taken off each line's amount, in proportion, before its tax. */
function DiscountNote({ invoice }: { invoice: Invoice }) {
  const t = useInvoiceWords(invoice);
  const { discount, offerCode } = invoice.totals;
  if (!discount) return null;
  return <Typography sx={{ mt: 1 }}>{t('discountNote', { code: offerCode ?? '', amount: inr(discount) })}</Typography>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
        {label}{' '}
      </Typography>
      {/* An invoice number or a date broken at its slash or space reads as two. */}
      <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A label over its figure, as a phone shows an invoice line's tax and the totals. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.85em' }}>
        {label}
      </Box>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    </Box>
  );
}

/**
 * The invoice lines on a screen too narrow for the table: each line under the one before, with every
 * figure the table has (HSN, quantity, rate, taxable value, CGST, SGST, amount), then the totals.
 */
function InvoiceLinesList({ invoice }: { invoice: Invoice }) {
  const t = useInvoiceWords(invoice);
  const { totals } = invoice;
  const figures = { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, mt: 0.5 } as const;
  return (
    <Box sx={{ display: { xs: 'block', md: 'none' }, '@media print': { display: 'none' } }}>
      <Box component="ol" aria-label={t('lines')} sx={{ listStyle: 'none', p: 0, m: 0, borderTop: 2, borderColor: 'text.primary' }}>
        {invoice.lines.map((line, index) => (
          <Box component="li" key={index} sx={{ py: 1.25, borderBottom: '1px solid', borderColor: 'divider' }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontWeight: 700 }}>
              <span>
                {index + 1}. {lineLabel(invoice, line)}
                <BestBefore invoice={invoice} line={line} />
                {line.choices && <BoxContents choices={line.choices} language={languageOf(invoice)} />}
              </span>
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {inr(line.amount)}
              </Box>
            </Box>
            <Box sx={{ color: 'text.secondary', fontSize: '0.9em' }}>
              {t('hsnLine', { hsn: line.hsn, quantity: line.quantity, rate: inr(line.rate) })}
            </Box>
            <Box sx={{ ...figures, fontSize: '0.9em' }}>
              <Figure label={t('columns.taxable')} value={inr(line.taxable)} />
              {isInterState(invoice) ? (
                <Figure label={`${t('columns.igst')} ${line.gstRate}%`} value={inr(line.igst)} />
              ) : (
                <>
                  <Figure label={`${t('columns.cgst')} ${line.gstRate / 2}%`} value={inr(line.cgst)} />
                  <Figure label={`${t('columns.sgst')} ${line.gstRate / 2}%`} value={inr(line.sgst)} />
                </>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ py: 1.25, borderBottom: 2, borderColor: 'text.primary' }}>
        <Box sx={{ ...figures, fontSize: '0.9em' }}>
          <Figure label={t('columns.taxable')} value={inr(totals.taxable)} />
          {isInterState(invoice) ? (
            <Figure label={t('columns.igst')} value={inr(totals.igst)} />
          ) : (
            <>
              <Figure label={t('columns.cgst')} value={inr(totals.cgst)} />
              <Figure label={t('columns.sgst')} value={inr(totals.sgst)} />
            </>
          )}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 1, fontWeight: 800 }}>
          <span>{t('total')}</span>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {inr(totals.amount)}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

/** The A4 tax invoice: seller, buyer, one row per line with HSN, rate and the GST split, totals and the amount in words. */
export function InvoiceA4({ invoice }: { invoice: Invoice }) {
  const t = useInvoiceWords(invoice);
  return (
    <Box
      data-layout="a4"
      data-paper="a4"
      lang={languageOf(invoice)}
      sx={{ bgcolor: '#fff', color: '#111', width: '100%', maxWidth: '210mm', mx: 'auto', p: { xs: 2, sm: 4 }, boxShadow: { xs: 0, sm: 2 }, fontSize: 14 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2, pb: 2, borderBottom: 2, borderColor: 'text.primary' }}>
        <Seller invoice={invoice} />
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography component="h1" sx={{ fontWeight: 800, fontSize: '1.4em', letterSpacing: 1 }}>
            {t('title')}
          </Typography>
          <Fact label={t('invoiceNo')}>{invoice.number}</Fact>
          <Fact label={t('date')}>{formatDate(invoice.date, languageOf(invoice))}</Fact>
          <Stamp invoice={invoice} />
        </Box>
      </Box>
      <Box sx={{ py: 2 }}>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.85em' }}>{t('billTo')}</Typography>
        <Typography sx={{ fontWeight: 700 }}>{invoice.buyer.businessName || invoice.buyer.name}</Typography>
        <BuyerGst invoice={invoice} />
        <Typography>
          {invoice.buyer.businessName && `${invoice.buyer.name}, `}
          {t('mobile', { mobile: formatMobile(invoice.buyer.mobile) })}
        </Typography>
      </Box>
      <InvoiceLinesList invoice={invoice} />
      {/* Nine columns need a wide screen or paper; narrower screens show InvoiceLinesList instead. */}
      <Box sx={{ display: { xs: 'none', md: 'block' }, '@media print': { display: 'block' } }}>
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.9em' }}>
          <thead>
            <Box component="tr" sx={{ '& th': { ...cell, fontWeight: 700, borderBottom: 2, borderColor: 'text.primary' } }}>
              <Box component="th" sx={{ textAlign: 'left' }}>
                {t('columns.number')}
              </Box>
              <Box component="th" sx={{ textAlign: 'left' }}>
                {t('columns.item')}
              </Box>
              <Box component="th" sx={{ textAlign: 'left' }}>
                {t('columns.hsn')}
              </Box>
              <Box component="th" sx={{ textAlign: 'right' }}>
                {t('columns.qty')}
              </Box>
              <Box component="th" sx={{ textAlign: 'right' }}>
                {t('columns.rate')}
              </Box>
              <Box component="th" sx={{ textAlign: 'right' }}>
                {t('columns.taxable')}
              </Box>
              <Box component="th" sx={{ textAlign: 'right' }}>
                {isInterState(invoice) ? t('columns.igst') : t('columns.cgst')}
              </Box>
              <Box component="th" sx={{ textAlign: 'right' }}>
                {isInterState(invoice) ? '' : t('columns.sgst')}
              </Box>
              <Box component="th" sx={{ textAlign: 'right' }}>
                {t('columns.amount')}
              </Box>
            </Box>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index}>
                <Box component="td" sx={cell}>
                  {index + 1}
                </Box>
                <Box component="td" sx={cell}>
                  {lineLabel(invoice, line)}
                  <BestBefore invoice={invoice} line={line} />
                {line.choices && <BoxContents choices={line.choices} language={languageOf(invoice)} />}
                </Box>
                <Box component="td" sx={cell}>
                  {line.hsn}
                </Box>
                <Box component="td" sx={num}>
                  {line.quantity}
                </Box>
                <Box component="td" sx={num}>
                  {inr(line.rate)}
                </Box>
                <Box component="td" sx={num}>
                  {inr(line.taxable)}
                </Box>
                <Box component="td" sx={num}>
                  {inr(taxColumns(invoice, line).first)}
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.85em' }}>
                    {isInterState(invoice) ? line.gstRate : line.gstRate / 2}%
                  </Box>
                </Box>
                <Box component="td" sx={num}>
                  {taxColumns(invoice, line).second !== null && (
                    <>
                      {inr(line.sgst)}
                      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.85em' }}>
                        {line.gstRate / 2}%
                      </Box>
                    </>
                  )}
                </Box>
                <Box component="td" sx={num}>
                  {inr(line.amount)}
                </Box>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <Box component="tr" sx={{ '& td': { ...num, fontWeight: 800, borderBottom: 2, borderColor: 'text.primary' } }}>
              <Box component="td" colSpan={5} sx={{ textAlign: 'left !important' }}>
                {t('total')}
              </Box>
              <td>{inr(invoice.totals.taxable)}</td>
              <td>{inr(taxColumns(invoice, invoice.totals).first)}</td>
              <td>{isInterState(invoice) ? '' : inr(invoice.totals.sgst)}</td>
              <td>{inr(invoice.totals.amount)}</td>
            </Box>
          </tfoot>
        </Box>
      </Box>
      <DiscountNote invoice={invoice} />
      <Typography sx={{ mt: 2 }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t('amountInWords')}{' '}
        </Box>
        <strong>{invoice.amountInWordsHi ?? invoice.amountInWords}</strong>
        {/* A Hindi invoice gives the amount in English words too, as the printed PDF does. */}
        {invoice.amountInWordsHi && (
          <Box component="span" sx={{ display: 'block' }}>
            {invoice.amountInWords}
          </Box>
        )}
      </Typography>
      <Typography sx={{ mt: 3, color: 'text.secondary', fontSize: '0.85em' }}>
        {t('footer')}
      </Typography>
    </Box>
  );
}

/** The 80 mm thermal receipt: the same invoice in one narrow column, each line's GST split under it. */
export function InvoiceReceipt({ invoice, ref }: { invoice: Invoice; ref?: Ref<HTMLDivElement> }) {
  const t = useInvoiceWords(invoice);
  const row = { display: 'flex', justifyContent: 'space-between', gap: 1 } as const;
  return (
    <Box
      ref={ref}
      data-layout="receipt"
      data-paper="80mm"
      lang={languageOf(invoice)}
      sx={{
        bgcolor: '#fff',
        color: '#000',
        width: '80mm',
        maxWidth: '100%',
        mx: 'auto',
        p: '4mm',
        boxShadow: 2,
        fontFamily: '"DejaVu Sans Mono", "Courier New", monospace',
        fontSize: 12,
        lineHeight: 1.35,
        '& .MuiTypography-root': { fontFamily: 'inherit', fontSize: 'inherit', lineHeight: 'inherit' },
        '& hr': { border: 0, borderTop: '1px dashed #000', my: 1 },
      }}
    >
      <Seller invoice={invoice} align="center" />
      <hr />
      <Typography component="h1" sx={{ textAlign: 'center', fontWeight: 800 }}>
        {t('title')}
      </Typography>
      <Box sx={row}>
        <span>{t('receipt.number')}</span>
        <strong>{invoice.number}</strong>
      </Box>
      <Box sx={row}>
        <span>{t('receipt.date')}</span>
        <span>{formatDate(invoice.date, languageOf(invoice))}</span>
      </Box>
      <Box sx={row}>
        <span>{t('receipt.to')}</span>
        <span>{invoice.buyer.name}</span>
      </Box>
      <Box sx={row}>
        <span>{t('receipt.mobile')}</span>
        <span>{invoice.buyer.mobile}</span>
      </Box>
      {invoice.buyer.gstin && (
        <>
          <Box sx={row}>
            <span>{t('receipt.business')}</span>
            <span>{invoice.buyer.businessName}</span>
          </Box>
          <Box sx={row}>
            <span>{t('receipt.gstin')}</span>
            <span>{invoice.buyer.gstin}</span>
          </Box>
        </>
      )}
      {invoice.placeOfSupply && (
        <Box sx={row}>
          <span>{t('receipt.supply')}</span>
          <span>{placeOfSupplyIn(invoice.placeOfSupply, languageOf(invoice))}</span>
        </Box>
      )}
      <Box sx={{ textAlign: 'center', mt: 0.5 }}>
        <Stamp invoice={invoice} />
      </Box>
      <hr />
      {invoice.lines.map((line, index) => (
        <Box key={index} sx={{ mb: 0.75 }}>
          <Typography sx={{ fontWeight: 700 }}>{lineLabel(invoice, line)}</Typography>
          {line.choices && <BoxContents choices={line.choices} language={languageOf(invoice)} />}
          {line.bestBefore && <Typography>{t('bestBefore', { date: formatDate(line.bestBefore, languageOf(invoice)) })}</Typography>}
          <Box sx={row}>
            <span>
              {line.quantity} × {inr(line.rate)}
            </span>
            <strong>{inr(line.amount)}</strong>
          </Box>
          <Typography sx={{ fontSize: '0.9em !important' }}>
            {t('receipt.lineTax', {
              hsn: line.hsn,
              rate: line.gstRate,
              taxable: inr(line.taxable),
              tax: isInterState(invoice)
                ? `${t('columns.igst')} ${inr(line.igst)}`
                : `${t('columns.cgst')} ${inr(line.cgst)} · ${t('columns.sgst')} ${inr(line.sgst)}`,
            })}
          </Typography>
        </Box>
      ))}
      <hr />
      <Box sx={row}>
        <span>{t('receipt.taxableValue')}</span>
        <span>{inr(invoice.totals.taxable)}</span>
      </Box>
      {isInterState(invoice) ? (
        <Box sx={row}>
          <span>{t('columns.igst')}</span>
          <span>{inr(invoice.totals.igst)}</span>
        </Box>
      ) : (
        <>
          <Box sx={row}>
            <span>{t('columns.cgst')}</span>
            <span>{inr(invoice.totals.cgst)}</span>
          </Box>
          <Box sx={row}>
            <span>{t('columns.sgst')}</span>
            <span>{inr(invoice.totals.sgst)}</span>
          </Box>
        </>
      )}
      <Box sx={{ ...row, fontWeight: 800, fontSize: '1.15em', mt: 0.5 }}>
        <span>{t('receipt.total')}</span>
        <span>{inr(invoice.totals.amount)}</span>
      </Box>
      <DiscountNote invoice={invoice} />
      <Typography sx={{ mt: 0.5 }}>{invoice.amountInWordsHi ?? invoice.amountInWords}</Typography>
      <hr />
      <Typography sx={{ textAlign: 'center' }}>{t('receipt.thanks')}</Typography>
    </Box>
  );
}
