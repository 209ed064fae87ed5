import type {
  BrandImage,
  BrandImageKind,
  ConsoleSettings,
  ConsoleSettingsValues,
  Theme,
} from '@vitrine/contract';
import { noteChanges } from '../../db/changes.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { Principal } from '../../lib/principal.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { attributeIndex } from '../attributes/index.ts';
import {
  readEditableSettings,
  saveSettings,
  storeBrandImage,
  sweepBrandFiles,
  type EditableSettings,
} from '../config/index.ts';
import { formNames } from '../forms/index.ts';
import { allLocales, saveOfferedLocales, type PortalLocale } from '../locales/index.ts';
import { replaceTerms, termsTexts } from '../profile/index.ts';
import { recordChange } from './audit.service.ts';
import { administrator } from './users.service.ts';

type Values = ConsoleSettings['values'];

/** An uploaded image nobody saved is kept this long: a form in another tab may be about to. */
const UNSAVED_IMAGE_GRACE_MS = 3600_000;

/** The palette of the theme as the form's flat colours. */
function colorsOf(theme: Theme): Values['colors'] {
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
function valuesOf(stored: EditableSettings, locales: PortalLocale[], terms: Record<string, string>): Values {
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

/** Everything the page reads, in the reader's language. */
async function settingsNow(deps: Deps, locale: RequestLocale): Promise<ConsoleSettings> {
  const [stored, locales, terms, forms, attributes] = await Promise.all([
    readEditableSettings(deps.db),
    allLocales(deps.db),
    termsTexts(deps.db),
    formNames(deps.db, locale),
    attributeIndex(deps, locale),
  ]);
  return {
    values: valuesOf(stored, locales, terms),
    locales,
    forms: forms.map((f) => ({ id: f.id, name: f.name ?? f.code })),
    attributes: attributes.list.map((a) => ({ code: a.name, label: a.label })),
    environment: { guest_mode: deps.config.guestMode, mail_from: deps.config.mailFrom },
  };
}

/** The portal's settings for the console's page. */
export async function consoleSettings(
  deps: Deps,
  principal: Principal,
  locale: RequestLocale,
): Promise<ConsoleSettings> {
  await administrator(deps, principal);
  return settingsNow(deps, locale);
}

const unknown = (what: string, field: string) =>
  badRequest(`There is no ${what}`, field, 'validation_error', { kind: 'not_one_of' });

/** Refuses a value naming a locale, form or attribute the portal does not have (400 with its field). */
function checkReferences(input: ConsoleSettingsValues, choices: ConsoleSettings): void {
  const locales = new Set(choices.locales.map((l) => l.code));
  if (!locales.has(input.default_locale)) throw unknown('such locale', 'default_locale');
  input.enabled_locales.forEach((code, i) => {
    if (!locales.has(code)) throw unknown('such locale', `enabled_locales.${i}`);
  });
  for (const code of Object.keys(input.terms))
    if (!locales.has(code)) throw unknown('such locale', `terms.${code}`);
  const forms = new Set(choices.forms.map((f) => f.id));
  for (const field of ['feedback_form', 'contact_form'] as const) {
    const id = input[field];
    if (id !== null && !forms.has(id)) throw unknown('such form', field);
  }
  const attributes = new Set(choices.attributes.map((a) => a.code));
  input.grid_columns.forEach((code, i) => {
    if (!attributes.has(code)) throw unknown('such attribute', `grid_columns.${i}`);
  });
  if (input.leaflet.attribute !== null && !attributes.has(input.leaflet.attribute))
    throw unknown('such attribute', 'leaflet.attribute');
}

/** The terms as they would be stored: sanitised, without empty texts. */
function cleanTerms(terms: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(terms)
      .map(([code, text]) => [code, text.trim() ? sanitizeRichText(text).trim() : ''])
      .filter(([, text]) => text)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The stored settings with the form's values put in (everything else kept as it is). */
function merged(stored: EditableSettings, input: ConsoleSettingsValues): EditableSettings {
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

/**
 * Saves the console's settings at once: the setup, theme and overrides, the offered locales, new
 * terms when their text changed, and the audit entry, in one transaction. The configuration's and
 * locales' caches are emptied then, here and (through the change's listeners) on every instance.
 */
export async function saveConsoleSettings(
  deps: Deps,
  principal: Principal,
  input: ConsoleSettingsValues,
  locale: RequestLocale,
): Promise<ConsoleSettings> {
  const actor = await administrator(deps, principal);
  const [current, stored] = await Promise.all([settingsNow(deps, locale), readEditableSettings(deps.db)]);
  checkReferences(input, current);
  const before: Values = { ...current.values, terms: cleanTerms(current.values.terms) };
  // In the portal's order of locales, terms as stored: equal values compare equal.
  const after: Values = {
    ...input,
    enabled_locales: current.locales
      .map((l) => l.code)
      .filter((code) => input.enabled_locales.includes(code)),
    terms: cleanTerms(input.terms),
  };
  const termsChanged = JSON.stringify(before.terms) !== JSON.stringify(after.terms);
  if (!termsChanged && JSON.stringify(before) === JSON.stringify(after)) return current;
  await deps.db.transaction().execute(async (trx) => {
    await saveSettings(trx, merged(stored, input));
    await saveOfferedLocales(trx, input.default_locale, after.enabled_locales);
    if (termsChanged) await replaceTerms(trx, after.terms);
    await recordChange(trx, actor, {
      action: 'settings.changed',
      target: { kind: 'setting', id: 'portal', label: input.title },
      before,
      after,
    });
  });
  await noteChanges(deps.db, {}, 'config');
  // Unsaved uploads and replaced images go; a failure leaves them for the next save.
  await sweepBrandFiles(
    deps,
    [input.logo, input.favicon],
    new Date(Date.now() - UNSAVED_IMAGE_GRACE_MS),
  ).catch(() => 0);
  return settingsNow(deps, locale);
}

/** Stores an uploaded logo or favicon; the settings name it once saved with it. */
export async function uploadBrandImage(
  deps: Deps,
  principal: Principal,
  kind: BrandImageKind,
  file: { data: Buffer; mimeType: string },
): Promise<BrandImage> {
  await administrator(deps, principal);
  return { url: await storeBrandImage(deps, kind, file) };
}
