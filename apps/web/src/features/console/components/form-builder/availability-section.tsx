import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/shared/dates/date-input';
import type { BuilderValues } from './builder-values';

/**
 * When the form can be answered: a window of days (the first opens at local midnight, the last
 * closes at its end) and, optionally, a recurrence in weeks from the start.
 */
export function AvailabilitySection() {
  const { t } = useTranslation();
  const { control } = useFormContext<BuilderValues>();
  return (
    <Stack spacing={2} component="section" aria-labelledby="builder-availability-title">
      <Typography id="builder-availability-title" variant="h6" component="h2">
        {t('console.forms.availability')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['start_date', 'stop_date'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <DateInput
                kind="date"
                name={name}
                label={t(`console.forms.${name}`)}
                value={field.value}
                onChange={field.onChange}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? t(`console.forms.${name}_hint`)}
              />
            )}
          />
        ))}
      </Stack>
      <Controller
        control={control}
        name="recurring"
        render={({ field, fieldState }) => (
          <TextField
            id="form-recurring"
            size="small"
            label={t('console.forms.recurring')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? t('console.forms.recurring_hint')}
            slotProps={{ htmlInput: { maxLength: 200, inputMode: 'numeric' } }}
            sx={{ maxWidth: 360 }}
          />
        )}
      />
    </Stack>
  );
}
