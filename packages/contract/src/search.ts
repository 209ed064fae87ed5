import { z } from 'zod';

/**
 * Suggestions while typing (the top bar's and the lists' search boxes): after two characters, up
 * to `limit` matches in all, grouped by products, assets and contents, best first in each group
 * (an article number typed in full or begun comes first).
 */
export const SearchSuggestionQuery = z.object({
  search: z
    .string()
    .max(200)
    .transform((v) => v.trim())
    .pipe(z.string().min(2, 'Type at least two characters')),
  /** Suggestions in all groups together. */
  limit: z.coerce.number().int().min(1).max(20).default(8),
  /** The groups to suggest from (all by default): products, assets, contents. */
  sections: z
    .union([z.string().max(100), z.array(z.string().max(20)).max(3)])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).filter(Boolean))
    .pipe(z.array(z.enum(['products', 'assets', 'contents'])))
    .optional(),
});
export type SearchSuggestionQuery = z.infer<typeof SearchSuggestionQuery>;
/** The suggestion call as the app sends it. */
export type SearchSuggestionParams = z.input<typeof SearchSuggestionQuery>;
export const SUGGESTION_SECTIONS = ['products', 'assets', 'contents'] as const;
export type SuggestionSection = (typeof SUGGESTION_SECTIONS)[number];

export const ProductSuggestion = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The article number (sku) shown beside the name. */
  identifier: z.string(),
  /** The product's picture, as a product's `image` (an asset path for renditions), if it has one. */
  image: z.string().nullable(),
});
export type ProductSuggestion = z.infer<typeof ProductSuggestion>;

export const AssetSuggestion = z.object({
  id: z.number().int(),
  name: z.string(),
  ext: z.string(),
  /** The asset's path, as an asset's `url` (renditions are built on it). */
  url: z.string(),
});
export type AssetSuggestion = z.infer<typeof AssetSuggestion>;

export const ContentSuggestion = z.object({
  id: z.number().int(),
  title: z.string(),
  /** An external link the content opens instead of its page. */
  link: z.string().nullable(),
  thumbnail: z.string().nullable(),
});
export type ContentSuggestion = z.infer<typeof ContentSuggestion>;

export const SearchSuggestions = z.object({
  products: z.array(ProductSuggestion),
  assets: z.array(AssetSuggestion),
  contents: z.array(ContentSuggestion),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;

/**
 * A search made on the search page (its text settled), noted for the operators' activity figures
 * with the hits the server finds for it in the sections searched.
 */
export const SearchNote = z.strictObject({
  search: z
    .string()
    .max(200)
    .transform((v) => v.trim())
    .pipe(z.string().min(2, 'Type at least two characters')),
  /** The sections searched (all by default). */
  sections: z.array(z.enum(SUGGESTION_SECTIONS)).max(3).optional(),
});
export type SearchNote = z.infer<typeof SearchNote>;
