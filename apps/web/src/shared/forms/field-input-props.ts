import type { ReactNode } from 'react';

/** What an input of a form takes besides its value: its name, label, state and the leave hook. */
export interface FieldInputProps {
  onBlur?: () => void;
  name: string;
  label: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
}
