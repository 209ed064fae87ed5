import { PassThrough } from 'node:stream';
import type { Deps } from '../../deps.ts';
import { asJobFailure, jobFailure } from '../../jobs/job-failure.ts';
import type { JobFailure } from '../../jobs/job-types.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { AttributeIndex } from '../attributes/index.ts';
import { matchingProductIds, planProductQuery, productRows } from '../products/index.ts';
import { EVERYTHING } from '../visibility/index.ts';
import { createRowWriter } from './export-writer.ts';
import { exportCell, exportHeader } from './export-cells.ts';
import { getTemplate } from './export.repository.ts';

export const EXPORT_JOB = 'product-export';
const CHUNK = 500;

/** What an export job needs: the list request as validated by the route, and where to write. */
export interface ExportPayload {
  templateId: number;
  locale: RequestLocale;
  order?: string;
  orderdir: 'asc' | 'desc';
  search?: string;
  filters: Record<string, unknown>;
  identifiers?: number[];
  /** Categories hidden from the asker's group: their products stay out of the file. */
  hidden?: number[];
  key: string;
}

export type ExportResult = { ok: true; key: string; rows: number } | JobFailure;

declare module '../../jobs/job-types.ts' {
  interface JobRegistry {
    'product-export': { payload: ExportPayload; result: ExportResult };
  }
}

/** The export area's jobs, registered by its route plugin on the app's job runner. */
export function registerExportJobs(deps: Deps): void {
  deps.jobs.register(EXPORT_JOB, (payload) => runExportJob(deps, payload));
}

/** Writes the export file to storage, walking the matching products in chunks of 500. */
export async function runExportJob(deps: Deps, payload: ExportPayload): Promise<ExportResult> {
  const { locale } = payload;
  const template = await getTemplate(deps.db, payload.templateId);
  if (!template) return jobFailure(404, 'not_found', 'Export template not found');
  const filters = payload.identifiers?.length
    ? { ...payload.filters, id: payload.identifiers }
    : payload.filters;
  const { order, orderdir, search } = payload;
  const sight = { ...EVERYTHING, key: 'export', categories: payload.hidden ?? [] };
  const plan = await planProductQuery(deps, locale, { order, orderdir, search, filters }, sight).catch(
    (error: unknown) => {
      const failure = asJobFailure(error);
      if (failure) return failure;
      throw error;
    },
  );
  if ('ok' in plan) return plan;
  const ids = await matchingProductIds(deps, locale, plan);

  const out = new PassThrough();
  const stored = deps.storage.put(payload.key, out);
  const written = writeRows(deps, out, template, ids, locale, plan.attributes);
  // Either side failing stops the other: a failed store ends the writing, a failed write
  // leaves the store unfinished (storage publishes only complete files).
  written.catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  stored.catch(() => out.destroy());
  await Promise.all([stored, written]);
  return { ok: true, key: payload.key, rows: ids.length };
}

async function writeRows(
  deps: Deps,
  out: PassThrough,
  template: { name: string; format: 'xlsx' | 'csv'; columns: string[] },
  ids: number[],
  locale: RequestLocale,
  attributes: AttributeIndex,
): Promise<void> {
  const writer = createRowWriter(template.format, out, template.name);
  await writer.add(template.columns.map((code) => exportHeader(code, attributes)));
  for (let i = 0; i < ids.length && !out.destroyed; i += CHUNK) {
    for (const row of await productRows(deps.db, ids.slice(i, i + CHUNK), locale)) {
      await writer.add(template.columns.map((code) => exportCell(row, code, attributes)));
    }
  }
  await writer.finish();
}
