import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { NotificationsProvider } from '@/shared/notifications/notifications-context';
import { ConfigGate } from './config-gate';
import { createQueryClient } from './query-client';

/** Everything the routes rely on: server state, notifications, then the configuration gate. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider>
        <ConfigGate>{children}</ConfigGate>
      </NotificationsProvider>
    </QueryClientProvider>
  );
}
