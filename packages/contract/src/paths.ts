/** Base path of the portal API. */
export const API_BASE = '/pim/portal/api';
export const DOWNLOAD_PATH = '/pim/asset/asset/download';
export const SHARE_PATH = '/pim/asset/asset/share';
/** Cart zip links: {DOWNLOAD_FILE_BASE}/{id}/{file}.zip?expires&signature */
export const DOWNLOAD_FILE_BASE = '/pim/asset/download';
export const LEAFLET_BASE = '/pim/export/export/public/leaflet';
/** Renditions: {RENDITION_BASE}/{asset path}.{ext}?width&height&trim&quality&format */
export const RENDITION_BASE = '/pim/media';

/** Built-in UI languages; English is the fallback. */
export const UI_LANGUAGES = [
  'en',
  'nl',
  'da',
  'cs',
  'fi',
  'fr',
  'de',
  'el',
  'it',
  'nn',
  'pl',
  'ru',
  'es',
  'sv',
  'tr',
  'zh',
] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** Local storage keys of the web app. */
export const STORAGE_KEYS = { user: 'user', locale: 'locale', assets: 'assets' } as const;
