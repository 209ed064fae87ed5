import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApproveAccountRequest, ConsoleAccountRequestQuery } from '@vitrine/contract';
import { consoleRoutes } from '@vitrine/contract/routes/console';
import { callRoute } from '@/shared/api/call-route';

export const requestsQueryKey = ['console', 'account-requests'] as const;

/** A page of account requests, the previous page kept on screen while the next arrives. */
export function useAccountRequests(query: Partial<ConsoleAccountRequestQuery>) {
  return useQuery({
    queryKey: [...requestsQueryKey, query],
    queryFn: ({ signal }) => callRoute(consoleRoutes.listAccountRequests, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** Approves (with a group and roles) or refuses (with a message) an open request. */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      decision: { id: number; approve: ApproveAccountRequest } | { id: number; refuse: { message?: string } },
    ) =>
      'approve' in decision
        ? callRoute(consoleRoutes.approveAccountRequest, {
            params: { id: decision.id },
            body: decision.approve,
          })
        : callRoute(consoleRoutes.refuseAccountRequest, {
            params: { id: decision.id },
            body: decision.refuse,
          }),
    // The users and the log changed too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}
