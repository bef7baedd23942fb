import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { messageKeys, type ContactMessage } from './message-keys';

interface HandledChange {
  id: number;
  handled: boolean;
}

export const setMessageHandled = ({ id, handled }: HandledChange) =>
  apiFetch<ContactMessage>(`/api/admin/messages/${id}/handled`, { method: 'PUT', json: { handled } });

function showHandled(queryClient: QueryClient, { id, handled }: HandledChange) {
  queryClient.setQueryData<ContactMessage[]>(messageKeys.all, (messages) =>
    messages?.map((m) => (m.id === id ? { ...m, handled } : m)),
  );
}

/** The switch moves at once; a refusal moves this message's switch back. */
export function useSetMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMessageHandled,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: messageKeys.all });
      showHandled(queryClient, change);
    },
    onError: (_error, change) => showHandled(queryClient, { id: change.id, handled: !change.handled }),
    onSuccess: (message) => showHandled(queryClient, message),
  });
}
