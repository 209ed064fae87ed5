import type {
  ConsoleDownloadList,
  ConsoleDownloadQuery,
  ConsoleShare,
  ConsoleShareList,
  ConsoleShareQuery,
} from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Principal } from '../../lib/principal.ts';
import { requireAdministrator, userNames } from '../auth/index.ts';
import { findShare, listDownloads, listShares, revokeShareRow, type ShareRow } from '../downloads/index.ts';
import { downloadableAsset } from '../media/index.ts';
import { recordChange } from './audit.service.ts';
import { administrator } from './users.service.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

async function toShares(deps: Deps, rows: ShareRow[]): Promise<ConsoleShare[]> {
  const names = await userNames(
    deps.db,
    rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id])),
  );
  return rows.map((row) => {
    const sender = row.user_id === null ? undefined : names.get(row.user_id);
    return {
      id: row.id,
      sender:
        row.user_id === null
          ? null
          : {
              id: row.user_id,
              name: sender ? `${sender.first_name} ${sender.last_name}`.trim() : '',
              email: '',
            },
      recipient: row.recipient,
      file_name: row.file_name,
      file_count: row.file_count,
      created_at: iso(row.created_at)!,
      expires_at: iso(row.expires_at)!,
      download_count: row.download_count,
      last_download_at: iso(row.last_download_at),
      revoked_at: iso(row.revoked_at),
    };
  });
}

/** The shares whose links still work or were revoked before they expired, newest first. */
export async function sharePage(
  deps: Deps,
  principal: Principal,
  query: ConsoleShareQuery,
): Promise<ConsoleShareList> {
  await requireAdministrator(deps.db, principal);
  const { rows, total } = await listShares(deps.db, { ...query, userId: query.user_id });
  return { items: await toShares(deps, rows), total };
}

/**
 * The download history, newest first: every cart link, live or expired, of a kind, of one person,
 * or holding one asset (an unknown asset held nothing).
 */
export async function downloadPage(
  deps: Deps,
  principal: Principal,
  query: ConsoleDownloadQuery,
): Promise<ConsoleDownloadList> {
  await requireAdministrator(deps.db, principal);
  const asset = query.asset_id === undefined ? null : await downloadableAsset(deps.db, query.asset_id);
  if (query.asset_id !== undefined && !asset) return { items: [], total: 0 };
  const { rows, total } = await listDownloads(deps.db, {
    ...query,
    userId: query.user_id,
    fileKey: asset?.storage_key,
  });
  const shares = await toShares(deps, rows);
  return {
    items: rows.map((row, i) => ({ ...shares[i], kind: row.kind, files: row.names ?? [] })),
    total,
  };
}

/** Withdraws a share: its link answers 410 Gone from then on. */
export async function revokeShare(deps: Deps, principal: Principal, id: string): Promise<ConsoleShare> {
  const actor = await administrator(deps, principal);
  const share = await findShare(deps.db, id);
  if (!share) throw notFound('This share does not exist or has expired');
  await deps.db.transaction().execute(async (trx) => {
    if (!(await revokeShareRow(trx, id, actor.id))) throw conflict('This share was revoked already');
    await recordChange(trx, actor, {
      action: 'share.revoked',
      target: { kind: 'share', id, label: share.recipient ?? share.file_name },
      before: { revoked: false },
      after: { revoked: true },
    });
  });
  return (await toShares(deps, [(await findShare(deps.db, id))!]))[0];
}
