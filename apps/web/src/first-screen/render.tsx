// The server's entry into the web app (built by `vite build --ssr` into dist/server/): the first
// screen of the pages in screens.tsx drawn from the app's own components, with the Emotion styles
// they use. The server imports it at start; see apps/server/src/modules/boot.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import type { FirstScreenInput, FirstScreenModule, PortalConfig } from '@vitrine/contract';
import { createPortalTheme } from '@/app/providers/portal-theme';
import { unflatten } from '@/i18n/unflatten';
import { DrawnByServerContext } from '@/shared/boot/drawn-by-server';
import { PortalConfigContext } from '@/shared/config/portal-config-context';
import { toSegment, uiLanguageOf } from '@/shared/locale/locale-codes';
import { LocaleContext } from '@/shared/locale/locale-context';
import { NotificationsProvider } from '@/shared/notifications/notifications-context';
import { ScreenRoutes } from './screens';
import { addNumberFormat } from '@/shared/format/number';

export { firstScreenData } from './screens';

type Bundle = Record<string, unknown>;
const bundles = import.meta.glob<Bundle>('../i18n/locales/*.json', { import: 'default', eager: true });

/** The UI texts of a language as the locale gate lays them out: built-in, then the setup's on top. */
function texts(language: string, translations: PortalConfig['translations']): I18n {
  const i18n = createInstance();
  const resources: Record<string, { translation: Bundle }> = {};
  for (const lng of new Set(['en', language])) {
    const own = bundles[`../i18n/locales/${lng}.json`] ?? {};
    const setup = translations[lng];
    resources[lng] = {
      translation: setup && Object.keys(setup).length ? merge(own, unflatten(setup)) : own,
    };
  }
  void i18n.init({
    resources,
    lng: language,
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  addNumberFormat(i18n);
  return i18n;
}

function merge(base: Bundle, over: Bundle): Bundle {
  const out: Bundle = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = out[key];
    out[key] =
      value && typeof value === 'object' && below && typeof below === 'object'
        ? merge(below as Bundle, value as Bundle)
        : value;
  }
  return out;
}

/** The providers the app's pages run under (ConfigGate, LocaleGate, router), for one address. */
function Providers({ input, children }: { input: FirstScreenInput; children: ReactNode }) {
  const { config, code, locales, path } = input;
  const language = uiLanguageOf(code);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const { key, data } of input.queries) client.setQueryData(key, data);
  return (
    <I18nextProvider i18n={texts(language, config.translations)}>
      <QueryClientProvider client={client}>
        <NotificationsProvider>
          <ThemeProvider theme={createPortalTheme(config.theme)}>
            <CssBaseline />
            <PortalConfigContext.Provider value={config}>
              <LocaleContext.Provider value={{ code, segment: toSegment(code), language, locales }}>
                <DrawnByServerContext.Provider value>
                  <StaticRouter location={input.search ? `${path}?${input.search}` : path}>
                    {children}
                  </StaticRouter>
                </DrawnByServerContext.Provider>
              </LocaleContext.Provider>
            </PortalConfigContext.Provider>
          </ThemeProvider>
        </NotificationsProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * The page in the frame the app draws it in (screens.tsx: the app shell's or the auth area's), and the style
 * elements of the Emotion rules it uses. Emotion in the app adopts these elements (same cache key,
 * same rules, same class names), so they stay in use after the server's screen is gone.
 */
export const renderFirstScreen: FirstScreenModule['renderFirstScreen'] = (input) => {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <Providers input={input}>
        <ScreenRoutes />
      </Providers>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles };
};
