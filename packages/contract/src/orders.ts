import { z } from 'zod';
import { Id, RequiredText, ShortText, isIsoDateTime } from './common.ts';

/** ISO 3166-1 alpha-2 codes: the countries of `GET /private/order/options` and of every address. */
export const COUNTRY_CODES = [
  ...'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  ),
] as [string, ...string[]];

/** A country of the options list by its alpha code, in any case (`nl` is `NL`). */
export const CountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(COUNTRY_CODES, 'Unknown country code; see GET /private/order/options'));

/**
 * Free text a person types (a note): several lines allowed, other control characters not. Markup
 * is not refused: it is kept and answered as plain text, and no answer or mail renders it.
 */
export const PlainNote = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'Control characters are not allowed');

/** A postal address: the delivery of an order, the place of a visit. */
export const PostalAddress = z.strictObject({
  /** Who or which company is there. */
  name: RequiredText(200),
  street: RequiredText(200),
  street_number: RequiredText(20),
  zip_code: RequiredText(20),
  city: RequiredText(100),
  country: CountryCode,
});
export type PostalAddress = z.infer<typeof PostalAddress>;
/** An address as answered (as stored, not checked again on the way out). */
const AddressAnswer = z.object({
  name: z.string(),
  street: z.string(),
  street_number: z.string(),
  zip_code: z.string(),
  city: z.string(),
  country: z.string(),
});

/** Unix seconds (spec 9). */
const Seconds = z.number().int();

// ---------------------------------------------------------------------------------------------
// Orders

/** One product of an order: a listed product (not archived, not switched off) and how many. */
export const OrderLineInput = z.strictObject({
  product_id: z.number().int().positive().max(2_147_483_647),
  quantity: z.number().int().min(1).max(10_000),
  note: PlainNote(500).optional(),
});
/** What a user orders (samples, brochures...): the body of `POST /private/order/` is `{order}`. */
export const OrderInput = z.strictObject({
  lines: z.array(OrderLineInput).min(1, 'An order needs at least one line').max(200),
  /** The customer's own reference (a purchase order number). */
  reference: ShortText(100).optional(),
  delivery: PostalAddress,
  note: PlainNote(5000).optional(),
});
export type OrderInput = z.infer<typeof OrderInput>;
export const OrderRequest = z.strictObject({ order: OrderInput });
export type OrderRequest = z.infer<typeof OrderRequest>;

/** `received` when sent; the operators' system moves it on (no portal call does). */
export const OrderStatus = z.enum(['received', 'confirmed', 'shipped', 'cancelled']);
export type OrderStatus = z.infer<typeof OrderStatus>;

/**
 * A line as ordered: the product's SKU and name are kept as they were when the order was sent
 * (`product_id` becomes null if the product is deleted later).
 */
export const OrderLine = z.object({
  product_id: z.number().int().nullable(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  note: z.string(),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const Order = z.object({
  id: z.number().int(),
  status: OrderStatus,
  reference: z.string().nullable(),
  delivery: AddressAnswer,
  note: z.string(),
  lines: z.array(OrderLine),
  created: Seconds,
  updated: Seconds,
});
export type Order = z.infer<typeof Order>;

/** A page of the caller's orders, newest first, and how many there are in all. */
export const OrderList = z.object({ results: z.array(Order), total: z.number().int() });
export type OrderList = z.infer<typeof OrderList>;

/** Paging of the portal's own lists: `limit` with `page` (from 1), or `offset`, which wins. */
export const OrderListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  offset: z.coerce.number().int().min(0).max(100_000_000).optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

// ---------------------------------------------------------------------------------------------
// Visitations

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
