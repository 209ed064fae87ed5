import type { FormField } from '@vitrine/contract';
import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { fieldError } from '@/shared/forms/field-error';
import { SCHEMA_MESSAGES } from './form-schema';

/** The translated error of a form field, naming the bounds of a number that is out of range. */
export function fieldErrorText(
  t: TFunction,
  error: FieldError | undefined,
  field: Pick<FormField, 'min' | 'max'>,
): string | undefined {
  if (!error) return undefined;
  switch (error.message) {
    case SCHEMA_MESSAGES.min:
    case SCHEMA_MESSAGES.max:
      if (field.min !== null && field.max !== null)
        return t('forms.validation.range', { min: field.min, max: field.max });
      return error.message === SCHEMA_MESSAGES.min
        ? t('forms.validation.min', { min: field.min })
        : t('forms.validation.max', { max: field.max });
    case SCHEMA_MESSAGES.number:
      return t('forms.validation.number');
    case SCHEMA_MESSAGES.fileSize:
      return t('forms.validation.file_size', { size: '10 MiB' });
    case SCHEMA_MESSAGES.fileType:
      return t('forms.validation.file_type');
    case SCHEMA_MESSAGES.email:
      return t('validation.email');
    case SCHEMA_MESSAGES.tooFew:
      return t('errors.validation.too_few', { min: field.min });
    case SCHEMA_MESSAGES.tooMany:
      return t('errors.validation.too_many', { max: field.max });
    default:
      return fieldError(t, error);
  }
}
