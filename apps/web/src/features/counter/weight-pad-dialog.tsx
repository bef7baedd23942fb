import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatRupees, priceForWeight, weightLabel, type Paise } from '@halwai/domain';
import { EMPTY_WEIGHT, gramsOf, pressKey, switchUnit, type WeightUnit } from './weight-entry';

const DIGIT_KEYS = ['7', '8', '9', '4', '5', '6', '1', '2', '3'] as const;

export interface WeightPadProps {
  /** The item's name in the page's language. */
  name: string;
  pricePerKg: Paise;
  onAdd: (grams: number) => void;
  onClose: () => void;
}

/** The number pad for a by-weight item: grams or kilos, the price shown as it is typed, to the paisa. */
export function WeightPadDialog({ name, pricePerKg, onAdd, onClose }: WeightPadProps) {
  const { t } = useTranslation('counter');
  const [entry, setEntry] = useState(EMPTY_WEIGHT);
  const grams = gramsOf(entry);
  const press = (key: string) => setEntry((current) => pressKey(current, key));
  const add = () => grams !== null && onAdd(grams);

  // A keyboard (or a scale that types) works as the pad does.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (/^[\d.]$/.test(event.key)) press(event.key);
    else if (event.key === 'Backspace') press('backspace');
    else if (event.key === 'Enter' && grams !== null) {
      event.preventDefault();
      add();
    } else return;
    event.preventDefault();
  };

  return (
    <Dialog open onClose={onClose} onKeyDown={onKeyDown} aria-labelledby="weigh-title" maxWidth="xs" fullWidth>
      <DialogTitle id="weigh-title">{t('weigh.title', { name })}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('weigh.perKg', { price: formatRupees(pricePerKg) })}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={entry.unit}
          aria-label={t('weigh.unit')}
          onChange={(_, unit: WeightUnit | null) => unit && setEntry((current) => switchUnit(current, unit))}
          sx={{ mb: 1.5 }}
        >
          <ToggleButton value="g">{t('weigh.grams')}</ToggleButton>
          <ToggleButton value="kg">{t('weigh.kilos')}</ToggleButton>
        </ToggleButtonGroup>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 2,
            mb: 1.5,
            px: 1.5,
            py: 1,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          <Box>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('weigh.weight')}
            </Typography>
            <Typography
              role="status"
              aria-label={t('weigh.weight')}
              sx={{ fontSize: '1.6rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            >
              {entry.digits || '0'} {entry.unit === 'g' ? t('weigh.grams') : t('weigh.kilos')}
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'right' }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('weigh.price')}
            </Typography>
            <Typography
              data-testid="weight-price"
              aria-label={t('weigh.price')}
              sx={{ fontSize: '1.6rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            >
              {grams === null ? '—' : formatRupees(priceForWeight(pricePerKg, grams))}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
          {DIGIT_KEYS.map((digit) => (
            <PadKey key={digit} onClick={() => press(digit)}>
              {digit}
            </PadKey>
          ))}
          <PadKey onClick={() => press('.')} disabled={entry.unit !== 'kg'}>
            .
          </PadKey>
          <PadKey onClick={() => press('0')}>0</PadKey>
          <PadKey onClick={() => press('backspace')} label={t('weigh.backspace')}>
            <BackspaceOutlinedIcon />
          </PadKey>
        </Box>
        {grams !== null && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {weightLabel(grams)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => press('clear')}>{t('weigh.clear')}</Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{t('weigh.cancel')}</Button>
        <Button variant="contained" size="large" disabled={grams === null} onClick={add}>
          {t('weigh.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PadKey({
  children,
  onClick,
  disabled,
  label,
}: {
  children: React.ReactNode;
  onClick: () => void;
  disabled?: boolean;
  label?: string;
}) {
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      sx={{ minHeight: 56, fontSize: '1.4rem', fontWeight: 700 }}
    >
      {children}
    </Button>
  );
}
