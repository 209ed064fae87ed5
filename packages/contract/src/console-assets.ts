import { z } from 'zod';
import { Id, isIsoDateTime, ShortText } from './common.ts';

/**
 * The asset library as the operator console writes it: an asset's name, tags, scopes, title,
 * description and usage terms per language, rights (credit, licence, the days it may be shown) and
 * linked products, one asset at a time or tags, scopes and rights on a selection. Outside its
 * rights' window an asset is hidden from everyone but administrators.
 */

/** Where an asset stands with its rights today: shown, no longer, or not yet. */
export const RIGHTS_STATES = ['valid', 'expired', 'not_yet_valid'] as const;
export const RightsState = z.enum(RIGHTS_STATES);
export type RightsState = z.infer<typeof RightsState>;

export const ASSET_DESCRIPTION_MAX = 5_000;
/** The most assets one bulk edit changes. */
export const ASSET_BULK_MAX = 500;

/** An id in a JSON body: a number, not a numeric text. */
const BodyId = z.number().int().positive().max(2_147_483_647);

const LocaleCode = z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'A locale such as en_GB');

/** A day of the portal's calendar, `YYYY-MM-DD`, that exists, within sensible years. */
export const RightsDay = z
  .string()
  .max(10)
  .refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && isIsoDateTime(s) && s >= '1900' && s < '2200', {
    message: 'A day such as 2027-01-31',
  });

/** Multi-line text: no control characters but line breaks and tabs, no markup. */
const PlainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'Control characters are not allowed')
    .regex(/^[^<>]*$/, 'The characters < and > are not allowed');

export const ConsoleAssetQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  /** Words of the name or a title. */
  q: ShortText(200).optional(),
  scope: Id.optional(),
  tag: Id.optional(),
  rights: RightsState.optional(),
  sort: z.enum(['name', 'created_at', 'updated_at', 'valid_until']).default('updated_at'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type ConsoleAssetQuery = z.infer<typeof ConsoleAssetQuery>;

const Ref = z.object({ id: z.number().int(), name: z.string() });

export const ConsoleAssetRow = z.object({
  id: z.number().int(),
  name: z.string(),
  ext: z.string(),
  /** The media path (add a rendition preset's query for a thumbnail). */
  url: z.string(),
  archived: z.boolean(),
  scopes: z.array(Ref),
  tags: z.array(Ref),
  rights: RightsState,
  /** The last day it is shown (inclusive), or null. */
  valid_until: z.string().nullable(),
  updated_at: z.string(),
});
export type ConsoleAssetRow = z.infer<typeof ConsoleAssetRow>;
export const ConsoleAssetList = z.object({ items: z.array(ConsoleAssetRow), total: z.number().int() });
export type ConsoleAssetList = z.infer<typeof ConsoleAssetList>;

/** One language of an asset: its title (empty: its name), description and usage terms. */
export const AssetTexts = z.object({
  title: ShortText(300).default(''),
  description: PlainText(ASSET_DESCRIPTION_MAX).default(''),
  usage_terms: PlainText(ASSET_DESCRIPTION_MAX).default(''),
});
export type AssetTexts = z.infer<typeof AssetTexts>;

/** Rights: who holds them, the licence, and the days it may be shown (inclusive; null for open). */
export const AssetRights = z.object({
  credit: ShortText(300).default(''),
  licence: ShortText(300).default(''),
  valid_from: RightsDay.nullable().default(null),
  valid_until: RightsDay.nullable().default(null),
});
export type AssetRights = z.infer<typeof AssetRights>;

/** A window that ends before it starts is refused at `valid_until`. */
function windowInOrder(
  rights: { valid_from?: string | null; valid_until?: string | null },
  ctx: z.RefinementCtx,
) {
  if (rights.valid_from && rights.valid_until && rights.valid_from > rights.valid_until)
    ctx.addIssue({
      code: 'custom',
      message: 'valid_until must not be before valid_from',
      path: ['valid_until'],
    });
}

/** What an asset's edit form writes, whole. */
export const ConsoleAssetInput = z.strictObject({
  /** The file's name without its extension: people download it under it, so no path in it. */
  name: ShortText(250)
    .min(1, 'Required')
    .regex(/^[^/\\:*?"|]*$/, 'The characters / \\ : * ? " | are not allowed')
    .refine((n) => !/^\.+$/.test(n), 'Not a file name'),
  tags: z.array(BodyId).max(100).default([]),
  scopes: z.array(BodyId).max(100).default([]),
  translations: z
    .record(LocaleCode, AssetTexts)
    .refine((t) => Object.keys(t).length <= 50, 'Too many languages')
    .default({}),
  rights: AssetRights.strict()
    .superRefine(windowInOrder)
    .default({ credit: '', licence: '', valid_from: null, valid_until: null }),
  products: z.array(BodyId).max(200).default([]),
});
export type ConsoleAssetInput = z.infer<typeof ConsoleAssetInput>;
export type ConsoleAssetDraft = z.input<typeof ConsoleAssetInput>;

/** One asset as the edit form opens it. */
export const ConsoleAsset = z.object({
  id: z.number().int(),
  name: z.string(),
  ext: z.string(),
  url: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  archived: z.boolean(),
  tags: z.array(z.number().int()),
  scopes: z.array(z.number().int()),
  translations: z.record(z.string(), AssetTexts),
  rights: AssetRights,
  rights_state: RightsState,
  products: z.array(z.object({ id: z.number().int(), name: z.string(), identifier: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ConsoleAsset = z.infer<typeof ConsoleAsset>;

/**
 * A change to many assets at once: tags and scopes added or removed, and the rights fields given
 * set (a field left out stays as it is; null clears a day).
 */
export const ConsoleAssetBulk = z
  .strictObject({
    ids: z.array(BodyId).min(1, 'Choose at least one asset').max(ASSET_BULK_MAX),
    add_tags: z.array(BodyId).max(100).default([]),
    remove_tags: z.array(BodyId).max(100).default([]),
    add_scopes: z.array(BodyId).max(100).default([]),
    remove_scopes: z.array(BodyId).max(100).default([]),
    rights: z
      .strictObject({
        credit: ShortText(300).optional(),
        licence: ShortText(300).optional(),
        valid_from: RightsDay.nullable().optional(),
        valid_until: RightsDay.nullable().optional(),
      })
      .superRefine(windowInOrder)
      .default({}),
  })
  .strict();
export type ConsoleAssetBulk = z.infer<typeof ConsoleAssetBulk>;
export type ConsoleAssetBulkDraft = z.input<typeof ConsoleAssetBulk>;

export const ConsoleAssetBulkResult = z.object({ changed: z.number().int() });
export type ConsoleAssetBulkResult = z.infer<typeof ConsoleAssetBulkResult>;

/** The choices the edit form and the filters offer: every scope and tag, named in the reader's language. */
export const ConsoleAssetChoices = z.object({
  scopes: z.array(Ref.extend({ depth: z.number().int() })),
  tags: z.array(Ref),
  locales: z.array(z.object({ code: z.string(), title: z.string(), default: z.boolean() })),
});
export type ConsoleAssetChoices = z.infer<typeof ConsoleAssetChoices>;
