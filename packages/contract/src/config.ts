import { z } from 'zod';

/** Candidate attribute names for each product field, tried in order. */
export const Mapping = z.object({
  name: z.array(z.string()),
  title: z.array(z.string()),
  image: z.array(z.string()),
  stock: z.array(z.string()),
  restock: z.array(z.string()),
  shortDescription: z.array(z.string()),
  longDescription: z.array(z.string()),
});
export type Mapping = z.infer<typeof Mapping>;

export const Leaflet = z.object({
  /** File name template with %attributecode% placeholders. */
  filename: z.string(),
  /** When set, this attribute holds the leaflet address directly. */
  attribute: z.string().nullable(),
  domain: z.string(),
});

export const Setup = z.object({
  guest_token: z.string().nullable(),
  logo: z.string(),
  favicon: z.string(),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  background: z.string(),
  domain: z.string(),
  amazon_bucket: z.string().nullable(),
  analytics: z.object({ enabled: z.boolean(), measurement_id: z.string().nullable() }),
  feedback_form: z.number().int().nullable(),
  contact_form: z.number().int().nullable(),
  grid_columns: z.array(z.string()),
  catalog_columns: z.array(z.string()),
  grid_filter: z.record(z.string(), z.unknown()),
  filters: z.array(z.string()),
  leaflet: Leaflet,
  dashboard_content: z.string().nullable(),
  powered_by: z.string(),
  /** The portal's time zone (IANA name): form windows open at its local midnight. */
  time_zone: z.string().optional(),
  /**
   * Answered by the server: whether visitors can create an account themselves (some registration
   * group is open), so screens offer 'Create an account' only where it leads somewhere.
   */
  registration_open: z.boolean().optional(),
});
export type Setup = z.infer<typeof Setup>;

const Color = z.string().max(64);
export const Theme = z.object({
  palette: z.object({
    primary: z.object({ main: Color }),
    secondary: z.object({ main: Color }),
    header: z.object({ background: Color }),
    regularText: Color,
    highlightedText: Color,
    regularIcons: Color,
  }),
});
export type Theme = z.infer<typeof Theme>;

export const PortalConfig = z.object({
  setup: Setup,
  mapping: Mapping,
  theme: Theme,
  /** Translations from setup, by UI language (en, de, ...), merged over the built-in ones. */
  translations: z.record(z.string(), z.record(z.string(), z.string())),
});
export type PortalConfig = z.infer<typeof PortalConfig>;

export const Locale = z.object({
  code: z.string(),
  title: z.string(),
  default: z.boolean(),
});
export type Locale = z.infer<typeof Locale>;
export const LocaleList = z.array(Locale);
