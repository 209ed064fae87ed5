import type { CountryOption } from '@vitrine/contract';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountryPicker } from './country-picker';
import { fieldError } from './field-error';
import { memoField } from './memo-field';

interface FormCountryFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A field holding one alpha code, empty when none is chosen. */
  name: Path<T>;
  label: string;
  countries: readonly CountryOption[];
  required?: boolean;
  autoComplete?: string;
}

/** One country, typed and picked, bound to react-hook-form as its alpha code. */
function FormCountryFieldBody<T extends FieldValues>({ control, name, ...props }: FormCountryFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <CountryPicker
      {...props}
      name={field.name}
      value={typeof field.value === 'string' && field.value ? [field.value] : []}
      onChange={(codes) => field.onChange(codes[0] ?? '')}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldError(t, fieldState.error)}
    />
  );
}

/** Drawn again only when its own props change (`memoField`). */
export const FormCountryField = memoField(FormCountryFieldBody);
