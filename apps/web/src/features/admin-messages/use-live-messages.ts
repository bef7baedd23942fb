import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../lib/live-events/use-live-events';
import type { ContactMessage } from '@halwai/domain';
import { messageKeys } from './api/message-keys';
import { newMessages } from './new-messages';

/** Keeps the messages in the cache up to date with the live stream, for as long as the app runs. */
export function useLiveMessages(): void {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (event.type === 'contact.received') {
      const message = event.data;
      queryClient.setQueryData<ContactMessage[]>(messageKeys.all, (list) =>
        list ? [message, ...list.filter((m) => m.id !== message.id)] : list,
      );
      newMessages.arrived(message.id);
    } else if (event.type === 'ready' || event.type === 'resync') {
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    }
  });
}
