import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { FormField } from '@vitrine/contract';
import type { ControllerFieldState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../field-error-text';

interface ChoiceGroupProps {
  field: FormField;
  /** The input's name in the form; the legend's id is `${name}-label`. */
  name: string;
  state: ControllerFieldState;
  children: ReactNode;
}

/** A form field's labelled group of radios, checkboxes or a file, its error below, as a fieldset. */
export function ChoiceGroup({ field, name, state, children }: ChoiceGroupProps) {
  const { t } = useTranslation();
  const error = fieldErrorText(t, state.error, field);
  return (
    <FormControl component="fieldset" error={!!error} required={field.is_required} fullWidth>
      <FormLabel component="legend" id={`${name}-label`}>
        {field.name}
      </FormLabel>
      {children}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
