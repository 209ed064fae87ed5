import type { FieldInputProps } from '../forms/field-input-props';
import type { DateKind } from './iso-value';

/** What a date, time or date-and-time input takes: its value is the ISO text the API receives. */
export interface DateInputProps extends FieldInputProps {
  kind: DateKind;
  /** `YYYY-MM-DD`, `HH:mm` or `YYYY-MM-DDTHH:mm`; empty when nothing is chosen. */
  value: string;
  /** The new ISO value; UNREADABLE while the typed text is not a real date. */
  onChange: (value: string) => void;
  /** Days after today cannot be chosen (a birth date). */
  disableFuture?: boolean;
  /** Given something with `focus()` that moves focus into the input (react-hook-form's error focus). */
  focusRef?: (target: { focus: () => void } | null) => void;
}
