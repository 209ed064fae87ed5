import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '@vitrine/contract/password-rule';

// The contract's schema messages are English; map the known ones onto translated texts.
const MESSAGE_KEYS: Record<string, string> = {
  Required: 'validation.required',
  'Invalid e-mail address': 'validation.email',
  'Invalid date': 'validation.date',
  [PASSWORD_TOO_SHORT]: 'auth.password_rule.too_short',
  [PASSWORD_TOO_LONG]: 'auth.password_rule.too_long',
};
// The bounds those texts may name.
const MESSAGE_VALUES = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** The type of a field error whose message is already translated. */
export const TRANSLATED = 'translated';

/** Translated helper text for a field error, or undefined when the field is valid. */
export function fieldError(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  // Set by a form from the server's answer, already in the reader's language.
  if (error.type === TRANSLATED && error.message) return error.message;
  const key =
    (error.message && MESSAGE_KEYS[error.message]) ||
    (error.type === 'too_small' ? 'validation.required' : undefined);
  if (key) return t(key, MESSAGE_VALUES);
  if (error.type === 'invalid_value' || error.type === 'invalid_type') return t('validation.required');
  return t('validation.invalid');
}
