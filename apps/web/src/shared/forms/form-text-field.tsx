import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from './field-error';
import { memoField } from './memo-field';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange'
> & {
  control: Control<T>;
  name: Path<T>;
};

/** A MUI text field (or select, with children) bound to react-hook-form, showing translated errors. */
function FormTextFieldBody<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const { ref, value, ...bound } = field;
  return (
    <TextField
      fullWidth
      {...props}
      {...bound}
      value={value ?? ''}
      inputRef={ref}
      error={!!fieldState.error}
      helperText={fieldError(t, fieldState.error) ?? helperText}
    />
  );
}

/** Drawn again only when its own props change (`memoField`). */
export const FormTextField = memoField(FormTextFieldBody);
