import { z } from 'zod';
import { Email, RequiredText, ShortText } from './common.ts';

/**
 * The portal's settings as the operator console edits them: its name and look, its languages, guest
 * mode, the forms it links, leaflets, the terms people agree to and the sender of its mails. One
 * form sends them all at once; the server checks every reference (a language, a form, an attribute).
 */

/** A colour as a colour input gives it: `#rrggbb` (or the short `#rgb`). */
export const HexColor = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'A colour such as #0b5cad');

/**
 * An image on the portal itself (an uploaded brand file's address, or a file the web app ships such
 * as `/brand/logo.svg`): the page's content policy shows no image from elsewhere.
 */
export const PortalImagePath = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(500)
  .regex(/^\/(?![/\\])[A-Za-z0-9._~%/-]*$/, 'An address on the portal, starting with /');

const LocaleCode = z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'A locale such as en_GB');
const AttributeCode = RequiredText(100);
const FormId = z.number().int().positive().max(2_147_483_647);

/** Rich text as people write it: line breaks and tabs, no other control characters. */
const TermsText = z
  .string()
  .max(20_000)
  .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'Control characters are not allowed');

/** The brand colours: the theme's palette (setup `theme.palette`). */
export const BrandColors = z.strictObject({
  primary: HexColor,
  secondary: HexColor,
  header_background: HexColor,
  regular_text: HexColor,
  highlighted_text: HexColor,
  regular_icons: HexColor,
});
export type BrandColors = z.infer<typeof BrandColors>;
export const BRAND_COLOR_KEYS = BrandColors.keyof().options;
export type BrandColorKey = keyof BrandColors;

export const ConsoleSettingsValues = z
  .strictObject({
    /** The portal's name (setup.title): the tab title and the logo's text. */
    title: RequiredText(100),
    description: ShortText(300),
    logo: PortalImagePath,
    favicon: PortalImagePath,
    colors: BrandColors,
    /** The attribute columns of the product grid view (setup.grid_columns), in order. */
    grid_columns: z
      .array(AttributeCode)
      .max(30)
      .refine((codes) => new Set(codes).size === codes.length, 'Each column once'),
    default_locale: LocaleCode,
    /** The locales the portal offers; the others stay in the data but are not offered. */
    enabled_locales: z.array(LocaleCode).min(1, 'Required').max(100),
    /** Guest mode: on, off, or as the GUEST_MODE environment setting says (null). */
    guest_mode: z.boolean().nullable(),
    feedback_form: FormId.nullable(),
    contact_form: FormId.nullable(),
    leaflet: z.strictObject({
      /** File name template with %attributecode% placeholders. */
      filename: RequiredText(200),
      /** An attribute holding the leaflet's address itself (null: the template is used). */
      attribute: AttributeCode.nullable(),
      /** Where leaflets are fetched from ('' for the portal's own domain). */
      domain: z
        .string()
        .trim()
        .max(500)
        .regex(/^(?:https?:\/\/[^\s<>"'`]+)?$/, 'An address such as https://pim.example.com'),
    }),
    /** The terms people agree to on their first sign-in, as HTML by locale ('' or absent: none). */
    terms: z
      .record(LocaleCode, TermsText)
      .refine((terms) => Object.keys(terms).length <= 100, 'Too many languages'),
    /** The From of the portal's mails; an empty address: as the MAIL_FROM environment setting says. */
    mail_sender: z.strictObject({
      name: ShortText(100).regex(/^[^"\\]*$/, 'No quotes or backslashes'),
      address: z.union([z.literal(''), Email]),
    }),
  })
  .superRefine((values, ctx) => {
    if (!values.enabled_locales.includes(values.default_locale))
      ctx.addIssue({
        code: 'custom',
        message: 'The default language must be offered',
        path: ['default_locale'],
      });
    if (values.mail_sender.name && !values.mail_sender.address)
      ctx.addIssue({ code: 'custom', message: 'Required', path: ['mail_sender', 'address'] });
  });
export type ConsoleSettingsValues = z.infer<typeof ConsoleSettingsValues>;

/** The settings as stored: the same fields, read as they are (older values may predate the rules). */
const StoredValues = z.object({
  title: z.string(),
  description: z.string(),
  logo: z.string(),
  favicon: z.string(),
  colors: z.record(z.enum(BRAND_COLOR_KEYS), z.string()),
  grid_columns: z.array(z.string()),
  default_locale: z.string(),
  enabled_locales: z.array(z.string()),
  guest_mode: z.boolean().nullable(),
  feedback_form: z.number().int().nullable(),
  contact_form: z.number().int().nullable(),
  leaflet: z.object({ filename: z.string(), attribute: z.string().nullable(), domain: z.string() }),
  terms: z.record(z.string(), z.string()),
  mail_sender: z.object({ name: z.string(), address: z.string() }),
});

/** What the settings page reads: the values, and what its choices are made from. */
export const ConsoleSettings = z.object({
  values: StoredValues,
  /** Every locale of the portal, offered or not. */
  locales: z.array(
    z.object({ code: z.string(), title: z.string(), default: z.boolean(), enabled: z.boolean() }),
  ),
  /** The portal's active forms, for the feedback and contact forms. */
  forms: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Attribute codes and labels, for the grid columns and the leaflet attribute. */
  attributes: z.array(z.object({ code: z.string(), label: z.string() })),
  /** What the environment settings say, which a value left empty follows. */
  environment: z.object({ guest_mode: z.boolean(), mail_from: z.string() }),
});
export type ConsoleSettings = z.infer<typeof ConsoleSettings>;

/** An uploaded logo or favicon: the stable address it is served at. */
export const BrandImage = z.object({ url: z.string() });
export type BrandImage = z.infer<typeof BrandImage>;

/** What an image is for, and the formats each takes. */
export const BRAND_IMAGE_TYPES = {
  logo: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
  favicon: ['image/x-icon', 'image/vnd.microsoft.icon', 'image/png', 'image/svg+xml'],
} as const;
export type BrandImageKind = keyof typeof BRAND_IMAGE_TYPES;
/** The largest logo or favicon file accepted. */
export const BRAND_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
