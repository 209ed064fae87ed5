import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { takeBootData } from '@/shared/boot/boot-data';
import { getUser } from '@/shared/session/session-store';
import { isGuestRecord } from '@/shared/session/session-user';

/** Retries network trouble and 5xx twice; a 4xx answer will not change by asking again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // The answers the server drew the first screen from, as a guest sees the portal: a guest's page
  // draws them at once, unasked. A signed-in person's group may see less, so their app asks.
  const answers = takeBootData('queries') ?? [];
  const user = getUser();
  if (!user || isGuestRecord(user)) for (const { key, data } of answers) client.setQueryData(key, data);
  return client;
}
