import type { ContactMessage, HandledChange } from '@halwai/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { messageKeys } from './message-keys';

type MessageHandled = { id: number } & HandledChange;

export const setMessageHandled = ({ id, handled }: MessageHandled) =>
  apiFetch<ContactMessage>(`/api/admin/messages/${id}/handled`, { method: 'PUT', json: { handled } satisfies HandledChange });

function showHandled(queryClient: QueryClient, { id, handled }: MessageHandled) {
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
