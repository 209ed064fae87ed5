import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/shared/dates/date-input';
import type { DateKind } from '@/shared/dates/iso-value';
import { fieldError } from './field-error';
import { memoField } from './memo-field';

interface FormDateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  kind?: DateKind;
  required?: boolean;
  helperText?: ReactNode;
  disableFuture?: boolean;
}

/** A date picker bound to react-hook-form, as FormTextField binds a text field; the value is ISO text. */
function FormDateFieldBody<T extends FieldValues>({
  control,
  name,
  kind = 'date',
  helperText,
  ...props
}: FormDateFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <DateInput
      {...props}
      kind={kind}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      focusRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldError(t, fieldState.error) ?? helperText}
    />
  );
}

/** Drawn again only when its own props change (`memoField`). */
export const FormDateField = memoField(FormDateFieldBody);
