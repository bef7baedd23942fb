import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import { inLanguage, reorderLines, type PastLine, type ReorderResult } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { catalogueQueryOptions } from '../../lib/api/get-catalogue';
import { cartStore } from '../../lib/cart-store';
import { formatOrderId } from '../../lib/format';
import { paths } from '../../lib/paths';

/** What went in, what was left out, and the Hindi name of each item named (by its English name). */
type Outcome = { result: ReorderResult; hindiNames: ReadonlyMap<string, string> } | { failed: true };

/** A past line, with the Hindi name it was sold under where the order knows it. */
type PastLineNamed = PastLine & { nameHi?: string | undefined };

/**
 * **Order again**: the order's lines go into the cart at today's prices and packs (read fresh from the
 * catalogue); what is gone, switched off or sold out is left out, and a dialog says which.
 */
export function OrderAgainButton({
  orderId,
  lines,
  ...button
}: { orderId: number; lines: readonly PastLineNamed[] } & Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const orderAgain = async () => {
    setBusy(true);
    try {
      const catalogue = await queryClient.fetchQuery({ ...catalogueQueryOptions, staleTime: 0 });
      const result = reorderLines(lines, catalogue.items);
      // Today's Hindi names go into the cart with the lines, so a Hindi page shows them there.
      const hindiNames = new Map<string, string>();
      for (const item of catalogue.items) if (item.nameHi) hindiNames.set(item.name, item.nameHi);
      for (const line of lines) if (line.nameHi && !hindiNames.has(line.name)) hindiNames.set(line.name, line.nameHi);
      for (const line of result.lines) {
        const nameHi = catalogue.items.find((item) => item.id === line.id)?.nameHi;
        cartStore.getState().add({ ...line, ...(nameHi && { nameHi }) });
      }
      setOutcome({ result, hindiNames });
    } catch {
      setOutcome({ failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        startIcon={<ReplayIcon />}
        loading={busy}
        onClick={() => void orderAgain()}
        aria-label={t('orderAgain.buttonLabel', { id: formatOrderId(orderId) })}
        {...button}
      >
        {t('orderAgain.button')}
      </Button>
      <OrderAgainDialog orderId={orderId} outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}

function OrderAgainDialog({ orderId, outcome, onClose }: { orderId: number; outcome: Outcome | null; onClose: () => void }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const titleId = useId();
  // The last outcome stays drawn while the dialog fades out.
  const [shown, setShown] = useState(outcome);
  if (outcome && outcome !== shown) setShown(outcome);
  const id = formatOrderId(orderId);
  const result = shown && 'result' in shown ? shown.result : null;
  const nameOf = (name: string) => inLanguage(language, name, shown && 'result' in shown ? shown.hindiNames.get(name) : undefined);
  const added = result?.lines.length ?? 0;

  return (
    <Dialog open={outcome !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{added > 0 ? t('orderAgain.addedTitle') : t('orderAgain.noneTitle')}</DialogTitle>
      <DialogContent>
        {!result ? (
          <Alert severity="error">{t('orderAgain.loadFailed')}</Alert>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>
              {added > 0 ? t('orderAgain.added', { count: added, id }) : t('orderAgain.none', { id })}
            </Typography>
            {result.leftOut.length > 0 && (
              <Alert severity="warning" sx={{ mb: 1 }}>
                <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                  {t('orderAgain.leftOutHeading')}
                </Typography>
                <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
                  {result.leftOut.map((line, index) => (
                    <li key={`${line.name}-${line.variant}-${index}`}>
                      {t('orderAgain.leftOut', {
                        name: nameOf(line.name),
                        variant: line.variant,
                        reason: t(`orderAgain.reason.${line.reason}`),
                      })}
                    </li>
                  ))}
                </ul>
              </Alert>
            )}
            {result.reduced.length > 0 && (
              <Alert severity="info">
                <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                  {t('orderAgain.reducedHeading')}
                </Typography>
                <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
                  {result.reduced.map((line) => (
                    <li key={`${line.name}-${line.variant}`}>{t('orderAgain.reduced', { ...line, name: nameOf(line.name) })}</li>
                  ))}
                </ul>
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('orderAgain.close')}</Button>
        {added > 0 && (
          <Button component={RouterLink} to={paths.cart} variant="contained" autoFocus>
            {t('orderAgain.goToCart')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
