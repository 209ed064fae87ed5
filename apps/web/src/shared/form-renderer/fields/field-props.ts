import type { FormField } from '@vitrine/contract';
import type { Control } from 'react-hook-form';
import type { FormValues } from '../form-schema';

/** What every input of the dynamic form receives. */
export interface FieldProps {
  field: FormField;
  control: Control<FormValues>;
}
