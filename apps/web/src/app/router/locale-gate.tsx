import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { STORAGE_KEYS } from '@vitrine/contract/constants';
import { configQueryKey } from '@/features/config/api/get-config';
import { localesQueryKey, useLocalesQuery } from '@/shared/api/portal-locales';
import { switchUiLanguage } from '@/i18n/load-language';
import { errorMessage } from '@/shared/api/api-error';
import { setRequestLocale } from '@/shared/api/request-locale';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { toSegment, uiLanguageOf } from '@/shared/locale/locale-codes';
import { LocaleContext, type CurrentLocale } from '@/shared/locale/locale-context';
import { resolveLocale } from '@/shared/locale/resolve-locale';
import { readText, writeText } from '@/shared/storage/browser-storage';
import { ErrorState } from '@/shared/ui/error-state';
import { FullPageLoader } from '@/shared/ui/full-page-loader';
import { firstScreenPath, showApp } from '@/shared/boot/first-screen';
import { RouteFocus } from './route-focus';
import { ScrollToTop } from './scroll-to-top';

const GLOBAL_QUERIES: readonly unknown[] = [configQueryKey[0], localesQueryKey[0]];

/**
 * Root of every route (spec 2 "Locale handling"): resolves the locale from the first path segment
 * (or the stored, browser and default locale), rewrites the path to it, and switches the UI language.
 */
export function LocaleGate() {
  const { translations } = usePortalConfig();
  const localesQuery = useLocalesQuery();
  const location = useLocation();
  // The server's first screen stands for one address; anywhere else the app shows itself.
  useLayoutEffect(() => {
    const drawn = firstScreenPath();
    if (drawn !== null && location.pathname.replace(/\/+$/, '') !== drawn.replace(/\/+$/, '')) showApp();
  }, [location.pathname]);
  const queryClient = useQueryClient();
  const resolution = useMemo(
    () =>
      localesQuery.data
        ? resolveLocale(
            {
              pathname: location.pathname,
              stored: readText(STORAGE_KEYS.locale),
              browser: navigator.language,
            },
            localesQuery.data,
          )
        : null,
    [localesQuery.data, location.pathname],
  );
  const code = resolution?.kind === 'ok' ? resolution.locale.code : null;
  const language = code ? uiLanguageOf(code) : null;

  // Set during render: child queries start in effects, which run before this component's own.
  if (code) setRequestLocale(code);

  const [readyLanguage, setReadyLanguage] = useState<string | null>(null);
  useEffect(() => {
    if (!language) return;
    let live = true;
    // The whole page draws after this: in a transition, so it is drawn in slices, not one long task.
    void switchUiLanguage(language, translations).then(
      () => live && startTransition(() => setReadyLanguage(language)),
    );
    return () => {
      live = false;
    };
  }, [language, translations]);

  // Remember the choice; after a switch, refetch what was loaded in the previous language.
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (!code) return;
    writeText(STORAGE_KEYS.locale, code);
    if (previous.current && previous.current !== code) {
      void queryClient.invalidateQueries({ predicate: (q) => !GLOBAL_QUERIES.includes(q.queryKey[0]) });
    }
    previous.current = code;
  }, [code, queryClient]);

  const current = useMemo<CurrentLocale | null>(
    () =>
      code && language
        ? { code, segment: toSegment(code), language, locales: localesQuery.data ?? [] }
        : null,
    [code, language, localesQuery.data],
  );

  if (localesQuery.isError || resolution?.kind === 'none') {
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', mt: 10, px: 2 }}>
        <ErrorState
          message={errorMessage(localesQuery.error, '')}
          onRetry={() => void localesQuery.refetch()}
        />
      </Box>
    );
  }
  if (resolution?.kind === 'redirect') {
    return <Navigate to={`${resolution.path}${location.search}${location.hash}`} replace />;
  }
  if (!current || readyLanguage === null) return <FullPageLoader />;
  return (
    <LocaleContext.Provider value={current}>
      <ScrollToTop />
      <RouteFocus />
      <Outlet />
    </LocaleContext.Provider>
  );
}
