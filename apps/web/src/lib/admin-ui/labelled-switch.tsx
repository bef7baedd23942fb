import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

interface LabelledSwitchProps {
  /** Shown beside the switch ("Available", "Handled"). */
  label: string;
  /** Says whose switch it is when there are many on a page, e.g. "Available: Rasgulla". */
  ariaLabel: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A switch with its label beside it, for one card among many. */
export function LabelledSwitch({ label, ariaLabel, checked, onChange, disabled }: LabelledSwitchProps) {
  return (
    <FormControlLabel
      label={label}
      sx={{ mr: 0 }}
      control={
        <Switch
          checked={checked}
          onChange={(_event, value) => onChange(value)}
          disabled={disabled}
          slotProps={{ input: { 'aria-label': ariaLabel } }}
        />
      }
    />
  );
}
