import type { GridLocaleText } from '@mui/x-data-grid';
import { i18n } from '@/i18n/i18n';

type Bundle = Record<string, unknown>;

// The console's texts are their own chunks, one per language, fetched with the console only: the
// portal's visitors never load them. A section may keep its texts in a folder of its own
// (`./activity/de.json`), merged over the console's common ones.
const loaders = import.meta.glob<Bundle>(['./*.json', './*/*.json'], { import: 'default' });

/** The bundles of one language: the common file, then each section's. */
function bundlesOf(language: string): (() => Promise<Bundle>)[] {
  return Object.entries(loaders)
    .filter(([file]) => file === `./${language}.json` || file.endsWith(`/${language}.json`))
    .sort(([a], [b]) => a.split('/').length - b.split('/').length)
    .map(([, load]) => load);
}

/** The data grid's own texts per interface language (MUI X's locale names). */
const GRID_LOCALES: Record<string, string> = {
  en: 'enUS',
  nl: 'nlNL',
  da: 'daDK',
  cs: 'csCZ',
  fi: 'fiFI',
  fr: 'frFR',
  de: 'deDE',
  el: 'elGR',
  it: 'itIT',
  nn: 'nnNO',
  pl: 'plPL',
  ru: 'ruRU',
  es: 'esES',
  sv: 'svSE',
  tr: 'trTR',
  zh: 'zhCN',
};

export interface ConsoleTexts {
  grid: Partial<GridLocaleText>;
}

const loading = new Map<string, Promise<ConsoleTexts>>();

async function load(language: string): Promise<ConsoleTexts> {
  const [english, own, grids] = await Promise.all([
    Promise.all(bundlesOf('en').map((load) => load())),
    Promise.all((language === 'en' ? [] : bundlesOf(language)).map((load) => load())),
    import('@mui/x-data-grid/locales'),
  ]);
  for (const bundle of english) i18n.addResourceBundle('en', 'translation', bundle, true, false);
  for (const bundle of own) i18n.addResourceBundle(language, 'translation', bundle, true, false);
  const locale = (
    grids as unknown as Record<
      string,
      { components: { MuiDataGrid: { defaultProps: { localeText: Partial<GridLocaleText> } } } }
    >
  )[GRID_LOCALES[language] ?? 'enUS'];
  return { grid: locale.components.MuiDataGrid.defaultProps.localeText };
}

/** The console's texts in `language` (and English beneath), the same promise each time (for `use`). */
export function consoleTexts(language: string): Promise<ConsoleTexts> {
  let done = loading.get(language);
  if (!done) {
    done = load(language);
    done.catch(() => loading.delete(language));
    loading.set(language, done);
  }
  return done;
}
