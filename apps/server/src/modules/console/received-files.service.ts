import type { Readable } from 'node:stream';
import { FORM_FILE_TYPES } from '@vitrine/contract';
import { consoleReceivedRoutes as routes, routePath } from '@vitrine/contract/routes';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { resolveLocale, type RequestLocale } from '../../lib/locale.ts';
import { verifySignedUrl } from '../../lib/signing.ts';
import { isAdminUser } from '../auth/index.ts';
import { signingKey } from '../config/index.ts';
import { answerFile, resultSheet, type ResultSheet } from '../forms/index.ts';
import { offeredLocaleSettings } from '../locales/index.ts';

// The files behind the links the console's "what people sent" hands out: signed for one
// administrator, short-lived, and refused once the signer is no longer an administrator.

interface Signed {
  expires: number;
  signature: string;
}

const refused = () => forbidden('This download link is invalid or has expired', 'link_expired');

/** Checks a link: its path signed and not expired, its signer (`by`) still an administrator. */
async function checkLink(deps: Deps, path: string, by: number, query: Signed): Promise<void> {
  const valid = verifySignedUrl(await signingKey(deps.db), path, query.expires, query.signature);
  if (!valid || !(await isAdminUser(deps.db, by))) throw refused();
}

/** `attachment` with the name cleaned: plain ASCII in `filename`, in full in `filename*` (RFC 6266). */
export function attachment(name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f/\\]/g, '').trim() || 'file';
  const ascii = clean.replace(/[^\x20-\x7e]|["\\;]/g, '_');
  const full = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${full}`;
}

/** A sent file through its link: its bytes, size, type (one a form takes, else plain bytes) and name. */
export async function receivedFile(
  deps: Deps,
  params: { by: number; answer: number; name: string },
  query: Signed,
): Promise<{ body: Readable; size: number; type: string; name: string }> {
  await checkLink(deps, routePath(routes.downloadReceivedFile, params), params.by, query);
  const file = await answerFile(deps.db, params.answer);
  const stat = file && (await deps.storage.stat(file.key));
  if (!file || !stat) throw notFound('The file is no longer available');
  return {
    body: await deps.storage.get(file.key),
    size: stat.size,
    type: file.type in FORM_FILE_TYPES ? file.type : 'application/octet-stream',
    name: file.name,
  };
}

/** A form's results to export through its link: the sheet, its format, and the language it is in. */
export async function receivedExport(
  deps: Deps,
  params: { by: number; locale: string; form: number; name: string },
  query: Signed,
): Promise<{ sheet: ResultSheet; format: 'xlsx' | 'csv'; locale: RequestLocale; name: string }> {
  await checkLink(deps, routePath(routes.downloadReceivedExport, params), params.by, query);
  const format = params.name.endsWith('.xlsx') ? 'xlsx' : params.name.endsWith('.csv') ? 'csv' : undefined;
  const { codes, defaultCode } = await offeredLocaleSettings(deps.db);
  const locale = resolveLocale(params.locale, codes, defaultCode);
  const sheet = format && (await resultSheet(deps.db, params.form, locale));
  if (!format || !sheet) throw notFound('The form is no longer available');
  return { sheet, format, locale, name: params.name };
}
