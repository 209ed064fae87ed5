import { randomUUID } from 'node:crypto';
import { DOWNLOAD_FILE_BASE, type DownloadFile, type ShareRequest } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { resolveLocale, type RequestLocale } from '../../lib/locale.ts';
import type { Principal } from '../../lib/principal.ts';
import { signedUrl } from '../../lib/signing.ts';
import { mailBody, mailText } from '../../mail/messages.ts';
import { recordEvent } from '../analytics/index.ts';
import { userName } from '../auth/index.ts';
import { portalConfig, signingKey } from '../config/index.ts';
import { localeSettings } from '../locales/index.ts';
import { sightOf } from '../visibility/index.ts';
import { filesOutOfRights } from '../media/index.ts';
import { resolveCart, sourceMissing } from './download-request.ts';
import {
  countDownload,
  deleteExpiredDownloads,
  findLiveDownload,
  insertDownload,
} from './download.repository.ts';
import { DownloadManifest, type ZipEntry } from './download-manifest.ts';

const LINK_TTL_MS = { download: 24 * 3600_000, share: 7 * 24 * 3600_000 };

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

/**
 * Validates the cart and records it under a new id: the signed, expiring link streams its zip
 * when opened (as often as it is opened), so the answer never waits for the archive.
 */
async function prepareLink(
  deps: Deps,
  ctx: CartContext,
  files: DownloadFile[],
  kind: 'download' | 'share',
  recipient: string | null = null,
) {
  const sight = await sightOf(deps, ctx.principal);
  const entries = await resolveCart(deps, files, await ownHosts(deps, ctx.origin), sight);
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + LINK_TTL_MS[kind]);
  const fileName = `assets-${new Date().toISOString().slice(0, 10)}.zip`;
  await insertDownload(deps.db, {
    id,
    kind,
    entries,
    file_name: fileName,
    file_count: entries.length,
    user_id: ctx.principal.kind === 'user' ? ctx.principal.userId : null,
    expires_at: expiresAt,
    recipient,
  });
  await recordEvent(deps.db, ctx.principal, ctx.locale.code, {
    type: 'event',
    category: 'Download',
    action: kind === 'download' ? 'Download' : 'Share',
    label: `${entries.length} file(s)`,
  });
  const url = signedUrl(
    await signingKey(deps.db),
    `${DOWNLOAD_FILE_BASE}/${id}/${fileName}`,
    LINK_TTL_MS[kind],
  );
  return { url, expiresAt, count: entries.length };
}

/** A zip of the cart: answers the signed, expiring link to it. */
export async function downloadCart(deps: Deps, ctx: CartContext, files: DownloadFile[]) {
  const { url } = await prepareLink(deps, ctx, files, 'download');
  return { url };
}

/** A zip of the cart, e-mailed as an expiring link to the recipient in their language. */
export async function shareCart(deps: Deps, ctx: CartContext, request: ShareRequest) {
  const { url, expiresAt, count } = await prepareLink(deps, ctx, request.files, 'share', request.email);
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

/**
 * Deletes the records of links expired more than DOWNLOAD_HISTORY_DAYS ago (no archive is ever
 * stored; until then they are the console's download history); answers how many.
 */
export function sweepExpiredDownloads(deps: Deps, now = new Date()): Promise<number> {
  return deleteExpiredDownloads(
    deps.db,
    new Date(now.getTime() - deps.config.downloadHistoryDays * 86_400_000),
  );
}

/**
 * The cart a live link names, or undefined when the link's record has expired or was swept;
 * `revoked` when an operator withdrew it.
 */
export async function liveDownload(
  deps: Deps,
  id: string,
): Promise<{ fileName: string; entries: ZipEntry[]; revoked: boolean } | undefined> {
  const row = await findLiveDownload(deps.db, id);
  if (!row) return undefined;
  const entries = DownloadManifest.parse(row.entries);
  // A file whose rights ended since the link was made is gone for the link too.
  const keys = entries.flatMap((e) => (e.source.type === 'leaflet' ? [] : [e.source.key]));
  const ended = await filesOutOfRights(deps.db, keys);
  const gone = entries.find((e) => e.source.type !== 'leaflet' && ended.has(e.source.key));
  if (gone) throw sourceMissing(gone.name, gone.index);
  return { fileName: row.file_name, entries, revoked: row.revoked_at !== null };
}

/** Counts one download of a link (its archive started streaming). */
export const recordLinkDownload = (deps: Deps, id: string) => countDownload(deps.db, id);
