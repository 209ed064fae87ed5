import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Choice } from './size-options';

interface ChoiceSelectProps<T extends string> {
  label: string;
  /** '' shows the label only (nothing chosen yet). */
  value: T | '';
  choices: Choice<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** A small labelled select of sizes or types. */
export function ChoiceSelect<T extends string>({
  label,
  value,
  choices,
  onChange,
  disabled,
}: ChoiceSelectProps<T>) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as T)}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.translate ? t(choice.label) : choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
