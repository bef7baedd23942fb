import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LiveEventsProvider } from '../lib/live-events/live-events-provider';
import { useSession } from '../lib/use-session';
import { lazyWithTheme } from '../lib/ui/lazy-with-theme';

// Staff-only: shoppers never download the live orders and messages code.
const LiveSync = lazyWithTheme(() => import('./live-sync'), 'LiveSync');

function StaffLiveSync() {
  const { token } = useSession();
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <LiveSync />
    </Suspense>
  );
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveEventsProvider>
        <StaffLiveSync />
        {children}
      </LiveEventsProvider>
    </QueryClientProvider>
  );
}
