import type { Outlet, StaffAccount } from '@halwai/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The outlets an account works at, one box each; none ticked: every outlet. Closed outlets show only
 * while the account still has them.
 */
export function OutletChecks({
  account,
  outlets,
  disabled,
  onChange,
}: {
  account: StaffAccount;
  outlets: readonly Outlet[];
  disabled: boolean;
  onChange: (outlets: number[] | null) => void;
}) {
  const { t } = useTranslation('admin-accounts');
  const chosen = account.outlets ?? [];
  const shown = outlets.filter((o) => o.active || chosen.includes(o.id));
  const toggle = (id: number, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((c) => c !== id);
    onChange(next.length === 0 ? null : next.sort((a, b) => a - b));
  };
  return (
    <FormGroup row role="group" aria-label={t('outlets.label', { email: account.email })} sx={{ mt: 0.5, columnGap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center', mr: 1 }}>
        {chosen.length === 0 ? t('outlets.all') : t('outlets.some')}
      </Typography>
      {shown.map((outlet) => (
        <FormControlLabel
          key={outlet.id}
          control={
            <Checkbox size="small" checked={chosen.includes(outlet.id)} disabled={disabled} onChange={(e) => toggle(outlet.id, e.target.checked)} />
          }
          label={outlet.name}
        />
      ))}
    </FormGroup>
  );
}
