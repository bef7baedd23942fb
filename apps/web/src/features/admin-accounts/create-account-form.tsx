import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema, type RegisterInput } from '@halwai/domain';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AlertColor } from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { EmailPasswordFields } from '../../lib/admin-ui/email-password-fields';
import { setServerErrors } from '../../lib/admin-ui/set-server-errors';
import { useCreateAccount } from './api/create-account';

const isAccountField = (name: string) => name === 'email' || name === 'password';

/** Creates a staff account that can sign in at once (no approval step). */
export function CreateAccountForm({ onNotice }: { onNotice: (message: string, severity?: AlertColor) => void }) {
  const { t } = useTranslation('admin-accounts');
  const create = useCreateAccount();
  const { control, handleSubmit, reset, setError } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (account) => {
        reset();
        onNotice(t('create.created', { email: account.email }));
      },
      onError: (error) => {
        const onField = error instanceof ApiError && setServerErrors(error.fieldErrors, setError, isAccountField);
        if (!onField) onNotice(errorMessage(error, t('create.failed')), 'error');
      },
    }),
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby="create-account-title">
      <Typography id="create-account-title" component="h2" variant="h5">
        {t('create.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('create.intro')}
      </Typography>
      <EmailPasswordFields control={control} purpose="new-password" emailAutoComplete="off" />
      <div>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {t('create.submit')}
        </Button>
      </div>
    </Stack>
  );
}
