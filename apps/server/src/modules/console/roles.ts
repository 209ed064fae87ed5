import type { ConsoleRole } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import { removeStaffRole, setStaffRole, staffRolesOf } from '../visitations/index.ts';

// A person's roles as the console names them: the administrator flag is the accounts' own, the
// visit roles are the visitations area's (one of field staff or planner).

const VISIT_ROLES = { field: 'visitation_field', planner: 'visitation_planner' } as const;

/** The roles of each account of `ids`, from its administrator flag and its visit role. */
export async function rolesOf(
  db: Database,
  accounts: readonly { id: number; is_admin: boolean }[],
): Promise<Map<number, ConsoleRole[]>> {
  const visits = await staffRolesOf(
    db,
    accounts.map((a) => a.id),
  );
  return new Map(
    accounts.map((a) => {
      const visit = visits.get(a.id);
      const roles: ConsoleRole[] = a.is_admin ? ['administrator'] : [];
      if (visit) roles.push(VISIT_ROLES[visit]);
      return [a.id, roles];
    }),
  );
}

/** The visit role a set of console roles names (null: none); both visit roles at once are refused. */
export function visitRoleOf(roles: readonly ConsoleRole[]): 'field' | 'planner' | null {
  const field = roles.includes('visitation_field');
  const planner = roles.includes('visitation_planner');
  if (field && planner)
    throw badRequest('A person is either visitation field staff or a planner, not both', 'roles');
  return field ? 'field' : planner ? 'planner' : null;
}

/** Gives an account the visit role of `roles` (or takes it away). */
export async function writeVisitRole(
  db: Database,
  userId: number,
  roles: readonly ConsoleRole[],
): Promise<void> {
  const role = visitRoleOf(roles);
  if (role) await setStaffRole(db, userId, role);
  else await removeStaffRole(db, userId);
}
