import { exportRoutes, routePath } from '@vitrine/contract/routes';
import { EXPORT_FOLDER, exportKey } from '../../storage/keys.ts';
import { deleteFilesBefore } from '../../storage/sweep-files.ts';
import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import { failureError } from '../../jobs/job-failure.ts';
import { notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { signedUrl } from '../../lib/signing.ts';
import { signingKey } from '../config/index.ts';
import { planProductQuery } from '../products/index.ts';
import { EVERYTHING } from '../visibility/index.ts';
import { EXPORT_JOB, type ExportPayload } from './export.job.ts';
import { getTemplate } from './export.repository.ts';

const LINK_TTL_MS = 24 * 3600_000;
const JOB_TIMEOUT_MS = 10 * 60_000;
// A link is signed the moment its file is complete, so the file outlives it by this margin.
const KEEP_AFTER_LINK_MS = 3600_000;

/** A file name people recognise: the template's name and the date, e.g. product-list-excel-2026-11-22.xlsx. */
export function exportFileName(templateName: string, format: string, date = new Date()): string {
  const slug =
    templateName
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'export';
  return `${slug}-${date.toISOString().slice(0, 10)}.${format}`;
}

/** Validates the request, prepares the file as a background job and answers a signed, expiring link. */
export async function prepareExport(
  deps: Deps,
  locale: RequestLocale,
  request: Omit<ExportPayload, 'key' | 'locale'>,
): Promise<{ url: string }> {
  const template = await getTemplate(deps.db, request.templateId);
  if (!template) throw notFound('Export template not found');
  // Bad filters or sort fields are a 400 now, not a failed job later.
  await planProductQuery(deps, locale, request, EVERYTHING);
  const id = randomUUID();
  const filename = exportFileName(template.name, template.format);
  const key = exportKey(id, template.format);
  const result = await deps.jobs.run(EXPORT_JOB, { ...request, locale, key }, { timeoutMs: JOB_TIMEOUT_MS });
  if (!result.ok) throw failureError(result);
  return {
    url: await signedUrl(
      await signingKey(deps.db),
      routePath(exportRoutes.downloadExportFile, { id, filename }),
      LINK_TTL_MS,
    ),
  };
}

/**
 * Deletes the export files whose links have expired: nothing records an export but its signed
 * link, so a file's age says it all. Answers how many went.
 */
export function sweepExpiredExports(deps: Deps, now = new Date(), signal?: AbortSignal): Promise<number> {
  const before = new Date(now.getTime() - LINK_TTL_MS - KEEP_AFTER_LINK_MS);
  return deleteFilesBefore(deps.storage, EXPORT_FOLDER, before, signal);
}
