import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/shared/dates/date-input';
import type { DateKind } from '@/shared/dates/iso-value';
import { fieldKind, fieldName } from '../field-kinds';
import { fieldErrorText } from '../field-error-text';
import { SCHEMA_MESSAGES } from '../form-schema';
import type { FieldProps } from './field-props';

/** A date, time or datetime field (spec 2: 24-hour) in the portal's language; answers stay ISO text. */
export function DateTimeField({ field, control }: FieldProps) {
  const { t } = useTranslation();
  const { field: bound, fieldState } = useController({ control, name: fieldName(field) });
  const error = fieldState.error;
  return (
    <DateInput
      kind={fieldKind(field) as DateKind}
      name={bound.name}
      label={field.name}
      required={field.is_required}
      value={typeof bound.value === 'string' ? bound.value : ''}
      onChange={bound.onChange}
      onBlur={bound.onBlur}
      focusRef={bound.ref}
      error={!!error}
      helperText={
        error?.message === SCHEMA_MESSAGES.format ? t('validation.date') : fieldErrorText(t, error, field)
      }
    />
  );
}
