import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleShareQuery } from '@vitrine/contract';
import { consoleRoutes } from '@vitrine/contract/routes/console';
import { callRoute } from '@/shared/api/call-route';

/** A page of shared carts whose links have not expired. */
export function useShares(query: Partial<ConsoleShareQuery>) {
  return useQuery({
    queryKey: ['console', 'shares', query],
    queryFn: ({ signal }) => callRoute(consoleRoutes.listConsoleShares, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** Withdraws a share's link (it answers 410 Gone from then on). */
export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(consoleRoutes.revokeConsoleShare, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}
