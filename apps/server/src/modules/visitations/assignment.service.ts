import type { AssignableUser, Visitation } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { UserPrincipal } from '../../lib/principal.ts';
import { assignableUsers, isAssignable } from './staff.repository.ts';
import {
  actorOf,
  changedMeanwhile,
  requirePlanner,
  toVisitation,
  visibleVisitation,
} from './visitation-rules.ts';
import { findVisitation, updateVisitationRow } from './visitation.repository.ts';

/** The field staff and planners visits may be assigned to (planners only). */
export async function listAssignable(db: Database, principal: UserPrincipal): Promise<AssignableUser[]> {
  requirePlanner(await actorOf(db, principal));
  return assignableUsers(db);
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
  return toVisitation((await findVisitation(db, id))!);
}
