import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import RemoveIcon from '@mui/icons-material/RemoveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatRupees, MAX_LINE_QUANTITY, type FieldErrors } from '@halwai/domain';
import { lineAfterDiscount, lineAmount, lineSize, type BillLine, type BillTotals } from './counter-bill';
import type { OfferSaving } from './use-offer-saving';
import { useCounterWords } from './use-counter-words';

/** What the cashier types on the bill besides its lines. */
export interface BillDetails {
  discount: string;
  customerName: string;
  customerMobile: string;
  offerCode: string;
}

export const EMPTY_DETAILS: BillDetails = { discount: '', customerName: '', customerMobile: '', offerCode: '' };

export interface BillPanelProps {
  lines: BillLine[];
  details: BillDetails;
  /** The bill's sums, the offer's saving and the lines' discounts in them. */
  totals: BillTotals;
  /** The offer code's saving as the server reckoned it, or why it does not apply. */
  offer: OfferSaving;
  /** The server's words on a field of the last sale sent (`discount`, `customerMobile`, `offerCode`, `lines`). */
  fieldErrors: FieldErrors;
  onQuantity: (index: number, quantity: number) => void;
  /** A line tapped: its discount is asked for. */
  onLineDiscount: (index: number) => void;
  onDetails: (details: BillDetails) => void;
  onPay: () => void;
  onClear: () => void;
}

/** The bill: its lines with quantity and price, the discount, the customer and offer code, and the total to pay. */
export function BillPanel({
  lines,
  details,
  totals,
  offer,
  fieldErrors,
  onQuantity,
  onLineDiscount,
  onDetails,
  onPay,
  onClear,
}: BillPanelProps) {
  const { t } = useTranslation('counter');
  const words = useCounterWords();
  const offerHelp =
    offer.refusal ??
    (offer.checking
      ? t('bill.offerChecking')
      : offer.code
        ? t('bill.offerSaves', { amount: formatRupees(offer.saving) })
        : undefined);
  const field = (name: keyof BillDetails) => ({
    value: details[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onDetails({ ...details, [name]: event.target.value }),
    error: !!fieldErrors[name]?.length,
    helperText: fieldErrors[name]?.[0],
    size: 'small' as const,
  });
  // A line's discount is refused at its line; the lines' other refusals under the bill's lines.
  const linesError = Object.entries(fieldErrors).find(
    ([name]) => (name === 'lines' || name.startsWith('lines.')) && !/^lines\.\d+\.discount$/.test(name),
  )?.[1]?.[0];

  return (
    <Box
      component="section"
      id="counter-bill"
      aria-label={t('bill.label')}
      sx={{
        scrollMarginTop: 72,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 2,
        bgcolor: 'background.paper',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="h2" variant="h6">
        {t('bill.label')}
      </Typography>
      {lines.length === 0 ? (
        <Typography color="text.secondary">{t('bill.empty')}</Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          {t('bill.tapLine')}
        </Typography>
      )}
      {lines.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {lines.map((line, index) => {
            const name = words.name(line);
            return (
              <Box
                component="li"
                key={`${line.productId}:${line.variant ?? ''}:${line.weightGrams ?? ''}`}
                aria-label={name}
                sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
              >
                <ButtonBase
                  onClick={() => onLineDiscount(index)}
                  aria-label={t('bill.lineDiscount', { name: `${name} ${words.unit(lineSize(line))}` })}
                  aria-haspopup="dialog"
                  sx={{ width: '100%', textAlign: 'left', justifyContent: 'space-between', gap: 1, borderRadius: 1 }}
                >
                  <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {name}{' '}
                    <Typography component="span" color="text.secondary">
                      {words.unit(lineSize(line))}
                    </Typography>
                  </Typography>
                  <Typography
                    sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                    data-testid="line-amount"
                  >
                    {formatRupees(lineAmount(line))}
                  </Typography>
                </ButtonBase>
                {line.discount ? (
                  <Typography
                    variant="body2"
                    color="success.dark"
                    sx={{ display: 'flex', justifyContent: 'space-between', fontVariantNumeric: 'tabular-nums' }}
                    data-testid="line-discount"
                  >
                    <span>{t('bill.lineDiscounted', { amount: formatRupees(line.discount) })}</span>
                    <span>{formatRupees(lineAfterDiscount(line))}</span>
                  </Typography>
                ) : null}
                {fieldErrors[`lines.${index}.discount`]?.[0] && (
                  <Typography variant="body2" color="error">
                    {fieldErrors[`lines.${index}.discount`]![0]}
                  </Typography>
                )}
                <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                  <IconButton
                    aria-label={t('bill.less', { name })}
                    onClick={() => onQuantity(index, line.quantity - 1)}
                    size="small"
                  >
                    <RemoveIcon fontSize="small" />
                  </IconButton>
                  <Typography
                    aria-label={t('bill.quantity', { name })}
                    sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}
                  >
                    {line.quantity}
                  </Typography>
                  <IconButton
                    aria-label={t('bill.more', { name })}
                    onClick={() => onQuantity(index, line.quantity + 1)}
                    disabled={line.quantity >= MAX_LINE_QUANTITY}
                    size="small"
                  >
                    <AddIcon fontSize="small" />
                  </IconButton>
                  <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                    × {formatRupees(line.unitPrice)}
                  </Typography>
                  <IconButton
                    aria-label={t('bill.remove', { name })}
                    onClick={() => onQuantity(index, 0)}
                    size="small"
                    sx={{ ml: 'auto' }}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Stack>
              </Box>
            );
          })}
        </Box>
      )}
      {linesError && (
        <Typography color="error" role="alert">
          {linesError}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <TextField label={t('bill.discount')} {...field('discount')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <TextField
          label={t('bill.offerCode')}
          {...field('offerCode')}
          error={!!fieldErrors.offerCode?.length || offer.refusal !== null}
          helperText={fieldErrors.offerCode?.[0] ?? offerHelp}
        />
        <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1', mb: -0.5 }}>
          {t('bill.customer')}
        </Typography>
        <TextField label={t('bill.customerName')} {...field('customerName')} />
        <TextField
          label={t('bill.customerMobile')}
          {...field('customerMobile')}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
      </Box>
      <Divider />
      <Stack sx={{ gap: 0.5 }}>
        <Row label={t('bill.items')} amount={formatRupees(totals.items)} />
        {totals.lineDiscounts > 0 && <Row label={t('bill.lineDiscounts')} amount={`− ${formatRupees(totals.lineDiscounts)}`} />}
        {totals.offer > 0 && (
          <Row label={t('bill.offer', { code: offer.code ?? '' })} amount={`− ${formatRupees(totals.offer)}`} />
        )}
        {totals.discount > 0 && <Row label={t('bill.discount')} amount={`− ${formatRupees(totals.discount)}`} />}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="h6">{t('bill.total')}</Typography>
          <Typography variant="h5" sx={{ fontWeight: 800 }} data-testid="bill-total">
            {formatRupees(totals.toPay)}
          </Typography>
        </Box>
      </Stack>
      <Button
        variant="contained"
        size="large"
        disabled={lines.length === 0 || totals.toPay <= 0 || offer.checking || offer.refusal !== null}
        onClick={onPay}
        sx={{ minHeight: 56, fontSize: '1.1rem' }}
      >
        {t('bill.pay', { amount: formatRupees(totals.toPay) })}
      </Button>
      {lines.length > 0 && (
        <Button color="inherit" onClick={onClear}>
          {t('bill.clear')}
        </Button>
      )}
    </Box>
  );
}

function Row({ label, amount }: { label: string; amount: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>{amount}</Typography>
    </Box>
  );
}
