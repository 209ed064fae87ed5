import { randomUUID } from 'node:crypto';
import type { DownloadFile, ShareRequest } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { resolveLocale, type RequestLocale } from '../../lib/locale.ts';
import type { Principal } from '../../lib/principal.ts';
import { signedUrl } from '../../lib/signing.ts';
import { mailBody, mailText } from '../../mail/messages.ts';
import { downloadKey } from '../../storage/keys.ts';
import { recordEvent } from '../analytics/analytics.service.ts';
import { portalConfig } from '../config/config.service.ts';
import { localeSettings } from '../locales/locale.service.ts';
import { resolveCart } from './download-request.ts';
import { ZIP_JOB, type ZipPayload, type ZipResult } from './download.job.ts';
import { deleteExpiredDownloads, insertDownload, userName } from './download.repository.ts';

const LINK_TTL_MS = { download: 24 * 3600_000, share: 7 * 24 * 3600_000 };
const JOB_TIMEOUT_MS = 30 * 60_000;

/** Who asks, in which language, and on which origin (links and own-host checks). */
export interface CartContext {
  principal: Principal;
  locale: RequestLocale;
  origin: string;
}

/** Hosts whose URLs name this portal's files: its own origin, the setup domain and leaflet domain. */
async function ownHosts(deps: Deps, origin: string): Promise<Set<string>> {
  const { setup } = await portalConfig(deps, origin);
  const hosts = new Set<string>();
  for (const address of [origin, setup.domain, setup.leaflet.domain, deps.config.publicUrl]) {
    try {
      if (address) hosts.add(new URL(address).host.toLowerCase());
    } catch {
      // A domain without a scheme names no host we could match.
    }
  }
  return hosts;
}

/** Validates the cart, writes its zip as a job and answers a signed, expiring path to it. */
async function prepareZip(deps: Deps, ctx: CartContext, files: DownloadFile[], kind: 'download' | 'share') {
  const entries = await resolveCart(deps, files, await ownHosts(deps, ctx.origin));
  const id = randomUUID();
  const key = downloadKey(id);
  const payload: ZipPayload = { key, entries, names: files.map((f) => f.name) };
  const result = (await deps.jobs.run(ZIP_JOB, payload as unknown as Record<string, unknown>, {
    timeoutMs: JOB_TIMEOUT_MS,
  })) as unknown as ZipResult;
  if (!result.ok) throw new AppError(result.status, result.code, result.message, result.field);
  const expiresAt = new Date(Date.now() + LINK_TTL_MS[kind]);
  const fileName = `assets-${new Date().toISOString().slice(0, 10)}.zip`;
  await insertDownload(deps.db, {
    id,
    kind,
    storage_key: key,
    file_name: fileName,
    file_count: entries.length,
    size: result.size,
    user_id: ctx.principal.kind === 'user' ? ctx.principal.userId : null,
    expires_at: expiresAt,
  });
  await recordEvent(deps, ctx.principal, ctx.locale.code, {
    type: 'event',
    category: 'Download',
    action: kind === 'download' ? 'Download' : 'Share',
    label: `${entries.length} file(s)`,
  });
  const url = await signedUrl(deps.db, `/pim/asset/download/${id}/${fileName}`, LINK_TTL_MS[kind]);
  return { url, expiresAt, count: entries.length };
}

/** A zip of the cart: answers the signed, expiring link to it. */
export async function downloadCart(deps: Deps, ctx: CartContext, files: DownloadFile[]) {
  const { url } = await prepareZip(deps, ctx, files, 'download');
  return { url };
}

/** A zip of the cart, e-mailed as an expiring link to the recipient in their language. */
export async function shareCart(deps: Deps, ctx: CartContext, request: ShareRequest) {
  const { url, expiresAt, count } = await prepareZip(deps, ctx, request.files, 'share');
  const { codes, defaultCode } = await localeSettings(deps.db);
  const locale = request.locale ? resolveLocale(request.locale, codes, defaultCode) : ctx.locale;
  const { setup } = await portalConfig(deps, ctx.origin);
  const user = ctx.principal.kind === 'user' ? await userName(deps.db, ctx.principal.userId) : undefined;
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : setup.title;
  const expires = new Intl.DateTimeFormat(locale.code.replace('_', '-'), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(expiresAt);
  const link = `${ctx.origin}${url}`;
  const lang = locale.language;
  const body = mailText(lang, 'share_body', { name, count, portal: setup.title, expires: `${expires} UTC` });
  const signature = mailText(lang, 'signature', { portal: setup.title });
  await deps.mailer.send({
    to: request.email,
    subject: mailText(lang, 'share_subject', { name }),
    ...mailBody([body, link, signature], link),
  });
  return { message: `The files were shared with ${request.email}` };
}

/** Deletes prepared zips whose links have expired; answers how many. */
export async function sweepExpiredDownloads(deps: Deps): Promise<number> {
  const keys = await deleteExpiredDownloads(deps.db);
  for (const key of keys) await deps.storage.delete(key);
  return keys.length;
}
