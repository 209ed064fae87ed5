import type { ConsoleSettings, ConsoleSettingsValues, Theme } from '@vitrine/contract';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { EditableSettings } from '../config/index.ts';
import type { PortalLocale } from '../locales/index.ts';

// The settings page's values and the stored settings, each made from the other.

export type SettingsValues = ConsoleSettings['values'];

/** The palette of the theme as the form's flat colours. */
function colorsOf(theme: Theme): SettingsValues['colors'] {
  const p = theme.palette;
  return {
    primary: p.primary.main,
    secondary: p.secondary.main,
    header_background: p.header.background,
    regular_text: p.regularText,
    highlighted_text: p.highlightedText,
    regular_icons: p.regularIcons,
  };
}

/** The settings as the form shows them, from what is stored. */
export function valuesOf(
  stored: EditableSettings,
  locales: PortalLocale[],
  terms: Record<string, string>,
): SettingsValues {
  const { setup, theme, overrides } = stored;
  return {
    title: setup.title,
    description: setup.description,
    logo: setup.logo,
    favicon: setup.favicon,
    colors: colorsOf(theme),
    grid_columns: setup.grid_columns,
    default_locale: locales.find((l) => l.default)?.code ?? locales[0]?.code ?? 'en_GB',
    enabled_locales: locales.filter((l) => l.enabled || l.default).map((l) => l.code),
    guest_mode: overrides.guest_mode ?? null,
    feedback_form: setup.feedback_form,
    contact_form: setup.contact_form,
    leaflet: {
      filename: setup.leaflet.filename,
      attribute: setup.leaflet.attribute,
      domain: setup.leaflet.domain,
    },
    terms,
    mail_sender: { name: overrides.mail_sender?.name ?? '', address: overrides.mail_sender?.address ?? '' },
  };
}

/** The terms as they would be stored: sanitised, without empty texts. */
export function cleanTerms(terms: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(terms)
      .map(([code, text]) => [code, text.trim() ? sanitizeRichText(text).trim() : ''])
      .filter(([, text]) => text)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The stored settings with the form's values put in (everything else kept as it is). */
export function merged(stored: EditableSettings, input: ConsoleSettingsValues): EditableSettings {
  const c = input.colors;
  const palette = stored.theme.palette;
  return {
    setup: {
      ...stored.setup,
      title: input.title,
      description: input.description,
      logo: input.logo,
      favicon: input.favicon,
      grid_columns: input.grid_columns,
      feedback_form: input.feedback_form,
      contact_form: input.contact_form,
      leaflet: input.leaflet,
    },
    theme: {
      ...stored.theme,
      palette: {
        ...palette,
        primary: { ...palette.primary, main: c.primary },
        secondary: { ...palette.secondary, main: c.secondary },
        header: { ...palette.header, background: c.header_background },
        regularText: c.regular_text,
        highlightedText: c.highlighted_text,
        regularIcons: c.regular_icons,
      },
    },
    overrides: {
      ...stored.overrides,
      guest_mode: input.guest_mode,
      mail_sender: input.mail_sender.address ? input.mail_sender : null,
    },
  };
}
