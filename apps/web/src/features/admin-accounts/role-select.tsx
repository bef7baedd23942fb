import { STAFF_ROLES, type StaffAccount, type StaffRole } from '@halwai/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** What an approved account may do: the whole back office, or the counter only. */
export function RoleSelect({
  account,
  disabled,
  onChange,
}: {
  account: StaffAccount;
  disabled: boolean;
  onChange: (role: StaffRole) => void;
}) {
  const { t } = useTranslation('admin-accounts');
  return (
    <TextField
      select
      size="small"
      value={account.role}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as StaffRole)}
      slotProps={{ htmlInput: { 'aria-label': t('account.roleLabel', { email: account.email }) } }}
      sx={{ minWidth: 150 }}
    >
      {STAFF_ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {t(`roles.${role}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
