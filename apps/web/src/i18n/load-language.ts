import { UI_LANGUAGES, type UiLanguage } from '@vitrine/contract/constants';
import { i18n } from './i18n';
import { unflatten } from './unflatten';

type Bundle = Record<string, unknown>;

// Every built-in language becomes its own chunk, fetched on first use.
const loaders = import.meta.glob<Bundle>('./locales/*.json', { import: 'default' });
const loading = new Map<string, Promise<void>>();

function ensureBuiltIn(language: UiLanguage): Promise<void> {
  let done = loading.get(language);
  if (!done) {
    const load = loaders[`./locales/${language}.json`];
    if (!load) return Promise.resolve(); // unknown language: English fallback
    done = load().then((bundle) => {
      i18n.addResourceBundle(language, 'translation', bundle, true, true);
    });
    // A failed chunk may be asked for again.
    done.catch(() => loading.delete(language));
    loading.set(language, done);
  }
  return done;
}

/**
 * Starts loading the texts of the language the page's address names (and English, the fallback)
 * while the app itself is still starting; the locale gate then finds them loaded or on their way.
 */
export function preloadUiLanguage(pathname: string): void {
  const language = /^\/([a-z]{2})[-_][A-Za-z]{2}(?:\/|$)/.exec(pathname)?.[1];
  void ensureBuiltIn('en').catch(() => undefined);
  if (language && (UI_LANGUAGES as readonly string[]).includes(language))
    void ensureBuiltIn(language as UiLanguage).catch(() => undefined);
}

/** Setup translations for a language, merged over the built-in texts (spec 1). */
function mergeSetupTranslations(
  language: string,
  translations: Record<string, Record<string, string>>,
): void {
  const bundle = translations[language];
  if (bundle && Object.keys(bundle).length > 0) {
    i18n.addResourceBundle(language, 'translation', unflatten(bundle), true, true);
  }
}

/**
 * Loads the built-in texts of `language`, lays the setup's translations for it (and for the English
 * fallback) on top, then switches the UI over.
 */
export async function switchUiLanguage(
  language: UiLanguage,
  translations: Record<string, Record<string, string>>,
): Promise<void> {
  try {
    // English is the fallback of every language, so it always comes along.
    await Promise.all([ensureBuiltIn('en'), ensureBuiltIn(language)]);
  } catch {
    /* a chunk that fails to load leaves English in place */
  }
  mergeSetupTranslations('en', translations);
  if (language !== 'en') mergeSetupTranslations(language, translations);
  await i18n.changeLanguage(language);
}
