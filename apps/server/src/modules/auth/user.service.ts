import type { Database } from '../../db/database.ts';
import { findUserName, findUserProfileRow, isAdmin } from './user.repository.ts';

// What other areas read of an account: its profile, its name, whether it administers the portal.

/** A person's stored profile (null when no such account). */
export const userProfileRow = (db: Database, userId: number) => findUserProfileRow(db, userId);

/** A person's first and last name, as mails and lists name them. */
export const userName = (db: Database, userId: number) => findUserName(db, userId);

/** Whether the account administers the portal (it sees every report and visitation). */
export const isAdminUser = (db: Database, userId: number): Promise<boolean> => isAdmin(db, userId);
