import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { takeBootData } from '@/shared/boot/boot-data';

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
  // The answers the server drew the first screen from: the page draws them at once, unasked.
  for (const { key, data } of takeBootData('queries') ?? []) client.setQueryData(key, data);
  return client;
}
