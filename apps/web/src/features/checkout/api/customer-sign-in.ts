import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerToken, SignInCodeSent } from '@halwai/domain';
import { currentLanguage } from '../../../i18n/i18n';
import { apiFetch } from '../../../lib/api-client';
import { clearCustomerSession, saveCustomerSession } from '../../../lib/customer-session';
import { customerOrdersKeys } from './get-customer-orders';

/** `POST /api/customer/otp`: a 6-digit code to the mobile, by WhatsApp or SMS, in the page's language. */
export const requestSignInCode = (mobile: string) =>
  apiFetch<SignInCodeSent>('/api/customer/otp', { method: 'POST', json: { mobile, language: currentLanguage() } });

/** `POST /api/customer/verify`: the code signs the mobile in. */
export const verifySignInCode = (mobile: string, code: string) =>
  apiFetch<CustomerToken>('/api/customer/verify', { method: 'POST', json: { mobile, code } });

export function useRequestSignInCode() {
  return useMutation({ mutationFn: requestSignInCode });
}

/** Signs in and keeps the token on this device. */
export function useVerifySignInCode() {
  return useMutation({
    mutationFn: ({ mobile, code }: { mobile: string; code: string }) => verifySignInCode(mobile, code),
    onSuccess: (signedIn) => saveCustomerSession(signedIn),
  });
}

/**
 * `POST /api/customer/logout`: the token ends on the server (`allDevices`: every sign-in of the
 * mobile). This device forgets it whatever the server answers, so signing out always works here.
 */
export function useCustomerSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ token, allDevices }: { token: string; allDevices: boolean }) => {
      // Offline or already ended elsewhere: the token is forgotten here all the same.
      await apiFetch<void>('/api/customer/logout', { method: 'POST', json: { allDevices }, customerToken: token }).catch(
        () => undefined,
      );
      clearCustomerSession();
      queryClient.removeQueries({ queryKey: customerOrdersKeys.all });
    },
  });
}
