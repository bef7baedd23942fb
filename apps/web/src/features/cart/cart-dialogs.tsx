import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { inLanguage, type CartLine } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';

interface RemoveLineDialogProps {
  line: CartLine | null;
  onYes: (line: CartLine) => void;
  onNo: () => void;
}

/** Asks before a line leaves the cart (Yes/No). */
export function RemoveLineDialog({ line, onYes, onNo }: RemoveLineDialogProps) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const titleId = useId();
  // Keeps the line's name on screen while the dialog fades out.
  const [shown, setShown] = useState(line);
  if (line && line !== shown) setShown(line);

  return (
    <Dialog open={line !== null} onClose={onNo} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('remove.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {shown ? t('remove.text', { name: inLanguage(language, shown.name, shown.nameHi), variant: shown.selectedWeight }) : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onNo} autoFocus>
          {t('remove.no')}
        </Button>
        <Button onClick={() => line && onYes(line)} variant="contained" color="secondary">
          {t('remove.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Shown while the order is on its way; it cannot be dismissed, so the order is not sent twice. */
export function PlacingOrderDialog({ open, retrying = false }: { open: boolean; retrying?: boolean }) {
  const { t } = useTranslation('cart');
  const titleId = useId();
  return (
    <Dialog open={open} aria-labelledby={titleId} aria-busy="true" maxWidth="xs" fullWidth disableEscapeKeyDown>
      <DialogTitle id={titleId} sx={{ textAlign: 'center' }}>
        {retrying ? t('placing.busyTitle') : t('placing.title')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center', pb: 1 }}>
          <CircularProgress aria-hidden />
          {/* A status, so a screen reader hears the wait change to "busy, trying again". */}
          <Typography role="status" color="text.secondary" sx={{ textAlign: 'center' }}>
            {retrying ? t('placing.busyText') : t('placing.text')}
          </Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
