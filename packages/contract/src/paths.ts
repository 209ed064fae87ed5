/** Every path prefix the portal serves: the one source for the server's routes and the app's calls. */
/** Base path of the portal API. */
export const API_BASE = '/pim/portal/api';
/** Base path of the admin API a PIM pushes changes to, with an admin API token. */
export const ADMIN_BASE = '/pim/admin/api';
/** The API's OpenAPI document (JSON at `${API_DOCS}/json`). */
export const API_DOCS = `${API_BASE}/docs`;
/** The download cart's calls: POST {CART_BASE}/download and POST {CART_BASE}/share. */
export const CART_BASE = '/pim/asset/asset';
export const DOWNLOAD_PATH = `${CART_BASE}/download`;
export const SHARE_PATH = `${CART_BASE}/share`;
/** Cart zip links: {DOWNLOAD_FILE_BASE}/{id}/{file}.zip?expires&signature */
export const DOWNLOAD_FILE_BASE = '/pim/asset/download';
/** An asset's original file under its own name: {ASSET_FILE_BASE}/{id}/{file}?expires&signature */
export const ASSET_FILE_BASE = '/pim/asset/file';
/** Product list exports: {EXPORT_FILE_BASE}/{job}/{file}?expires&signature */
export const EXPORT_FILE_BASE = '/pim/export/file';
/** What people sent, for the operator console: {RECEIVED_FILE_BASE}/file|export/…?expires&signature */
export const RECEIVED_FILE_BASE = '/pim/received';
/** Leaflets: {LEAFLET_BASE}/{locale}/{product id}/{file}.html */
export const LEAFLET_BASE = '/pim/export/export/public/leaflet';
/** Media files and renditions: {RENDITION_BASE}/{storage key}?width&height&trim&quality&format */
export const RENDITION_BASE = '/pim/media';
/** Profile pictures: {API_BASE}{PROFILE_MEDIA_PATH}/{id} */
export const PROFILE_MEDIA_PATH = '/private/profile/media';
/** Liveness (the process answers) and readiness (database, storage, queue reachable; schema current). */
export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';
/** Prometheus metrics, for a scraper holding METRICS_TOKEN. */
export const METRICS_PATH = '/metrics';
/** Everything the server answers itself (never the web app) lives under this prefix. */
export const SERVER_PREFIX = '/pim/';

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

/** Search suggestions while typing: {API_BASE}{SUGGESTIONS_PATH}?search&limit&sections */
export const SUGGESTIONS_PATH = '/private/search/suggestions';
