import { useQuery } from '@tanstack/react-query';
import type { CustomerOrder } from '@halwai/domain';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { clearCustomerSession } from '../../../lib/customer-session';

export const customerOrdersKeys = {
  all: ['customer-orders'] as const,
  of: (token: string) => ['customer-orders', token] as const,
};

/**
 * `GET /api/customer/orders`: every order placed with the signed-in mobile, from any device. A token
 * the server no longer knows (signed out elsewhere, expired) signs this device out.
 */
export async function getCustomerOrders(token: string, signal?: AbortSignal): Promise<CustomerOrder[]> {
  try {
    return await apiFetch<CustomerOrder[]>('/api/customer/orders', { signal, customerToken: token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearCustomerSession();
    throw error;
  }
}

export function useCustomerOrders(token: string | null) {
  return useQuery({
    queryKey: customerOrdersKeys.of(token ?? ''),
    queryFn: ({ signal }) => getCustomerOrders(token!, signal),
    enabled: token !== null,
    staleTime: 30_000,
  });
}
