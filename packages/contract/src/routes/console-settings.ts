import {
  BRAND_IMAGE_MAX_BYTES,
  BrandImage,
  ConsoleSettings,
  ConsoleSettingsValues,
} from '../console-settings.ts';
import { API_BASE } from '../paths.ts';
import { route } from './route.ts';

const tags = ['console'];
/** Every console call needs a signed-in administrator: 401 without a session, 403 for anyone else. */
const errors = [400, 401, 403] as const;
const megabytes = BRAND_IMAGE_MAX_BYTES / 1024 / 1024;

/** The operator console's settings page: the portal's settings read and saved, its brand images uploaded. */
export const consoleSettingsRoutes = {
  getConsoleSettings: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/settings',
    operationId: 'getConsoleSettings',
    tags,
    summary:
      "The portal's settings as the console edits them, with its locales, forms and attributes to " +
      'choose from and what the environment settings say',
    answer: ConsoleSettings,
    errors,
  }),
  saveConsoleSettings: route({
    method: 'PUT',
    base: API_BASE,
    path: '/private/console/settings',
    operationId: 'saveConsoleSettings',
    tags,
    summary:
      'Saves every setting at once (audited); every instance of the portal answers with them at once. ' +
      'Changed terms make a new version that everyone is asked to agree to',
    body: ConsoleSettingsValues,
    answer: ConsoleSettings,
    errors,
  }),
  uploadConsoleLogo: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/console/settings/logo',
    operationId: 'uploadConsoleLogo',
    tags,
    summary:
      `Stores a logo (a part \`file\`: PNG, JPEG, WebP or SVG without scripts, at most ${megabytes} MB) ` +
      'and answers the address it is served at; the settings use it once saved with it',
    answer: BrandImage,
    consumes: ['multipart/form-data'],
    errors: [...errors, 413],
  }),
  uploadConsoleFavicon: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/console/settings/favicon',
    operationId: 'uploadConsoleFavicon',
    tags,
    summary:
      `Stores a favicon (a part \`file\`: ICO, PNG or SVG without scripts, at most ${megabytes} MB) ` +
      'and answers the address it is served at; the settings use it once saved with it',
    answer: BrandImage,
    consumes: ['multipart/form-data'],
    errors: [...errors, 413],
  }),
};
