import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldName } from '../field-kinds';
import { fieldErrorText } from '../field-error-text';
import { ChoiceGroup } from './choice-group';
import type { FieldProps } from './field-props';

/** Up to this many options show as radios; more as a drop-down. */
const RADIO_LIMIT = 5;

/** One option of several (spec 5: a single_select keeps one option). */
export function SingleSelectField({ field, control }: FieldProps) {
  const { t } = useTranslation();
  const { field: bound, fieldState } = useController({ control, name: fieldName(field) });
  const value = typeof bound.value === 'number' ? String(bound.value) : '';
  const error = fieldErrorText(t, fieldState.error, field);
  const choose = (text: string) => bound.onChange(text === '' ? null : Number(text));

  if (field.options.length > RADIO_LIMIT)
    return (
      <TextField
        select
        fullWidth
        name={bound.name}
        inputRef={bound.ref}
        label={field.name}
        required={field.is_required}
        value={value}
        onChange={(event) => choose(event.target.value)}
        onBlur={bound.onBlur}
        error={!!error}
        helperText={error}
      >
        {!field.is_required && (
          <MenuItem value="">
            <em>{t('forms.field.none')}</em>
          </MenuItem>
        )}
        {field.options.map((option) => (
          <MenuItem key={option.id} value={String(option.id)}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    );

  return (
    <ChoiceGroup field={field} name={bound.name} state={fieldState}>
      <RadioGroup
        aria-labelledby={`${bound.name}-label`}
        name={bound.name}
        value={value}
        onChange={(event) => choose(event.target.value)}
        onBlur={bound.onBlur}
      >
        {field.options.map((option, index) => (
          <FormControlLabel
            key={option.id}
            value={String(option.id)}
            control={<Radio slotProps={{ input: { ref: index === 0 ? bound.ref : undefined } }} />}
            label={option.name}
          />
        ))}
      </RadioGroup>
    </ChoiceGroup>
  );
}
