import { z } from 'zod';
import {
  ADMIN_PUSH_MAX_BYTES,
  ADMIN_RAW_PUSH_TYPES,
  AdminArchiveAnswer,
  AdminArchiveBody,
  AdminAssetBody,
  AdminCode,
  AdminContentsBody,
  AdminImportId,
  AdminImportJob,
  AdminImportQuery,
  AdminUpsertBody,
  adminImportKindSchema,
  type AdminArchiveKind,
} from '../admin.ts';
import { importReportSchema } from '../import.ts';
import { ADMIN_BASE } from '../paths.ts';
import { route } from './route.ts';

const tags = ['admin'];
/** Every admin route answers these too: no valid admin API token, too many writes. */
const auth = [401, 429] as const;

/** `POST /{kind}`: records of a kind's import layout, as JSON. */
const upsert = <const Op extends string>(kind: 'products' | 'categories' | 'attributes', operationId: Op) =>
  route({
    method: 'POST',
    base: ADMIN_BASE,
    path: `/${kind}`,
    operationId,
    tags,
    summary: `Create or update ${kind}`,
    description:
      `Records are rows of the ${kind} import layout (docs/import.md) as JSON: a column name ` +
      'per key; lists are written comma separated, booleans 1/0, null as an empty cell (which ' +
      'removes a value). They are imported as a file of that layout would be: same checks, ' +
      'same report; a rejection names the record by its position in `records` (from 1) as ' +
      '`line`. A record absent columns leaves those values as they are.',
    body: AdminUpsertBody,
    answer: importReportSchema,
    errors: [400, 404, 413, ...auth],
  });

/** `POST /{kind}/archive`: flags records archived (or back). */
const archive = <const Op extends string>(kind: AdminArchiveKind, operationId: Op) =>
  route({
    method: 'POST',
    base: ADMIN_BASE,
    path: `/${kind}/archive`,
    operationId,
    tags,
    summary: `Archive ${kind} (or bring them back)`,
    description:
      `Flags the ${kind} named by their ${kind === 'products' ? 'sku' : kind === 'assets' ? 'path' : 'code'} ` +
      'as archived: out of every list, never deleted; `archived: false` brings them back. ' +
      'Unknown codes are listed, not refused.',
    body: AdminArchiveBody,
    answer: AdminArchiveAnswer,
    errors: [400, ...auth],
  });

/** `DELETE /{kind}/{code}`: reference data removed when unused. */
const remove = <const Op extends string>(kind: 'categories' | 'attributes', operationId: Op) =>
  route({
    method: 'DELETE',
    base: ADMIN_BASE,
    path: `/${kind}/:code`,
    operationId,
    tags,
    summary: `Remove an unused ${kind === 'categories' ? 'category' : 'attribute'}`,
    description:
      'Reference data is never archived: it is removed when nothing uses it (no product, ' +
      'no sub-category, no attribute set group, not a field of the product mapping), else 409 ' +
      'with the reason.',
    params: z.object({ code: AdminCode }),
    answer: null,
    errors: [400, 404, 409, ...auth],
  });

/** The admin API a PIM pushes changes to, with an admin API token (`Authorization: Bearer <token>`). */
export const adminRoutes = {
  upsertProducts: upsert('products', 'upsertProducts'),
  upsertCategories: upsert('categories', 'upsertCategories'),
  upsertAttributes: upsert('attributes', 'upsertAttributes'),
  upsertContents: route({
    method: 'POST',
    base: ADMIN_BASE,
    path: '/contents',
    operationId: 'upsertContents',
    tags,
    summary: 'Create or update contents',
    description:
      'Contents (and content categories) in the JSON layout of the contents import ' +
      '(docs/import.md), imported by it: same checks, same report. Attachments name stored assets.',
    body: AdminContentsBody,
    answer: importReportSchema,
    errors: [400, 404, 413, ...auth],
  }),
  archiveProducts: archive('products', 'archiveProducts'),
  archiveAssets: archive('assets', 'archiveAssets'),
  archiveContents: archive('contents', 'archiveContents'),
  removeCategory: remove('categories', 'removeCategory'),
  removeAttribute: remove('attributes', 'removeAttribute'),
  upsertAsset: route({
    method: 'POST',
    base: ADMIN_BASE,
    path: '/assets',
    operationId: 'upsertAsset',
    tags,
    summary: 'Create or update an asset from an uploaded file',
    description:
      'multipart/form-data: the fields `path` (the asset\u2019s path, its identity; the file\u2019s ' +
      'name when absent), `metadata` (a JSON object: a row of the assets metadata layout, ' +
      'e.g. scopes, tags, products, name-<locale>) and `dryRun`, then the part `file`. ' +
      'Imported by the assets import as a folder of one file.',
    consumes: ['multipart/form-data'],
    answer: importReportSchema,
    errors: [400, 404, 406, 413, 415, ...auth],
  }),
  upsertAssetFromStorage: route({
    method: 'POST',
    base: ADMIN_BASE,
    path: '/assets/from-storage',
    operationId: 'upsertAssetFromStorage',
    tags,
    summary: 'Create or update an asset from a file in the portal\u2019s file store',
    description:
      'For a PIM that writes files to the portal\u2019s bucket itself: `storageKey` names the ' +
      'file there (the server\u2019s own folders are refused), `path` the asset\u2019s identity.',
    body: AdminAssetBody,
    answer: importReportSchema,
    errors: [400, 404, ...auth],
  }),
  startImport: route({
    method: 'POST',
    base: ADMIN_BASE,
    path: '/imports/:kind',
    operationId: 'startImport',
    tags,
    summary: 'Push a whole file to import in the background',
    description:
      'The body is the file: raw (`text/csv`, `application/x-ndjson`, the XLSX type, or ' +
      '`application/octet-stream` with `?name=`), or multipart/form-data with the part `file`; ' +
      `at most ${ADMIN_PUSH_MAX_BYTES / 1024 / 1024} MB. Answers 202 with the import's id at ` +
      'once; GET /imports/{id} tells its state, progress and, when done, the report. The kind ' +
      '`folder` takes a zip of a folder (or an Akeneo export job\u2019s zip, media included) and ' +
      'imports its files in dependency order, each by its kind, with a report per file. Options ' +
      'as the command line\u2019s: `full`, `dryRun`, `channel`, `currency`, `batchSize`. 503 with Retry-After ' +
      'when too many imports wait.',
    params: z.object({ kind: adminImportKindSchema }),
    query: AdminImportQuery,
    consumes: [...ADMIN_RAW_PUSH_TYPES, 'multipart/form-data'],
    answer: AdminImportJob,
    status: 202,
    errors: [400, 404, 413, 415, 503, ...auth],
  }),
  getImport: route({
    method: 'GET',
    base: ADMIN_BASE,
    path: '/imports/:id',
    operationId: 'getImport',
    tags,
    summary: 'State, progress and report of a pushed file\u2019s import',
    params: AdminImportId,
    answer: AdminImportJob,
    errors: [400, 404, ...auth],
  }),
};
