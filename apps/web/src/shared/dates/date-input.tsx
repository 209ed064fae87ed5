import { lazy, Suspense } from 'react';
import TextField from '@mui/material/TextField';
import type { DateInputProps } from './date-input-props';

// The pickers and their locale are fetched only by the screens that draw a date.
const DatePickerInput = lazy(() => import('./date-picker-input'));

/**
 * A date, time or date-and-time input in the portal's language with a 24-hour clock; a still,
 * labelled box of the same size stands in while the picker's code arrives.
 */
export function DateInput(props: DateInputProps) {
  const stand = (
    <TextField
      fullWidth
      disabled
      label={props.label}
      required={props.required}
      helperText={props.helperText}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Suspense fallback={stand}>
      <DatePickerInput {...props} />
    </Suspense>
  );
}
