import { z } from 'zod';
import { Id, isIsoDateTime } from './common.ts';
import { AddressAnswer, OrderListQuery, PlainNote, PostalAddress } from './orders.ts';

/** Visits: requested by users, planned and assigned by planners, done by field staff. */

/** Unix seconds (spec 9). */
const Seconds = z.number().int();

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30), between 2000 and 2100. */
export const VisitDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine((s) => isIsoDateTime(s) && s >= '2000-01-01' && s <= '2100-12-31', 'Invalid date');

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:MM');
/** Part of a day, `from` before `to`, in the portal's local time. */
export const VisitTimeWindow = z
  .strictObject({ from: ClockTime, to: ClockTime })
  .refine((w) => w.from < w.to, { message: 'from must be before to', path: ['to'] });
export type VisitTimeWindow = z.infer<typeof VisitTimeWindow>;

/** Where a visit takes place: a postal address plus directions (floor, entrance, whom to ask). */
export const VisitationAddress = PostalAddress.extend({ details: PlainNote(500).default('') });
export type VisitationAddress = z.infer<typeof VisitationAddress>;
export const VisitationAddressAnswer = AddressAnswer.extend({ details: z.string() });
export type VisitationAddressAnswer = z.infer<typeof VisitationAddressAnswer>;

/**
 * requested (by a user) → planned (a planner set the day) → done; requested or planned →
 * cancelled; a planned or cancelled visit may go back to requested.
 */
export const VisitationStatus = z.enum(['requested', 'planned', 'done', 'cancelled']);
export type VisitationStatus = z.infer<typeof VisitationStatus>;

/** A person named on a visitation: its requester or the field staff member assigned to it. */
export const VisitationUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});

export const Visitation = z.object({
  id: z.number().int(),
  status: VisitationStatus,
  address: VisitationAddressAnswer,
  wished_date: z.string(),
  time_window: z.object({ from: z.string(), to: z.string() }).nullable(),
  note: z.string(),
  planned_date: z.string().nullable(),
  requester: VisitationUser,
  assigned_user: VisitationUser.nullable(),
  created: Seconds,
  updated: Seconds,
});
export type Visitation = z.infer<typeof Visitation>;

export const VisitationList = z.object({ results: z.array(Visitation), total: z.number().int() });
export type VisitationList = z.infer<typeof VisitationList>;

/** `POST /private/visitation/request`: a user asks for a visit (wished day not in the past). */
export const VisitationRequest = z.strictObject({
  address: VisitationAddress,
  wished_date: VisitDate,
  time_window: VisitTimeWindow.optional(),
  note: PlainNote(5000).optional(),
});
export type VisitationRequest = z.infer<typeof VisitationRequest>;

/** `POST /private/visitation/`: a planner plans a visit at once (status planned), maybe assigned. */
export const VisitationCreate = VisitationRequest.extend({
  wished_date: VisitDate.optional(),
  planned_date: VisitDate,
  assigned_user_id: Id.optional(),
});
export type VisitationCreate = z.infer<typeof VisitationCreate>;

/**
 * `PUT /private/visitation/{id}`: the fields to change. The requester may change address, wished
 * day, time window and note while the visit is `requested`; `status` and `planned_date` are the
 * planners'. `time_window: null` removes the window.
 */
export const VisitationUpdate = z
  .strictObject({
    address: VisitationAddress.optional(),
    wished_date: VisitDate.optional(),
    time_window: VisitTimeWindow.nullable().optional(),
    note: PlainNote(5000).optional(),
    status: VisitationStatus.optional(),
    planned_date: VisitDate.nullable().optional(),
  })
  .refine((u) => Object.values(u).some((v) => v !== undefined), 'Nothing to change');
export type VisitationUpdate = z.infer<typeof VisitationUpdate>;

/** `GET /private/visitation/requested`: the caller's requests; a planner may ask for everyone's. */
export const VisitationListQuery = OrderListQuery.extend({
  status: VisitationStatus.optional(),
  scope: z.enum(['own', 'all']).default('own'),
});
export type VisitationListQuery = z.infer<typeof VisitationListQuery>;

/** `GET /private/visitation/assigned`: the visits assigned to the caller. */
export const AssignedVisitationQuery = OrderListQuery.extend({ status: VisitationStatus.optional() });
export type AssignedVisitationQuery = z.infer<typeof AssignedVisitationQuery>;

/** `DELETE /private/visitation/?id=12`. */
export const VisitationDeleteQuery = z.object({ id: Id });

/** `PUT /private/visitation/assigned/user/{id}`: the field staff member to send. */
export const VisitationAssign = z.strictObject({ user_id: z.number().int().positive().max(2_147_483_647) });

/** The addresses the caller used before, most recent first, for a picker. */
export const VisitationAddressList = z.array(VisitationAddressAnswer);

/** Who does visits: `field` staff may be assigned; a `planner` also plans and assigns. */
export const StaffRole = z.enum(['field', 'planner']);
export type StaffRole = z.infer<typeof StaffRole>;
export const AssignableUser = VisitationUser.extend({ email: z.string(), role: StaffRole });
export const AssignableUserList = z.array(AssignableUser);
export type AssignableUser = z.infer<typeof AssignableUser>;
