import { use, useCallback, useMemo, useRef } from 'react';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { useLocale } from '@/shared/locale/locale-context';
import type { DateInputProps } from './date-input-props';
import { loadDateLocale } from './date-locales';
import { parseIsoValue, toIsoValue } from './iso-value';
import { pickerTexts } from './picker-texts';

/**
 * A MUI X picker in the portal's language: the locale's own order and separators (14.09.2026,
 * 14/09/2026, 2026/9/14), always a 24-hour clock, the calendar and its buttons translated. The
 * value stays the ISO text the native inputs sent. Its own chunk, with the date-fns locale.
 */
export default function DatePickerInput({
  kind,
  value,
  onChange,
  onBlur,
  name,
  label,
  required,
  error,
  helperText,
  disableFuture,
  focusRef,
}: DateInputProps) {
  const { code, language } = useLocale();
  const adapterLocale = use(loadDateLocale(code));
  const fieldRef = useRef<FieldRef<Date | null>>(null);
  const date = useMemo(() => parseIsoValue(kind, value), [kind, value]);
  const focusTarget = useCallback(
    (element: HTMLDivElement | null) =>
      focusRef?.(element && { focus: () => fieldRef.current?.focusField(0) }),
    [focusRef],
  );
  const shared = {
    label,
    name,
    value: date,
    onChange: (next: Date | null) => onChange(toIsoValue(kind, next)),
    disableFuture,
    slotProps: {
      textField: {
        fullWidth: true,
        required,
        error,
        helperText,
        onBlur,
        ref: focusTarget,
        // The format (TT.MM.JJJJ, DD/MM/YYYY hh:mm) shows before anything is typed, as a hint.
        slotProps: { inputLabel: { shrink: true } },
      },
      field: { fieldRef },
    },
  };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={adapterLocale}
      localeText={pickerTexts(language)}
    >
      {kind === 'date' && <DatePicker {...shared} />}
      {kind === 'time' && <TimePicker {...shared} ampm={false} />}
      {kind === 'datetime' && <DateTimePicker {...shared} ampm={false} />}
    </LocalizationProvider>
  );
}
