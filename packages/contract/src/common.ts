import { z } from 'zod';

/**
 * Every non-2xx answer of the API. `code` is stable and machine readable (one of `ERROR_CODES`);
 * `message` is English, for people reading logs. A refused input names its `field`, and for
 * `validation_error` the `kind` of problem; `params` holds the bound or the name a text may show.
 */
export const ApiError = z
  .object({
    message: z.string(),
    code: z.string(),
    field: z.string().optional(),
    kind: z.string().optional(),
    params: z
      .object({ min: z.number().optional(), max: z.number().optional(), name: z.string().optional() })
      .optional(),
  })
  .meta({
    examples: [
      { message: 'Expected a number', code: 'validation_error', field: 'limit', kind: 'invalid_type' },
    ],
  });
export type ApiError = z.infer<typeof ApiError>;
/** The error answers a route declares, each with the one error shape: `errorAnswers(400, 409)`. */
export const errorAnswers = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, ApiError])) as Record<S, typeof ApiError>;

/** A plain success answer carrying a human readable message. */
export const MessageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;

/** Numeric identifiers arrive as strings in paths and queries. */
export const Id = z.coerce.number().int().positive().max(2_147_483_647);

/** A short single-line text (a name, a street): trimmed, bounded, no control characters, no markup. */
export const ShortText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'Control characters are not allowed')
    .regex(/^[^<>]*$/, 'The characters < and > are not allowed');

export const RequiredText = (max = 200) => ShortText(max).min(1, 'Required');

/** NUL, or a UTF-16 surrogate without its partner (not encodable as UTF-8). */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The dotted path of the first string (value or key) in a parsed input that PostgreSQL cannot store
 * as text: the server refuses these in every request (`''` is the root or a bad key at the root).
 */
export function findUnstorableText(root: unknown): string | undefined {
  // Iterative, so a deeply nested JSON value cannot overflow the stack.
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return path;
    } else if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, item] of Object.entries(value)) {
        // A bad key is reported by its parent's path: the answer never echoes the bad text.
        if (UNSTORABLE.test(key)) return path;
        stack.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|([+-])(\d{2}):?(\d{2}))?)?$/;

/**
 * A real ISO 8601 date, optionally with a time and an offset: `YYYY-MM-DD[THH:mm[:ss[.fff]][Z|±hh:mm]]`.
 * The day must exist in its month (no 2001-02-29, no 1999-04-31), the time must be on the clock and
 * the offset within ±14:00, the widest in use; `Date.parse` and the database disagree on the rest.
 */
export function isIsoDateTime(text: string): boolean {
  const m = ISO_DATE_TIME.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second, , , offsetHours, offsetMinutes] = m
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  if (days === undefined || day < 1 || day > days) return false;
  if (hour > 23 || minute > 59 || second > 59) return false;
  return offsetMinutes <= 59 && offsetHours * 60 + offsetMinutes <= 14 * 60;
}

export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email('Invalid e-mail address'));

/** Order direction, accepted in any case. */
export const OrderDir = z
  .string()
  .transform((s) => s.toLowerCase())
  .pipe(z.enum(['asc', 'desc']));

/** Filters may come as a JSON string (product calls) or as a bracketed query object. */
export const JsonObjectParam = z.union([
  z.record(z.string(), z.unknown()),
  z
    .string()
    .max(20_000)
    .transform((text, ctx) => {
      if (text.trim() === '') return {};
      try {
        const value: unknown = JSON.parse(text);
        if (value && typeof value === 'object' && !Array.isArray(value)) {
          // JSON escapes (\u0000) only become characters here, after the server's raw-text check.
          const bad = findUnstorableText(value);
          if (bad === undefined) return value as Record<string, unknown>;
          ctx.addIssue({
            code: 'custom',
            message: 'NUL characters and unpaired surrogates are not allowed',
            path: bad ? bad.split('.') : [],
          });
          return z.NEVER;
        }
      } catch {
        /* reported below */
      }
      ctx.addIssue({ code: 'custom', message: 'filters must be a JSON object' });
      return z.NEVER;
    }),
]);
