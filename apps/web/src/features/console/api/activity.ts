import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConsoleActivityQuery } from '@vitrine/contract';
import { consoleActivityRoutes } from '@vitrine/contract/routes/console-activity';
import { callRoute } from '@/shared/api/call-route';

/**
 * The activity figures of a range of days (the server's last 30 by default), everyone's or one
 * group's; the previous figures stay on screen while the next arrive.
 */
export function useActivity(query: Partial<ConsoleActivityQuery>) {
  return useQuery({
    queryKey: ['console', 'activity', query],
    queryFn: ({ signal }) => callRoute(consoleActivityRoutes.getConsoleActivity, { signal, query }),
    placeholderData: keepPreviousData,
  });
}
