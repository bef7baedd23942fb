import Chip from '@mui/material/Chip';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useLiveStatus } from './use-live-events';

const pulse = keyframes`50% { opacity: 0.35; }`;

/** A small "Live" / "Reconnecting…" sign, so staff know whether new orders will appear by themselves. */
export function LiveStatusChip() {
  const { t } = useTranslation('admin');
  const status = useLiveStatus();
  if (status === 'off') return null;
  const live = status === 'live';
  return (
    <Chip
      role="status"
      size="small"
      variant="outlined"
      color={live ? 'success' : 'warning'}
      label={t(`live.${status}`)}
      icon={<span aria-hidden style={{ width: 8, height: 8, borderRadius: '50%', background: 'currentColor', marginLeft: 8 }} />}
      sx={{
        alignSelf: 'center',
        fontWeight: 600,
        '& .MuiChip-icon': { animation: live ? `${pulse} 2s ease-in-out infinite` : 'none' },
        '@media (prefers-reduced-motion: reduce)': { '& .MuiChip-icon': { animation: 'none' } },
      }}
    />
  );
}
