import { z } from 'zod';
import { UrlAnswer } from '../catalogue.ts';
import { MessageAnswer } from '../common.ts';
import { DownloadRequest, ShareRequest } from '../media.ts';
import { ASSET_FILE_BASE, CART_BASE, DOWNLOAD_FILE_BASE } from '../paths.ts';
import { route } from './route.ts';

const tags = ['downloads'];
/** The query of a signed, expiring link. */
const Signature = z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) });

/** The download cart (a zip of its files, downloaded or e-mailed) and the signed links to zips and asset files. */
export const downloadRoutes = {
  prepareCartDownload: route({
    method: 'POST',
    base: CART_BASE,
    path: '/download',
    operationId: 'prepareCartDownload',
    tags,
    summary: 'Prepare a zip of the cart (renditions as asked); answers a signed, expiring link',
    body: DownloadRequest,
    answer: UrlAnswer,
  }),
  shareCart: route({
    method: 'POST',
    base: CART_BASE,
    path: '/share',
    operationId: 'shareCart',
    tags,
    summary: 'E-mail a signed, expiring link to a zip of the cart (signed-in users)',
    body: ShareRequest,
    answer: MessageAnswer,
  }),
  downloadCartZip: route({
    method: 'GET',
    base: DOWNLOAD_FILE_BASE,
    path: '/:id/:filename',
    operationId: 'downloadCartZip',
    tags,
    summary: 'The zip of a cart, streamed as it is built (signed link)',
    params: z.object({ id: z.uuid(), filename: z.string().max(200) }),
    query: Signature,
    answer: { file: ['application/zip'] },
    errors: [403, 410],
  }),
  downloadAssetFile: route({
    method: 'GET',
    base: ASSET_FILE_BASE,
    path: '/:id/:filename',
    operationId: 'downloadAssetFile',
    tags,
    summary: "An asset's original file under its name (signed link)",
    params: z.object({
      id: z.coerce.number().int().positive().max(2_147_483_647),
      filename: z.string().max(300),
    }),
    query: Signature,
    answer: { file: ['application/octet-stream'] },
    errors: [403],
  }),
};
