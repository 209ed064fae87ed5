import type { AuditEntry, AuditList, AuditQuery } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { userNames } from '../auth/index.ts';
import { deleteAuditEntriesBefore, insertAuditEntry, listAuditEntries } from './audit.repository.ts';

/** Who made a change: the administrator's id and address (kept as it was). */
export interface Actor {
  id: number;
  email: string;
}

/** A change to write to the log: the action, its target and the record before and after. */
export interface Change {
  action: string;
  target: { kind: string; id: string | number; label?: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Only what changed: the keys whose values differ, before and after (a new or removed record whole). */
function difference(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  if (!before || !after) return { before, after };
  const keys = Object.keys({ ...before, ...after }).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** Writes a change to the audit log, in the transaction of the change itself. */
export async function recordChange(db: Database, actor: Actor, change: Change): Promise<void> {
  const { before, after } = difference(change.before ?? null, change.after ?? null);
  await insertAuditEntry(db, {
    actor_id: actor.id,
    actor_email: actor.email,
    action: change.action,
    target_kind: change.target.kind,
    target_id: String(change.target.id),
    target_label: change.target.label ?? '',
    before: before ? JSON.stringify(before) : null,
    after: after ? JSON.stringify(after) : null,
  });
}

/** A page of the log, each actor named as their account is named now (else by the kept address). */
export async function auditPage(deps: Deps, query: AuditQuery): Promise<AuditList> {
  const { rows, total } = await listAuditEntries(deps.db, query);
  const names = await userNames(
    deps.db,
    rows.flatMap((r) => (r.actor_id === null ? [] : [r.actor_id])),
  );
  const items = rows.map((row): AuditEntry => {
    const name = row.actor_id === null ? undefined : names.get(row.actor_id);
    return {
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      actor: {
        id: row.actor_id,
        name: name ? `${name.first_name} ${name.last_name}`.trim() : row.actor_email,
        email: row.actor_email,
      },
      action: row.action,
      target_kind: row.target_kind,
      target_id: row.target_id,
      target_label: row.target_label,
      before: row.before,
      after: row.after,
    };
  });
  return { items, total };
}

/** Housekeeping: forgets entries older than AUDIT_RETENTION_DAYS. */
export function sweepAuditLog(deps: Deps, now: Date): Promise<number> {
  return deleteAuditEntriesBefore(
    deps.db,
    new Date(now.getTime() - deps.config.auditRetentionDays * 86_400_000),
  );
}
