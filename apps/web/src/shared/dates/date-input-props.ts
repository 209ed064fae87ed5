import type { ReactNode } from 'react';
import type { DateKind } from './iso-value';

/** What a date, time or date-and-time input takes: its value is the ISO text the API receives. */
export interface DateInputProps {
  kind: DateKind;
  /** `YYYY-MM-DD`, `HH:mm` or `YYYY-MM-DDTHH:mm`; empty when nothing is chosen. */
  value: string;
  /** The new ISO value; UNREADABLE while the typed text is not a real date. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name: string;
  label: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** Days after today cannot be chosen (a birth date). */
  disableFuture?: boolean;
  /** Given something with `focus()` that moves focus into the input (react-hook-form's error focus). */
  focusRef?: (target: { focus: () => void } | null) => void;
}
