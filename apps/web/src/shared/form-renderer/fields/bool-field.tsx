import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldName } from '../field-kinds';
import { ChoiceGroup } from './choice-group';
import type { FieldProps } from './field-props';

/** Yes or no (spec 5); unanswered until one is chosen. */
export function BoolField({ field, control }: FieldProps) {
  const { t } = useTranslation();
  const { field: bound, fieldState } = useController({ control, name: fieldName(field) });
  const value = typeof bound.value === 'boolean' ? String(bound.value) : '';
  return (
    <ChoiceGroup field={field} name={bound.name} state={fieldState}>
      <RadioGroup
        row
        aria-labelledby={`${bound.name}-label`}
        name={bound.name}
        value={value}
        onChange={(event) => bound.onChange(event.target.value === 'true')}
        onBlur={bound.onBlur}
      >
        <FormControlLabel
          value="true"
          control={<Radio slotProps={{ input: { ref: bound.ref } }} />}
          label={t('forms.field.yes')}
        />
        <FormControlLabel value="false" control={<Radio />} label={t('forms.field.no')} />
      </RadioGroup>
    </ChoiceGroup>
  );
}
