import type { Visitation, VisitationStatus } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { UserPrincipal } from '../../lib/principal.ts';
import { activeUsers, isAdminUser, userNames } from '../auth/index.ts';
import { staffRole } from './staff.repository.ts';
import { findVisitation, type VisitationRow } from './visitation.repository.ts';

/** Who is acting and whether they plan visits. */
export interface Actor {
  userId: number;
  planner: boolean;
}

/** Planners: the staff with the planner role, and the portal's administrators. */
export async function actorOf(db: Database, principal: UserPrincipal): Promise<Actor> {
  const [role, admin] = await Promise.all([
    staffRole(db, principal.userId),
    isAdminUser(db, principal.userId),
  ]);
  return { userId: principal.userId, planner: role === 'planner' || admin };
}

/** Whether visits may be assigned to this user: staff, with an account that is not switched off. */
export async function isAssignable(db: Database, userId: number): Promise<boolean> {
  const [role, active] = await Promise.all([staffRole(db, userId), activeUsers(db, [userId])]);
  return role !== undefined && active.length > 0;
}

/** Refuses a caller who does not plan visits. */
export function requirePlanner(actor: Actor): void {
  if (!actor.planner) throw forbidden('Only visit planners may do this', 'planner_only');
}

/**
 * A visitation the actor may see: their own request, one assigned to them, or any for a planner.
 * Any other answers the same 404 as an unknown id, so ids reveal nothing.
 */
export async function visibleVisitation(db: Database, actor: Actor, id: number): Promise<VisitationRow> {
  const row = await findVisitation(db, id);
  if (!row || !(actor.planner || row.requester_id === actor.userId || row.assigned_user_id === actor.userId))
    throw notFound('Visitation not found', 'visitation_not_found');
  return row;
}

/** Status changes a planner may make; setting the current status again is no change. */
const NEXT: Record<VisitationStatus, VisitationStatus[]> = {
  requested: ['planned', 'cancelled'],
  planned: ['requested', 'done', 'cancelled'],
  done: [],
  cancelled: ['requested'],
};

export function assertTransition(from: VisitationStatus, to: VisitationStatus): void {
  if (from !== to && !NEXT[from].includes(to))
    throw conflict(`A ${from} visitation cannot become ${to}`, 'status_change_not_allowed', 'status');
}

/** A planned or done visit has a day. */
export function assertPlannedDate(status: VisitationStatus, plannedDate: string | null): void {
  if ((status === 'planned' || status === 'done') && !plannedDate)
    throw badRequest(
      `planned_date: a ${status} visitation needs a planned day`,
      'planned_date',
      'validation_error',
      { kind: 'required' },
    );
}

/**
 * A wished day may not lie in the past. Yesterday in UTC is still accepted: it is today somewhere
 * (the portal's time zone may be behind UTC).
 */
export function assertNotPast(date: string, now = Date.now()): void {
  const yesterday = new Date(now - 86_400_000).toISOString().slice(0, 10);
  if (date < yesterday) throw badRequest('wished_date: the day has passed', 'wished_date', 'date_in_past');
}

/** Another change came between the check and the write. */
export const changedMeanwhile = () =>
  conflict('The visitation changed meanwhile; please reload it', 'visitation_changed');

const seconds = (date: Date) => Math.floor(new Date(date).getTime() / 1000);

type Names = Awaited<ReturnType<typeof userNames>>;

function toVisitation(row: VisitationRow, names: Names): Visitation {
  const requester = names.get(row.requester_id);
  const assigned = row.assigned_user_id === null ? undefined : names.get(row.assigned_user_id);
  return {
    id: row.id,
    status: row.status,
    address: {
      name: row.address_name,
      street: row.address_street,
      street_number: row.address_street_number,
      zip_code: row.address_zip_code,
      city: row.address_city,
      country: row.address_country,
      details: row.address_details,
    },
    wished_date: row.wished_date,
    time_window: row.time_from && row.time_to ? { from: row.time_from, to: row.time_to } : null,
    note: row.note,
    planned_date: row.planned_date,
    requester: {
      id: row.requester_id,
      first_name: requester?.first_name ?? '',
      last_name: requester?.last_name ?? '',
    },
    assigned_user:
      row.assigned_user_id === null
        ? null
        : {
            id: row.assigned_user_id,
            first_name: assigned?.first_name ?? '',
            last_name: assigned?.last_name ?? '',
          },
    created: seconds(row.created_at),
    updated: seconds(row.updated_at),
  };
}

/**
 * Visitations in the API's shape, in the order given; the names of their requesters and assigned
 * users are asked of the auth area in one call for the whole list.
 */
export async function toVisitations(db: Database, rows: VisitationRow[]): Promise<Visitation[]> {
  const ids = rows.flatMap((r) =>
    r.assigned_user_id === null ? [r.requester_id] : [r.requester_id, r.assigned_user_id],
  );
  const names = await userNames(db, ids);
  return rows.map((row) => toVisitation(row, names));
}

/** One visitation in the API's shape. */
export async function toVisitationAnswer(db: Database, row: VisitationRow): Promise<Visitation> {
  return (await toVisitations(db, [row]))[0];
}
