import { z } from 'zod';

/** Every non-2xx answer of the API. `code` is stable and machine readable; `message` is for people. */
export const ApiError = z.object({
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
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
        if (value && typeof value === 'object' && !Array.isArray(value))
          return value as Record<string, unknown>;
      } catch {
        /* reported below */
      }
      ctx.addIssue({ code: 'custom', message: 'filters must be a JSON object' });
      return z.NEVER;
    }),
]);
