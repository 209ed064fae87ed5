import type { ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldKind, fieldName } from '../field-kinds';
import { fieldErrorText } from '../field-error-text';
import { clampNumberText } from '../number-clamp';
import type { FieldProps } from './field-props';
import { growingRows } from '@/shared/forms/growing-rows';

/** The input of each text-like kind (dates and times have pickers of their own). */
function inputProps(field: FieldProps['field']): Partial<TextFieldProps> {
  switch (fieldKind(field)) {
    case 'text':
      return growingRows(3);
    case 'number':
      return {
        type: 'number',
        slotProps: {
          htmlInput: { min: field.min ?? undefined, max: field.max ?? undefined, step: 'any' },
        },
      };
    case 'password':
      return { type: 'password', autoComplete: 'new-password' };
    case 'email':
      return { type: 'email', autoComplete: 'email', slotProps: { htmlInput: { inputMode: 'email' } } };
    default:
      return {};
  }
}

/** A text, number, e-mail, password or select input bound to the form; select when given options. */
export function TextInputField({ field, control, children }: FieldProps & { children?: ReactNode }) {
  const { t } = useTranslation();
  const { field: bound, fieldState } = useController({ control, name: fieldName(field) });
  const number = fieldKind(field) === 'number';
  return (
    <TextField
      fullWidth
      {...inputProps(field)}
      select={children !== undefined}
      name={bound.name}
      inputRef={bound.ref}
      label={field.name}
      required={field.is_required}
      value={typeof bound.value === 'string' ? bound.value : ''}
      onChange={(event) => bound.onChange(event.target.value)}
      onBlur={() => {
        // Spec 5: a number is clamped to its bounds once the user leaves it.
        if (number && typeof bound.value === 'string') {
          const clamped = clampNumberText(bound.value, field.min, field.max);
          if (clamped !== bound.value) bound.onChange(clamped);
        }
        bound.onBlur();
      }}
      error={!!fieldState.error}
      helperText={fieldErrorText(t, fieldState.error, field)}
    >
      {children}
    </TextField>
  );
}
