import type { Database } from '../../db/database.ts';
import {
  findActiveUsers,
  findUserName,
  findUserNames,
  findUserGroup,
  findUserProfileRow,
  isAdmin,
} from './user.repository.ts';

// What other areas read of an account: its profile, its name, whether it administers the portal,
// and for lists the names of many at once.

/** A person's stored profile (null when no such account). */
export const userProfileRow = (db: Database, userId: number) => findUserProfileRow(db, userId);

/** A person's first and last name, as mails and lists name them. */
export const userName = (db: Database, userId: number) => findUserName(db, userId);

/** The registration group an account belongs to (null for an unknown id): what it may see. */
export const userGroup = (db: Database, userId: number) => findUserGroup(db, userId);

/** Whether the account administers the portal (it sees every report and visitation). */
export const isAdminUser = (db: Database, userId: number): Promise<boolean> => isAdmin(db, userId);

/** The first and last names of the accounts of `ids`, by id (unknown ids left out); one query. */
export async function userNames(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, { first_name: string; last_name: string }>> {
  if (!ids.length) return new Map();
  const rows = await findUserNames(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, { first_name: r.first_name, last_name: r.last_name }]));
}

/**
 * The accounts of `ids` that are not switched off, with name and e-mail, by last name, first name
 * and id (unknown and disabled ids left out); one query.
 */
export async function activeUsers(db: Database, ids: readonly number[]) {
  return ids.length ? findActiveUsers(db, [...new Set(ids)]) : [];
}
