import type { AssignableUser, Visitation } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { UserPrincipal } from '../../lib/principal.ts';
import { activeUsers } from '../auth/index.ts';
import { staffMembers } from './staff.repository.ts';
import {
  actorOf,
  changedMeanwhile,
  isAssignable,
  requirePlanner,
  toVisitationAnswer,
  visibleVisitation,
} from './visitation-rules.ts';
import { findVisitation, updateVisitationRow } from './visitation.repository.ts';

/** The field staff and planners visits may be assigned to (planners only). */
export async function listAssignable(db: Database, principal: UserPrincipal): Promise<AssignableUser[]> {
  requirePlanner(await actorOf(db, principal));
  const staff = await staffMembers(db);
  const roles = new Map(staff.map((s) => [s.user_id, s.role]));
  // The auth area answers the active accounts among them, by last name, first name and id.
  const users = await activeUsers(
    db,
    staff.map((s) => s.user_id),
  );
  return users.map((u) => ({
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    role: roles.get(u.id)!,
  }));
}

/**
 * Assigns a visitation to a staff member, or with `userId` null takes the assignment back
 * (planners only). A done or cancelled visit keeps whoever it had.
 */
export async function assignVisitation(
  db: Database,
  principal: UserPrincipal,
  id: number,
  userId: number | null,
): Promise<Visitation> {
  const actor = await actorOf(db, principal);
  requirePlanner(actor);
  const row = await visibleVisitation(db, actor, id);
  if (row.status === 'done' || row.status === 'cancelled')
    throw conflict(`A ${row.status} visitation cannot be reassigned`, 'visitation_closed');
  if (userId !== null && !(await isAssignable(db, userId)))
    throw badRequest('user_id: visits cannot be assigned to this user', 'user_id', 'user_not_assignable');
  if (!(await updateVisitationRow(db, id, row.status, { assigned_user_id: userId })))
    throw changedMeanwhile();
  return toVisitationAnswer(db, (await findVisitation(db, id))!);
}
