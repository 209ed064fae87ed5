import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { allowsCustomOptions } from '../custom-options';
import { fieldName } from '../field-kinds';
import { ChoiceGroup } from './choice-group';
import type { FieldProps } from './field-props';

/** Several options as checkboxes (spec 5), plus values of the user's own when the field allows them. */
export function MultiSelectField({ field, control }: FieldProps) {
  const { t } = useTranslation();
  const { field: bound, fieldState } = useController({ control, name: fieldName(field) });
  const [draft, setDraft] = useState('');
  const values = Array.isArray(bound.value) ? bound.value : [];
  const custom = values.filter((v): v is string => typeof v === 'string');

  const toggle = (id: number, on: boolean) =>
    bound.onChange(on ? [...values, id] : values.filter((v) => v !== id));
  const addCustom = () => {
    const text = draft.trim();
    if (!text) return;
    const known = field.options.find((o) => o.name.toLowerCase() === text.toLowerCase());
    // A typed option name ticks that option instead of adding a copy of it.
    if (known) {
      if (!values.includes(known.id)) bound.onChange([...values, known.id]);
    } else if (!custom.includes(text)) bound.onChange([...values, text]);
    setDraft('');
  };

  return (
    <ChoiceGroup field={field} name={bound.name} state={fieldState}>
      <FormGroup aria-labelledby={`${bound.name}-label`} onBlur={bound.onBlur}>
        {field.options.map((option, index) => (
          <FormControlLabel
            key={option.id}
            control={
              <Checkbox
                slotProps={{ input: { ref: index === 0 ? bound.ref : undefined } }}
                checked={values.includes(option.id)}
                onChange={(event) => toggle(option.id, event.target.checked)}
              />
            }
            label={option.name}
          />
        ))}
      </FormGroup>
      {allowsCustomOptions(field) && (
        <>
          {custom.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
              {custom.map((text) => (
                <Chip
                  key={text}
                  label={text}
                  onDelete={() => bound.onChange(values.filter((v) => v !== text))}
                />
              ))}
            </Box>
          )}
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
            <TextField
              size="small"
              label={t('forms.field.custom_label')}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addCustom();
                }
              }}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <Button variant="outlined" onClick={addCustom} disabled={!draft.trim()} sx={{ mt: 0.25 }}>
              {t('forms.field.custom_add')}
            </Button>
          </Box>
        </>
      )}
    </ChoiceGroup>
  );
}
