import { z } from 'zod';
import { Id } from '../common.ts';
import { ASSET_UPLOAD_PATH, AssetFileDetail, AssetUploadResult, AssetUsage } from '../console-asset-files.ts';
import { API_BASE } from '../paths.ts';
import { route } from './route.ts';

const tags = ['console'];
/** Every console call needs a signed-in administrator: 401 without a session, 403 for anyone else. */
const errors = [400, 401, 403] as const;
const byId = z.object({ id: Id });
/** An upload's id as the tus server names it. */
const byUpload = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) });

/**
 * Asset files for the operator console (administrators only). Uploads speak the tus protocol
 * (1.0.0, with the creation, termination and expiration extensions): these are its calls with a
 * JSON body; HEAD (the offset reached) and OPTIONS answer headers only.
 */
export const consoleAssetFileRoutes = {
  createAssetUpload: route({
    method: 'POST',
    base: API_BASE,
    path: ASSET_UPLOAD_PATH,
    operationId: 'createAssetUpload',
    tags,
    summary:
      'Starts a resumable upload (tus): `Upload-Length` and `Upload-Metadata` (filename, scopes as ' +
      'comma-separated ids, asset to replace its file); answers 201 with its Location',
    // tus answers 201 without a body, which the route table has no word for.
    answer: z.null().meta({ description: '201 Created, the upload\u2019s address in `Location`' }),
    errors: [...errors, 404, 413],
  }),
  sendAssetUpload: route({
    method: 'PATCH',
    base: API_BASE,
    path: `${ASSET_UPLOAD_PATH}/:id`,
    operationId: 'sendAssetUpload',
    tags,
    summary:
      'Appends bytes at `Upload-Offset` (`application/offset+octet-stream`); 204 while the file is ' +
      'incomplete, 200 with the asset once its last byte is in and the file passed its checks',
    params: byUpload,
    answer: AssetUploadResult,
    consumes: ['application/offset+octet-stream'],
    errors: [...errors, 404, 409, 410, 413, 415],
  }),
  cancelAssetUpload: route({
    method: 'DELETE',
    base: API_BASE,
    path: `${ASSET_UPLOAD_PATH}/:id`,
    operationId: 'cancelAssetUpload',
    tags,
    summary: 'Drops an unfinished upload and what it received',
    params: byUpload,
    answer: null,
    errors: [...errors, 404, 410],
  }),
  getAssetFile: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/assets/:id/file',
    operationId: 'getAssetFile',
    tags,
    summary: 'An asset\u2019s current file and its earlier versions, newest first, with who replaced each',
    params: byId,
    answer: AssetFileDetail,
    errors: [...errors, 404],
  }),
  getAssetUsage: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/assets/:id/usage',
    operationId: 'getAssetUsage',
    tags,
    summary:
      'Where an asset is used: products, articles (attachment or thumbnail), open cart links and ' +
      'shares holding its file, and its scopes',
    params: byId,
    answer: AssetUsage,
    errors: [...errors, 404],
  }),
  deleteAsset: route({
    method: 'DELETE',
    base: API_BASE,
    path: '/private/console/assets/:id',
    operationId: 'deleteAsset',
    tags,
    summary:
      'Deletes an asset with its links and every version; its files leave storage once the ' +
      'database has forgotten them',
    params: byId,
    answer: null,
    errors: [...errors, 404],
  }),
};
