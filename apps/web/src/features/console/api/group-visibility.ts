import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupHidden } from '@vitrine/contract';
import { consoleRoutes } from '@vitrine/contract/routes/console';
import { callRoute } from '@/shared/api/call-route';

const key = (id: number) => ['console', 'groups', id, 'visibility'] as const;

/** What a group's members do not see, with everything that could be hidden. */
export function useGroupVisibility(id: number) {
  return useQuery({
    queryKey: key(id),
    queryFn: ({ signal }) => callRoute(consoleRoutes.getConsoleGroupVisibility, { signal, params: { id } }),
  });
}

/** Replaces what a group's members do not see; the console's lists and log follow. */
export function useChangeGroupVisibility(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupHidden) =>
      callRoute(consoleRoutes.changeConsoleGroupVisibility, { params: { id }, body }),
    onSuccess: (answer) => queryClient.setQueryData(key(id), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}
