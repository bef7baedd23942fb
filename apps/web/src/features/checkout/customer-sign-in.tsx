import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import { signInCodeRequestSchema, signInCodeVerifySchema } from '@halwai/domain';
import { translateMessage } from '../../i18n/translate-message';
import { ApiError } from '../../lib/api-client';
import { useCustomerSession, type CustomerSession } from '../../lib/customer-session';
import { formatMobile } from '../../lib/format';
import { useShopInfo } from '../../lib/use-shop-info';
import { useCustomerSignOut, useRequestSignInCode, useVerifySignInCode } from './api/customer-sign-in';

/** The first field error of a zod check, in the shop's language. */
const firstIssue = (result: { success: false; error: { issues: { message: string }[] } }) =>
  translateMessage(result.error.issues[0]?.message ?? '');

/** A refusal's words (translated by the API client), or the browser's for a network failure. */
const problemOf = (error: unknown): { message: string; field?: string } | null => {
  if (!error) return null;
  if (error instanceof ApiError) {
    const field = Object.keys(error.fieldErrors)[0];
    return { message: error.message, ...(field && { field }) };
  }
  return { message: error instanceof Error ? error.message : String(error) };
};

/**
 * My orders' sign-in by code: the mobile, then the 6-digit code sent to it, then signed in (with
 * sign-out on this phone or every phone). Signed in, My orders lists the mobile's orders from any phone.
 */
export function CustomerSignIn() {
  const customer = useCustomerSession();
  const { customerSignIn } = useShopInfo();
  if (customer) return <SignedIn customer={customer} />;
  return customerSignIn ? <SignInByCode /> : <SignInUnavailable />;
}

/** A shop that cannot send codes (no WhatsApp or SMS set up) says so rather than offering a sign-in that fails. */
function SignInUnavailable() {
  const { t } = useTranslation('account');
  return (
    <Alert severity="info" component="section" aria-label={t('signIn.title')} sx={{ mb: 3 }}>
      {t('signIn.unavailable')}
    </Alert>
  );
}

function SignInByCode() {
  const { t } = useTranslation('account');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<{ mobile: string; message: string } | null>(null);
  const [checkError, setCheckError] = useState<{ field: 'mobile' | 'code'; message: string } | null>(null);
  const requestCode = useRequestSignInCode();
  const verify = useVerifySignInCode();

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    const checked = signInCodeRequestSchema.safeParse({ mobile });
    if (!checked.success) return setCheckError({ field: 'mobile', message: firstIssue(checked) });
    setCheckError(null);
    verify.reset();
    requestCode.mutate(checked.data.mobile, {
      onSuccess: (sent) => {
        setSentTo({ mobile: checked.data.mobile, message: translateMessage(sent.message) });
        setCode('');
      },
    });
  };

  const signIn = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    const checked = signInCodeVerifySchema.safeParse({ mobile: sentTo.mobile, code });
    if (!checked.success) return setCheckError({ field: 'code', message: firstIssue(checked) });
    setCheckError(null);
    verify.mutate({ mobile: sentTo.mobile, code: checked.data.code });
  };

  const refusal = problemOf(sentTo ? (verify.error ?? requestCode.error) : requestCode.error);
  const fieldError = (field: 'mobile' | 'code') =>
    checkError?.field === field ? checkError.message : refusal?.field === field ? refusal.message : undefined;
  // A refusal that is not about the field shown (too many codes, the shop cannot send) shows above it.
  const shownField = sentTo ? 'code' : 'mobile';
  const banner = refusal && refusal.field !== shownField ? refusal.message : null;

  return (
    <Card component="section" aria-labelledby="customer-sign-in-title" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <PhoneIphoneOutlinedIcon aria-hidden color="primary" />
        <Typography id="customer-sign-in-title" component="h2" variant="h5">
          {t('signIn.title')}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('signIn.intro')}
      </Typography>
      {banner && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {banner}
        </Alert>
      )}

      {!sentTo ? (
        <Stack
          component="form"
          noValidate
          onSubmit={sendCode}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label={t('signIn.mobile')}
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            type="tel"
            autoComplete="tel-national"
            slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
            error={fieldError('mobile') !== undefined}
            helperText={fieldError('mobile')}
            sx={{ flex: 1, maxWidth: { sm: 320 } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={requestCode.isPending}
            sx={{ whiteSpace: 'nowrap', minHeight: 56 }}
          >
            {t('signIn.sendCode')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={signIn} spacing={1.5}>
          <Alert severity="success" role="status">
            {sentTo.message}
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label={t('signIn.code')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
              error={fieldError('code') !== undefined}
              helperText={fieldError('code') ?? t('signIn.codeHelp', { mobile: formatMobile(sentTo.mobile) })}
              sx={{ flex: 1, maxWidth: { sm: 240 } }}
              autoFocus
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={verify.isPending}
              sx={{ whiteSpace: 'nowrap', minHeight: 56 }}
            >
              {t('signIn.submit')}
            </Button>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button
              onClick={() => {
                setSentTo(null);
                requestCode.reset();
                verify.reset();
              }}
            >
              {t('signIn.changeNumber')}
            </Button>
            <Button onClick={() => sendCode()} loading={requestCode.isPending}>
              {t('signIn.sendAgain')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Card>
  );
}

function SignedIn({ customer }: { customer: CustomerSession }) {
  const { t } = useTranslation('account');
  const signOut = useCustomerSignOut();
  return (
    <Card component="section" aria-labelledby="customer-signed-in" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <div>
          <Typography id="customer-signed-in" component="h2" variant="h5">
            {t('signIn.signedInAs', { mobile: formatMobile(customer.mobile) })}
          </Typography>
          <Typography color="text.secondary">{t('signIn.signedInNote')}</Typography>
        </div>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
        >
          <Button
            variant="outlined"
            onClick={() => signOut.mutate({ token: customer.token, allDevices: false })}
            disabled={signOut.isPending}
          >
            {t('signIn.signOut')}
          </Button>
          <Button onClick={() => signOut.mutate({ token: customer.token, allDevices: true })} disabled={signOut.isPending}>
            {t('signIn.signOutEverywhere')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
