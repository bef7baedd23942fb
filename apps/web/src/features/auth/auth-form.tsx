import type { FormEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the server refused the last attempt, if it did; shown above the button. */
  error: string | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** The fields. */
  children: ReactNode;
}

/** The body of the sign-in and registration forms: fields, the server's refusal, a large submit button with a spinner. */
export function AuthForm({ label, onSubmit, error, pending, submitLabel, pendingLabel, children }: AuthFormProps) {
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={label}>
      {children}
      {error !== null && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {pending ? pendingLabel : submitLabel}
      </Button>
    </Stack>
  );
}

/** The line under the form that leads to the other one ("New here? Create an account"). */
export function AuthSwitchLink({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <Typography sx={{ mt: 3, textAlign: 'center' }}>
      {question}{' '}
      <Link component={RouterLink} to={to}>
        {label}
      </Link>
    </Typography>
  );
}
