import type { BrandImage, BrandImageKind, ConsoleSettings, ConsoleSettingsValues } from '@vitrine/contract';
import { noteChanges } from '../../db/changes.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { Principal } from '../../lib/principal.ts';
import { attributeIndex } from '../attributes/index.ts';
import {
  readEditableSettings,
  saveSettings,
  storeBrandImage,
  sweepBrandFiles,
  type EditableSettings,
} from '../config/index.ts';
import { formNames } from '../forms/index.ts';
import { allLocales, saveOfferedLocales } from '../locales/index.ts';
import { replaceTerms, termsTexts } from '../profile/index.ts';
import { recordChange } from './audit.service.ts';
import { cleanTerms, merged, valuesOf, type SettingsValues } from './settings-values.ts';
import { administrator } from './users.service.ts';

/** An uploaded image nobody saved is kept this long: a form in another tab may be about to. */
const UNSAVED_IMAGE_GRACE_MS = 3600_000;

/** Everything the page reads, in the reader's language, and the stored settings it was made from. */
async function settingsNow(
  deps: Deps,
  locale: RequestLocale,
): Promise<{ page: ConsoleSettings; stored: EditableSettings }> {
  const [stored, locales, terms, forms, attributes] = await Promise.all([
    readEditableSettings(deps.db),
    allLocales(deps.db),
    termsTexts(deps.db),
    formNames(deps.db, locale),
    attributeIndex(deps, locale),
  ]);
  const page = {
    values: valuesOf(stored, locales, terms),
    locales,
    forms: forms.map((f) => ({ id: f.id, name: f.name ?? f.code })),
    attributes: attributes.list.map((a) => ({ code: a.name, label: a.label })),
    environment: { guest_mode: deps.config.guestMode, mail_from: deps.config.mailFrom },
  };
  return { page, stored };
}

/** The portal's settings for the console's page. */
export async function consoleSettings(
  deps: Deps,
  principal: Principal,
  locale: RequestLocale,
): Promise<ConsoleSettings> {
  await administrator(deps, principal);
  return (await settingsNow(deps, locale)).page;
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
  const { page: current, stored } = await settingsNow(deps, locale);
  checkReferences(input, current);
  const before: SettingsValues = { ...current.values, terms: cleanTerms(current.values.terms) };
  // In the portal's order of locales, terms as stored: equal values compare equal.
  const after: SettingsValues = {
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
  return (await settingsNow(deps, locale)).page;
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
