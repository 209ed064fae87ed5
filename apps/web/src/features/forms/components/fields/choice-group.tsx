import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

interface ChoiceGroupProps {
  id: string;
  label: string;
  required: boolean;
  error?: string;
  children: ReactNode;
}

/** A labelled group of radios or checkboxes with its error below, as a fieldset. */
export function ChoiceGroup({ id, label, required, error, children }: ChoiceGroupProps) {
  return (
    <FormControl component="fieldset" error={!!error} required={required} fullWidth>
      <FormLabel component="legend" id={`${id}-label`}>
        {label}
      </FormLabel>
      {children}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
