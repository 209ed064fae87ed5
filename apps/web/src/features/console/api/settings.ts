import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandImageKind, ConsoleSettings, ConsoleSettingsValues } from '@vitrine/contract';
import { consoleSettingsRoutes } from '@vitrine/contract/routes/console-settings';
import { callRoute } from '@/shared/api/call-route';
import { localesQueryKey } from '@/shared/api/portal-locales';

export const settingsQueryKey = ['console', 'settings'] as const;

/** The portal's settings as the console edits them, with what their choices are made from. */
export function useConsoleSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => callRoute(consoleSettingsRoutes.getConsoleSettings, { signal }),
  });
}

/**
 * Saves every setting. The answer is the page's data at once; the console's log and the portal's
 * locales are fetched again, and `onSaved` lets the app refresh what it read of the configuration.
 */
export function useSaveSettings(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ConsoleSettingsValues) =>
      callRoute(consoleSettingsRoutes.saveConsoleSettings, { body: values }),
    onSuccess: (answer: ConsoleSettings) => {
      queryClient.setQueryData(settingsQueryKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
      void queryClient.invalidateQueries({ queryKey: localesQueryKey });
      onSaved();
    },
  });
}

/** Uploads a logo or favicon; answers the address it is served at (used once the settings are saved). */
export function uploadBrandImage(kind: BrandImageKind, file: File): Promise<{ url: string }> {
  const body = new FormData();
  body.append('file', file);
  const spec =
    kind === 'logo' ? consoleSettingsRoutes.uploadConsoleLogo : consoleSettingsRoutes.uploadConsoleFavicon;
  return callRoute(spec, { body });
}
