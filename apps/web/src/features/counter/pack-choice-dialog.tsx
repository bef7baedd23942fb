import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { formatRupees } from '@halwai/domain';
import { useCounterWords } from './use-counter-words';
import type { CounterPack } from './counter-items';

/** An item sold in several packs: one tap on the pack adds it. */
export function PackChoiceDialog({
  name,
  packs,
  onChoose,
  onClose,
}: {
  name: string;
  packs: CounterPack[];
  onChoose: (pack: CounterPack) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('counter');
  const { unit } = useCounterWords();
  return (
    <Dialog open onClose={onClose} aria-labelledby="packs-title" maxWidth="xs" fullWidth>
      <DialogTitle id="packs-title">{t('packs.title', { name })}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 1 }}>
          {packs.map((pack) => (
            <Button
              key={pack.label}
              variant="outlined"
              size="large"
              onClick={() => onChoose(pack)}
              sx={{ justifyContent: 'space-between', minHeight: 56 }}
            >
              <span>{unit(pack.label)}</span>
              <strong>{formatRupees(pack.price)}</strong>
            </Button>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('packs.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
