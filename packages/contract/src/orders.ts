import { z } from 'zod';
import { RequiredText, ShortText } from './common.ts';

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
export const AddressAnswer = z.object({
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
