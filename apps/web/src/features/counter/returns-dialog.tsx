import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatRupees, rupeesToPaise, type CounterBill, type CreditNote } from '@halwai/domain';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { formatDateTime } from '../../lib/format';
import { useMediaQuery } from '../../lib/use-media-query';
import { useLanguage } from '../../i18n/use-language';
import { useFindBills } from './api/find-bills';
import { useRefundSale } from './api/refund-sale';
import { lineKey, refundableLines, refundRequest } from './refund-entry';
import { creditNotePath } from './shift-paths';
import { useCounterWords } from './use-counter-words';

/**
 * Returns at the counter: find the bill (its invoice number, or among the shift's latest), choose
 * what comes back (a line's quantity, or everything), confirm; then the credit note's number and
 * what to pay back by each method, cash out of the drawer.
 */
export function ReturnsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('counter-shifts');
  const phone = useMediaQuery('(max-width: 599.95px)');
  const [bill, setBill] = useState<CounterBill | null>(null);
  const [note, setNote] = useState<CreditNote | null>(null);

  return (
    <Dialog open onClose={onClose} aria-labelledby="returns-title" maxWidth="sm" fullWidth fullScreen={phone}>
      <DialogTitle id="returns-title">{note ? t('returns.doneTitle', { number: note.number }) : t('returns.title')}</DialogTitle>
      {note ? (
        <RefundDone note={note} onClose={onClose} />
      ) : bill ? (
        <ChooseLines bill={bill} onBack={() => setBill(null)} onRefunded={setNote} />
      ) : (
        <FindBill onPick={setBill} onClose={onClose} />
      )}
    </Dialog>
  );
}

function FindBill({ onPick, onClose }: { onPick: (bill: CounterBill) => void; onClose: () => void }) {
  const { t } = useTranslation('counter-shifts');
  const language = useLanguage();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const bills = useFindBills(asked);

  return (
    <>
      <DialogContent>
        <Box
          component="form"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setAsked(typed);
          }}
          sx={{ display: 'flex', gap: 1, pt: 1 }}
        >
          <TextField
            label={t('returns.invoice')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoFocus
            fullWidth
            autoComplete="off"
          />
          <Button type="submit" variant="contained">
            {t('returns.find')}
          </Button>
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {asked.trim() ? t('returns.found', { invoice: asked.trim() }) : t('returns.latest')}
        </Typography>
        {bills.error && <Alert severity="error">{errorMessage(bills.error, t('returns.findFailed'))}</Alert>}
        {bills.data?.length === 0 && (
          <Typography color="text.secondary" role="status" sx={{ py: 1 }}>
            {asked.trim() ? t('returns.noneFound', { invoice: asked.trim() }) : t('returns.noneInShift')}
          </Typography>
        )}
        <List dense aria-label={t('returns.bills')}>
          {bills.data?.map((b) => {
            const left = refundableLines(b).some((l) => l.left > 0);
            return (
              <ListItemButton key={b.id} onClick={() => onPick(b)} disabled={!left} divider>
                <ListItemText
                  primary={`${b.invoiceNumber} · ${formatRupees(rupeesToPaise(b.orderTotal))}`}
                  secondary={formatDateTime(b.orderDate, language)}
                />
                {b.creditNotes.length > 0 && (
                  <Chip size="small" label={left ? t('returns.partRefunded') : t('returns.refunded')} />
                )}
              </ListItemButton>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
      </DialogActions>
    </>
  );
}

function ChooseLines({
  bill,
  onBack,
  onRefunded,
}: {
  bill: CounterBill;
  onBack: () => void;
  onRefunded: (note: CreditNote) => void;
}) {
  const { t } = useTranslation('counter-shifts');
  const words = useCounterWords();
  const lines = refundableLines(bill);
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [confirming, setConfirming] = useState(false);
  const refund = useRefundSale();
  const request = refundRequest(lines, chosen);
  const count = request?.lines?.reduce((sum, l) => sum + l.quantity, 0) ?? 0;
  const set = (key: string, n: number) => {
    setConfirming(false);
    setChosen((c) => ({ ...c, [key]: n }));
  };

  return (
    <>
      <DialogContent>
        <Typography sx={{ fontWeight: 700 }}>
          {t('returns.bill', { invoice: bill.invoiceNumber, total: formatRupees(rupeesToPaise(bill.orderTotal)) })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('returns.chooseHelp')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('returns.lines')}>
          {lines.map((line) => {
            const key = lineKey(line);
            const n = chosen[key] ?? 0;
            const label = `${words.name(line)} (${words.unit(line.variant)})`;
            return (
              <Box
                component="li"
                key={key}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{label}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('returns.left', { left: line.left, sold: line.sold })}
                  </Typography>
                </Box>
                <IconButton aria-label={t('returns.less', { name: label })} disabled={n === 0} onClick={() => set(key, n - 1)}>
                  <RemoveIcon />
                </IconButton>
                <Typography
                  sx={{ minWidth: '2ch', textAlign: 'center', fontWeight: 700 }}
                  aria-label={t('returns.quantity', { name: label })}
                >
                  {n}
                </Typography>
                <IconButton
                  aria-label={t('returns.more', { name: label })}
                  disabled={n >= line.left}
                  onClick={() => set(key, n + 1)}
                >
                  <AddIcon />
                </IconButton>
              </Box>
            );
          })}
        </Box>
        <Button
          sx={{ mt: 1 }}
          onClick={() => {
            setConfirming(false);
            setChosen(Object.fromEntries(lines.map((l) => [lineKey(l), l.left])));
          }}
        >
          {t('returns.all')}
        </Button>
        {confirming && request && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('returns.confirmText', { count })}
          </Alert>
        )}
        {refund.error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorMessage(refund.error, t('returns.failed'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onBack}>{t('returns.back')}</Button>
        {confirming && request ? (
          <Button
            variant="contained"
            color="warning"
            size="large"
            loading={refund.isPending}
            onClick={() => refund.mutate({ id: bill.id, request }, { onSuccess: onRefunded })}
          >
            {t('returns.confirm')}
          </Button>
        ) : (
          <Button variant="contained" size="large" disabled={!request} onClick={() => setConfirming(true)}>
            {t('returns.refund', { count })}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

function RefundDone({ note, onClose }: { note: CreditNote; onClose: () => void }) {
  const { t } = useTranslation('counter-shifts');
  return (
    <>
      <DialogContent sx={{ textAlign: 'center' }} data-testid="refund-done">
        <Typography color="text.secondary">{t('returns.payBack')}</Typography>
        <Stack sx={{ gap: 0.5, my: 1 }}>
          {note.paidBack.map((p) => (
            <Typography key={p.method} sx={{ fontSize: '1.8rem', fontWeight: 800 }}>
              {t(`returns.by.${p.method}`, { amount: formatRupees(rupeesToPaise(p.amount)) })}
            </Typography>
          ))}
        </Stack>
        <Typography sx={{ fontWeight: 600 }} data-testid="credit-note-number">
          {t('returns.creditNote', { number: note.number, invoice: note.invoiceNumber })}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button component={RouterLink} to={creditNotePath(note.id)} variant="outlined" size="large">
          {t('returns.print')}
        </Button>
        <Button variant="contained" size="large" onClick={onClose} autoFocus>
          {t('returns.done')}
        </Button>
      </DialogActions>
    </>
  );
}
