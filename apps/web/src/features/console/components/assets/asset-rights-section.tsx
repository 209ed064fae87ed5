import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { RightsState } from '@vitrine/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/shared/dates/date-input';
import { fieldErrorText, type AssetFormValues } from './asset-form';
import { AssetRightsChip } from './asset-rights-chip';
import { EditSection } from '../edit-section';

/** Who holds the rights, the licence, and the days visitors may see the asset (outside them it is hidden). */
export function AssetRightsSection({ state }: { state: RightsState }) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<AssetFormValues>();
  const errors = formState.errors.rights;
  return (
    <EditSection
      headingId="asset-rights-title"
      title={t('console.assets.rights_title')}
      aside={<AssetRightsChip state={state} />}
    >
      <TextField
        label={t('console.assets.fields.credit')}
        error={!!errors?.credit}
        helperText={fieldErrorText(errors?.credit, t)}
        {...register('rights.credit')}
      />
      <TextField
        label={t('console.assets.fields.licence')}
        error={!!errors?.licence}
        helperText={fieldErrorText(errors?.licence, t)}
        {...register('rights.licence')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['valid_from', 'valid_until'] as const).map((field) => (
          <Controller
            key={field}
            control={control}
            name={`rights.${field}`}
            render={({ field: input, fieldState }) => (
              <DateInput
                kind="date"
                name={input.name}
                label={t(`console.assets.fields.${field}`)}
                value={input.value ?? ''}
                onChange={(value) => input.onChange(value || null)}
                onBlur={input.onBlur}
                focusRef={input.ref}
                error={!!fieldState.error}
                helperText={fieldErrorText(fieldState.error, t) ?? t(`console.assets.${field}_hint`)}
              />
            )}
          />
        ))}
      </Stack>
    </EditSection>
  );
}
