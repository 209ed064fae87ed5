import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ConsoleSettingsValues } from '@vitrine/contract';
import { useController, type Control, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { settingsFieldError } from './settings-errors';

type Props = Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  control: Control<ConsoleSettingsValues>;
  name: Path<ConsoleSettingsValues>;
};

/** A text field of the settings form, its errors in the settings' own words. */
export function SettingsTextField({ control, name, helperText, ...props }: Props) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const { ref, value, ...bound } = field;
  return (
    <TextField
      fullWidth
      {...props}
      {...bound}
      value={typeof value === 'string' ? value : ''}
      inputRef={ref}
      error={!!fieldState.error}
      helperText={settingsFieldError(t, fieldState.error) ?? helperText}
    />
  );
}
