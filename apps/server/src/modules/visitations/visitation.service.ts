import type {
  AssignedVisitationQuery,
  MessageAnswer,
  Visitation,
  VisitationAddress,
  VisitationAddressAnswer,
  VisitationCreate,
  VisitationList,
  VisitationListQuery,
  VisitationRequest,
  VisitationUpdate,
  VisitTimeWindow,
} from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import type { UserPrincipal } from '../../lib/principal.ts';
import { insertVisitation } from './visitation.writer.ts';
import {
  actorOf,
  assertNotPast,
  assertPlannedDate,
  assertTransition,
  changedMeanwhile,
  isAssignable,
  requirePlanner,
  toVisitationAnswer,
  toVisitations,
  visibleVisitation,
} from './visitation-rules.ts';
import {
  deleteVisitationRow,
  findVisitation,
  updateVisitationRow,
  usedAddresses,
  visitationPage,
} from './visitation.repository.ts';

/** At most this many addresses are offered in the picker. */
const ADDRESS_PICKS = 50;

const addressColumns = (a: VisitationAddress) => ({
  address_name: a.name,
  address_street: a.street,
  address_street_number: a.street_number,
  address_zip_code: a.zip_code,
  address_city: a.city,
  address_country: a.country,
  address_details: a.details,
});
const windowColumns = (w: VisitTimeWindow | null | undefined) => ({
  time_from: w?.from ?? null,
  time_to: w?.to ?? null,
});

async function answer(db: Database, id: number): Promise<Visitation> {
  return toVisitationAnswer(db, (await findVisitation(db, id))!);
}

/** A user asks for a visit: stored as `requested`, theirs to change until it is planned. */
export async function requestVisitation(
  db: Database,
  principal: UserPrincipal,
  input: VisitationRequest,
): Promise<Visitation> {
  assertNotPast(input.wished_date);
  const id = await insertVisitation(db, {
    requester_id: principal.userId,
    status: 'requested',
    ...addressColumns(input.address),
    wished_date: input.wished_date,
    ...windowColumns(input.time_window),
    note: input.note ?? '',
  });
  return answer(db, id);
}

/** A planner plans a visit at once (`planned`), maybe assigned to field staff. */
export async function createVisitation(
  db: Database,
  principal: UserPrincipal,
  input: VisitationCreate,
): Promise<Visitation> {
  requirePlanner(await actorOf(db, principal));
  if (input.assigned_user_id !== undefined && !(await isAssignable(db, input.assigned_user_id)))
    throw badRequest(
      'assigned_user_id: visits cannot be assigned to this user',
      'assigned_user_id',
      'user_not_assignable',
    );
  const id = await insertVisitation(db, {
    requester_id: principal.userId,
    status: 'planned',
    ...addressColumns(input.address),
    wished_date: input.wished_date ?? input.planned_date,
    ...windowColumns(input.time_window),
    note: input.note ?? '',
    planned_date: input.planned_date,
    assigned_user_id: input.assigned_user_id ?? null,
  });
  return answer(db, id);
}

/**
 * The caller's own requests (any status), newest first; `scope=all` gives a planner everyone's.
 * `offset` wins over `page`.
 */
export async function listRequested(
  db: Database,
  principal: UserPrincipal,
  query: VisitationListQuery,
): Promise<VisitationList> {
  if (query.scope === 'all') requirePlanner(await actorOf(db, principal));
  const { rows, total } = await visitationPage(
    db,
    {
      requesterId: query.scope === 'all' ? undefined : principal.userId,
      status: query.status,
      order: 'created',
    },
    query.limit,
    query.offset ?? (query.page - 1) * query.limit,
  );
  return { results: await toVisitations(db, rows), total };
}

/** The visits assigned to the caller, the soonest first. */
export async function listAssigned(
  db: Database,
  principal: UserPrincipal,
  query: AssignedVisitationQuery,
): Promise<VisitationList> {
  const { rows, total } = await visitationPage(
    db,
    { assignedUserId: principal.userId, status: query.status, order: 'due' },
    query.limit,
    query.offset ?? (query.page - 1) * query.limit,
  );
  return { results: await toVisitations(db, rows), total };
}

/** The distinct addresses of the caller's visitations, for a picker. */
export async function addressPicks(
  db: Database,
  principal: UserPrincipal,
): Promise<VisitationAddressAnswer[]> {
  const rows = await usedAddresses(db, principal.userId, ADDRESS_PICKS);
  return rows.map((r) => ({
    name: r.address_name,
    street: r.address_street,
    street_number: r.address_street_number,
    zip_code: r.address_zip_code,
    city: r.address_city,
    country: r.address_country,
    details: r.address_details,
  }));
}

export async function visitationById(
  db: Database,
  principal: UserPrincipal,
  id: number,
): Promise<Visitation> {
  return toVisitationAnswer(db, await visibleVisitation(db, await actorOf(db, principal), id));
}

/**
 * Changes a visitation. Its requester may change address, days and note while it is `requested`;
 * a planner may change any, status and planned day included. Assigned field staff read it only.
 */
export async function updateVisitation(
  db: Database,
  principal: UserPrincipal,
  id: number,
  input: VisitationUpdate,
): Promise<Visitation> {
  const actor = await actorOf(db, principal);
  const row = await visibleVisitation(db, actor, id);
  if (!actor.planner) {
    if (row.requester_id !== actor.userId)
      throw forbidden('Only its requester or a planner may change a visitation', 'not_requester');
    if (input.status !== undefined || input.planned_date !== undefined)
      throw forbidden('Only visit planners may set the status or the planned day', 'planner_only');
    if (row.status !== 'requested')
      throw conflict(
        'The visitation is already handled; please contact us to change it',
        'visitation_locked',
      );
  }
  if (input.wished_date !== undefined && input.wished_date !== row.wished_date)
    assertNotPast(input.wished_date);
  const status = input.status ?? row.status;
  assertTransition(row.status, status);
  const plannedDate = input.planned_date === undefined ? row.planned_date : input.planned_date;
  assertPlannedDate(status, plannedDate);
  const changed = await updateVisitationRow(db, id, row.status, {
    ...(input.address && addressColumns(input.address)),
    ...(input.wished_date !== undefined && { wished_date: input.wished_date }),
    ...(input.time_window !== undefined && windowColumns(input.time_window)),
    ...(input.note !== undefined && { note: input.note }),
    status,
    planned_date: plannedDate,
  });
  if (!changed) throw changedMeanwhile();
  return answer(db, id);
}

/** Removes a visitation: a requester their own while `requested`, a planner any. */
export async function deleteVisitation(
  db: Database,
  principal: UserPrincipal,
  id: number,
): Promise<MessageAnswer> {
  const actor = await actorOf(db, principal);
  const row = await visibleVisitation(db, actor, id);
  if (!actor.planner) {
    if (row.requester_id !== actor.userId)
      throw forbidden('Only its requester or a planner may delete a visitation', 'not_requester');
    if (row.status !== 'requested')
      throw conflict(
        'The visitation is already handled; please contact us to cancel it',
        'visitation_locked',
      );
  }
  if (!(await deleteVisitationRow(db, id, row.status))) throw changedMeanwhile();
  return { message: 'The visitation was deleted' };
}
