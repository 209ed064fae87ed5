import type { UiLanguage } from '@vitrine/contract';
import { i18n } from './i18n';
import { unflatten } from './unflatten';

type Bundle = Record<string, unknown>;

// Every built-in language becomes its own chunk, fetched on first use.
const loaders = import.meta.glob<Bundle>('./locales/*.json', { import: 'default' });
const loaded = new Set<string>();

async function ensureBuiltIn(language: UiLanguage): Promise<void> {
  if (loaded.has(language)) return;
  const load = loaders[`./locales/${language}.json`];
  if (!load) return; // unknown language: English fallback
  i18n.addResourceBundle(language, 'translation', await load(), true, true);
  loaded.add(language);
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
