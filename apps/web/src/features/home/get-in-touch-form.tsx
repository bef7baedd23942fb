import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SendIcon from '@mui/icons-material/Send';
import { contactSchema, type ContactInput } from '@halwai/domain';
import { translateMessage } from '../../i18n/translate-message';
import { ApiError } from '../../lib/api-client';
import { MessageDialog, type DialogMessage } from '../../lib/ui/message-dialog';
import { PhoneNumberField, RegisteredTextField } from '../../lib/ui/registered-text-field';
import { useSendContactMessage } from './api/send-contact-message';

const EMPTY: ContactInput = { name: '', phoneNumber: '', message: '' };

/** A network failure has no server message: its own, or a generic sentence. */
function replyToError(error: unknown, t: TFunction<'home'>): DialogMessage {
  if (error instanceof ApiError) return { title: t('contact.form.replyTitle'), message: error.message };
  const message = error instanceof Error && error.message ? error.message : t('contact.form.unknownError');
  return { title: t('contact.form.notSentTitle'), message };
}

/** Name and message are required, the phone optional and digits only; the form clears after any answer. */
export function GetInTouchForm() {
  const { t } = useTranslation('home');
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const send = useSendContactMessage();
  const [reply, setReply] = useState<DialogMessage | null>(null);

  const onSubmit = handleSubmit((input) =>
    send.mutate(input, {
      onSuccess: (answer) => setReply({ title: t('contact.form.replyTitle'), message: translateMessage(answer.message) }),
      onError: (error) => setReply(replyToError(error, t)),
      onSettled: () => reset(EMPTY),
    }),
  );

  const { errors } = formState;
  return (
    <>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t('contact.form.label')}>
        <RegisteredTextField label={t('contact.form.name')} required autoComplete="name" registration={register('name')} fieldError={errors.name} />
        <PhoneNumberField
          label={t('contact.form.phone')}
          registration={register('phoneNumber')}
          fieldError={errors.phoneNumber}
          helperText={t('contact.form.phoneHelp')}
        />
        <RegisteredTextField
          label={t('contact.form.message')}
          required
          multiline
          minRows={4}
          registration={register('message')}
          fieldError={errors.message}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          endIcon={<SendIcon />}
          disabled={!formState.isValid || send.isPending}
          sx={{ alignSelf: { sm: 'flex-start' }, px: 4 }}
        >
          {send.isPending ? t('contact.form.sending') : t('contact.form.send')}
        </Button>
      </Stack>

      <MessageDialog content={reply} onClose={() => setReply(null)} />
    </>
  );
}
