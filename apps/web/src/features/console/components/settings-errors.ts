import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { fieldError } from '@/shared/forms/field-error';

// The settings schema's own messages (English, from the contract), as the page's texts.
const MESSAGE_KEYS: Record<string, string> = {
  'A colour such as #0b5cad': 'console.settings.colour_invalid',
  'An address on the portal, starting with /': 'console.settings.image_address_invalid',
  'The default language must be offered': 'console.settings.default_must_be_offered',
  'An address such as https://pim.example.com': 'console.settings.leaflet_domain_invalid',
  'No quotes or backslashes': 'console.settings.mail_name_invalid',
  'Each column once': 'console.settings.grid_columns_twice',
};

/** The translated text of a settings field's error, or undefined when the field is valid. */
export function settingsFieldError(t: TFunction, error: FieldError | undefined): string | undefined {
  const key = error?.message && MESSAGE_KEYS[error.message];
  return key ? t(key) : fieldError(t, error);
}

/**
 * The form field a server's refusal names: a list's item is shown on the list (`grid_columns.1`,
 * `enabled_locales.3`), anything else as it is.
 */
export function formFieldOf(field: string): string {
  const [head] = field.split('.');
  return ['grid_columns', 'enabled_locales'].includes(head) ? head : field;
}
