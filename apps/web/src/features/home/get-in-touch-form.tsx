import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SendIcon from '@mui/icons-material/Send';
import { contactSchema, type ContactInput } from '@halwai/domain';
import { ApiError } from '../../lib/api-client';
import { MessageDialog, type DialogMessage } from '../../lib/ui/message-dialog';
import { PhoneNumberField, RegisteredTextField } from '../../lib/ui/registered-text-field';
import { useSendContactMessage } from './api/send-contact-message';

const EMPTY: ContactInput = { name: '', phoneNumber: '', message: '' };

/** A network failure has no server message: its own, or a generic sentence (SPEC §8). */
function replyToError(error: unknown): DialogMessage {
  if (error instanceof ApiError) return { title: 'Message from Server', message: error.message };
  const message = error instanceof Error && error.message ? error.message : 'An unknown error occurred';
  return { title: 'Message not sent', message };
}

/** Name and message are required, the phone optional and digits only; the form clears after any answer. */
export function GetInTouchForm() {
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const send = useSendContactMessage();
  const [reply, setReply] = useState<DialogMessage | null>(null);

  const onSubmit = handleSubmit((input) =>
    send.mutate(input, {
      onSuccess: (answer) => setReply({ title: 'Message from Server', message: answer.message }),
      onError: (error) => setReply(replyToError(error)),
      onSettled: () => reset(EMPTY),
    }),
  );

  const { errors } = formState;
  return (
    <>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Get in touch">
        <RegisteredTextField label="Name" required autoComplete="name" registration={register('name')} fieldError={errors.name} />
        <PhoneNumberField
          label="Phone (optional)"
          registration={register('phoneNumber')}
          fieldError={errors.phoneNumber}
          helperText="So we can call you back."
        />
        <RegisteredTextField
          label="Message"
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
          {send.isPending ? 'Sending…' : 'Send message'}
        </Button>
      </Stack>

      <MessageDialog content={reply} onClose={() => setReply(null)} />
    </>
  );
}
