import { z } from 'zod';
import { Id } from '../common.ts';
import {
  ConsoleAsset,
  ConsoleAssetBulk,
  ConsoleAssetBulkResult,
  ConsoleAssetChoices,
  ConsoleAssetInput,
  ConsoleAssetList,
  ConsoleAssetQuery,
} from '../console-assets.ts';
import { API_BASE } from '../paths.ts';
import { route } from './route.ts';

const tags = ['console'];
/** Every console call needs a signed-in administrator: 401 without a session, 403 for anyone else. */
const errors = [400, 401, 403] as const;
const byId = z.object({ id: Id });

/** The asset library for the operator console (administrators only). */
export const consoleAssetRoutes = {
  listConsoleAssets: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/assets',
    operationId: 'listConsoleAssets',
    tags,
    summary:
      'Assets, archived and outside their rights too, a page at a time: by words of the name or a ' +
      'title, a scope (with its sub-scopes), a tag and where they stand with their rights today',
    query: ConsoleAssetQuery,
    answer: ConsoleAssetList,
    errors,
  }),
  getConsoleAssetChoices: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/asset-choices',
    operationId: 'getConsoleAssetChoices',
    tags,
    summary:
      'Every scope (in tree order) and tag, named in the reader\u2019s language, and the portal\u2019s languages',
    answer: ConsoleAssetChoices,
    errors,
  }),
  getConsoleAsset: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/assets/:id',
    operationId: 'getConsoleAsset',
    tags,
    summary: 'One asset as its edit form opens it: texts in every language, rights, links',
    params: byId,
    answer: ConsoleAsset,
    errors: [...errors, 404],
  }),
  updateConsoleAsset: route({
    method: 'PUT',
    base: API_BASE,
    path: '/private/console/assets/:id',
    operationId: 'updateConsoleAsset',
    tags,
    summary:
      'Writes an asset whole — name, tags, scopes, texts per language, rights, linked products — in ' +
      'one transaction, written to the audit log; an unknown tag, scope or product is refused at its field',
    params: byId,
    body: ConsoleAssetInput,
    answer: ConsoleAsset,
    errors: [...errors, 404],
  }),
  bulkUpdateConsoleAssets: route({
    method: 'PUT',
    base: API_BASE,
    path: '/private/console/assets',
    operationId: 'bulkUpdateConsoleAssets',
    tags,
    summary:
      'Adds and removes tags and scopes and sets rights fields on a selection of assets, all or ' +
      'none (an unknown id is a 404), in one transaction written to the audit log',
    body: ConsoleAssetBulk,
    answer: ConsoleAssetBulkResult,
    errors: [...errors, 404],
  }),
};
