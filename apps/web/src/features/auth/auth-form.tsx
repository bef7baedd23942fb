import type { FormEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/admin-ui/error-message';

interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The sign-in or registration call: while it runs the button spins; if it failed, why is shown above the button. */
  request: { isPending: boolean; isError: boolean; error: unknown };
  /** Said when the failure brings no words of its own. */
  failureMessage: string;
  submitLabel: string;
  pendingLabel: string;
  /** The fields. */
  children: ReactNode;
}

/** The body of the sign-in and registration forms: fields, the server's refusal, a large submit button with a spinner. */
export function AuthForm({ label, onSubmit, request, failureMessage, submitLabel, pendingLabel, children }: AuthFormProps) {
  const pending = request.isPending;
  const error = request.isError ? errorMessage(request.error, failureMessage) : null;
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
