import { z } from 'zod';
import { EXPORT_FILE_TYPES, ExportQuery, ExportTemplateList, UrlAnswer } from '../catalogue.ts';
import { Id } from '../common.ts';
import { API_BASE, EXPORT_FILE_BASE } from '../paths.ts';
import { route } from './route.ts';

const tags = ['export'];

/** Exports of the product list: the templates, a prepared export's signed link and the file behind it. */
export const exportRoutes = {
  listExportTemplates: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/export/template',
    operationId: 'listExportTemplates',
    tags,
    summary: 'Export templates',
    answer: ExportTemplateList,
  }),
  prepareExport: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/export/template/:id/download',
    operationId: 'prepareExport',
    tags,
    summary: 'Prepare an XLSX or CSV export of the products under the given filters; answers a signed link',
    params: z.object({ id: Id }),
    query: ExportQuery,
    answer: UrlAnswer,
    // The export job's queue refuses when too many wait: 503 busy.
    errors: [503],
  }),
  downloadExportFile: route({
    method: 'GET',
    base: EXPORT_FILE_BASE,
    path: '/:id/:filename',
    operationId: 'downloadExportFile',
    tags,
    summary: 'A prepared product export file (signed link)',
    params: z.object({ id: z.uuid(), filename: z.string().regex(/^[a-z0-9-]+\.(xlsx|csv)$/) }),
    query: z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) }),
    answer: { file: Object.values(EXPORT_FILE_TYPES) },
    errors: [403],
  }),
};
