import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { LiveStatusChip } from '../../lib/live-events/live-status-chip';
import { playChime } from './chime';
import { setOrderSound, useOrderSound } from './order-sound';

/** Whether new orders are arriving by themselves, and the chime for them. */
export function LiveOrdersToolbar() {
  const { t } = useTranslation('admin-orders');
  const soundOn = useOrderSound();
  return (
    <>
      <LiveStatusChip />
      <FormControlLabel
        label={t('live.sound')}
        sx={{ mr: 0 }}
        control={
          <Switch
            checked={soundOn}
            onChange={(_event, on) => {
              setOrderSound(on);
              // A chime now, inside the click, lets the browser play the later ones and lets staff hear it.
              if (on) playChime();
            }}
            slotProps={{ input: { 'aria-label': t('live.soundLabel') } }}
          />
        }
      />
    </>
  );
}
