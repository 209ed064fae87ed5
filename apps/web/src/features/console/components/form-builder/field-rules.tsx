import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { BOUNDED_FIELD_TYPES, STATIC_FIELD_TYPES, type BuilderFieldType } from '@vitrine/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BuilderValues } from './builder-values';

/** What a field's type allows besides its texts: required, bounds, values people add themselves. */
export function FieldRules({ index, type }: { index: number; type: BuilderFieldType }) {
  const { t } = useTranslation();
  const { control } = useFormContext<BuilderValues>();
  const isStatic = STATIC_FIELD_TYPES.includes(type);
  const bounded = BOUNDED_FIELD_TYPES.includes(type);
  return (
    <>
      {!isStatic && (
        <Controller
          control={control}
          name={`fields.${index}.required`}
          render={({ field: input }) => (
            <FormControlLabel
              control={<Switch checked={input.value} onChange={(e) => input.onChange(e.target.checked)} />}
              label={t('console.forms.required')}
            />
          )}
        />
      )}
      {bounded && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {(['min', 'max'] as const).map((bound) => (
            <Controller
              key={bound}
              control={control}
              name={`fields.${index}.${bound}`}
              render={({ field: input, fieldState }) => (
                <TextField
                  id={`field-${index}-${bound}`}
                  size="small"
                  label={t(`console.forms.${type === 'countries' ? `countries_${bound}` : bound}`)}
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
                />
              )}
            />
          ))}
        </Stack>
      )}
      {type === 'multi_select' && (
        <Controller
          control={control}
          name={`fields.${index}.allow_custom_options`}
          render={({ field: input }) => (
            <FormControlLabel
              control={<Switch checked={input.value} onChange={(e) => input.onChange(e.target.checked)} />}
              label={t('console.forms.custom_options')}
            />
          )}
        />
      )}
    </>
  );
}
