import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConsoleGroupChange,
  ConsoleGroupCreate,
  ConsoleUserChange,
  ConsoleUserCreate,
  ConsoleUserQuery,
} from '@vitrine/contract';
import { consoleRoutes } from '@vitrine/contract/routes/console';
import type { RouteBody } from '@vitrine/contract/routes/route';
import { callRoute } from '@/shared/api/call-route';

export const usersQueryKey = ['console', 'users'] as const;

/** A page of users, the previous page kept on screen while the next arrives. */
export function useConsoleUsers(query: Partial<ConsoleUserQuery>) {
  return useQuery({
    queryKey: [...usersQueryKey, 'list', query],
    queryFn: ({ signal }) => callRoute(consoleRoutes.listConsoleUsers, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function useConsoleUser(id: number) {
  return useQuery({
    queryKey: [...usersQueryKey, 'one', id],
    queryFn: ({ signal }) => callRoute(consoleRoutes.getConsoleUser, { signal, params: { id } }),
  });
}

/** Every change of a user refreshes the console's lists and log. */
function useConsoleMutation<V, A>(mutationFn: (variables: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}

export const useChangeUser = (id: number) =>
  useConsoleMutation((change: ConsoleUserChange) =>
    callRoute(consoleRoutes.changeConsoleUser, { params: { id }, body: change }),
  );

export const useEndSessions = (id: number) =>
  useConsoleMutation(() => callRoute(consoleRoutes.endConsoleUserSessions, { params: { id } }));

export const useSendReset = (id: number) =>
  useConsoleMutation(() => callRoute(consoleRoutes.sendConsoleUserReset, { params: { id } }));

export const useCreateUser = () =>
  useConsoleMutation((body: RouteBody<typeof consoleRoutes.createConsoleUser> & ConsoleUserCreate) =>
    callRoute(consoleRoutes.createConsoleUser, { body }),
  );

/** Every registration group, for choosing one. */
export function useConsoleGroups() {
  return useQuery({
    queryKey: ['console', 'groups'],
    queryFn: ({ signal }) => callRoute(consoleRoutes.listConsoleGroups, { signal }),
    staleTime: 60_000,
  });
}

/** Saves one user's data (the JSON document the server puts together) as a file. */
export async function downloadUserData(id: number): Promise<void> {
  const document = await callRoute(consoleRoutes.exportConsoleUser, { params: { id } });
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }),
  );
  const link = Object.assign(window.document.createElement('a'), { href: url, download: `user-${id}.json` });
  link.click();
  URL.revokeObjectURL(url);
}

export const useDeleteUser = (id: number) =>
  useConsoleMutation(() => callRoute(consoleRoutes.deleteConsoleUser, { params: { id } }));

export const useCreateGroup = () =>
  useConsoleMutation((body: ConsoleGroupCreate) => callRoute(consoleRoutes.createConsoleGroup, { body }));

export const useChangeGroup = (id: number) =>
  useConsoleMutation((body: ConsoleGroupChange) =>
    callRoute(consoleRoutes.changeConsoleGroup, { params: { id }, body }),
  );

/** Gives groups new places, one after the other (a move changes two). */
export const useMoveGroup = () =>
  useConsoleMutation(async (moves: { id: number; position: number }[]) => {
    for (const { id, position } of moves)
      await callRoute(consoleRoutes.changeConsoleGroup, { params: { id }, body: { position } });
  });
