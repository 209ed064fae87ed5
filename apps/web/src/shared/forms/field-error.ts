import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';

// The contract's schema messages are English; map the known ones onto translated texts.
const MESSAGE_KEYS: Record<string, string> = {
  Required: 'validation.required',
  'Invalid e-mail address': 'validation.email',
  'Invalid date': 'validation.date',
};

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
  if (key) return t(key);
  if (error.type === 'invalid_value' || error.type === 'invalid_type') return t('validation.required');
  return t('validation.invalid');
}
