import { useMutation } from '@tanstack/react-query';
import type { ContactInput, ContactResponse } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';

/** Sends the get-in-touch form; the answer's `message` is the shop's reply. */
export const sendContactMessage = (input: ContactInput) => apiFetch<ContactResponse>('/get-in-touch', { json: input });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
