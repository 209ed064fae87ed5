import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from './form-date-field';
import { FormTextField } from './form-text-field';

/** A text input of a person's or company's details, labelled `fields.<name>`. */
export interface DetailField<N extends string = string> {
  name: N;
  /** The browser's autofill hint. */
  auto?: string;
  type?: string;
  optional?: boolean;
  /** Columns of 12 from small screens up (phones: the whole row). */
  size?: number;
}

export const NAME_FIELDS = [
  { name: 'first_name', auto: 'given-name', size: 6 },
  { name: 'last_name', auto: 'family-name', size: 6 },
] as const satisfies readonly DetailField[];

export const ADDRESS_FIELDS = [
  { name: 'street', auto: 'address-line1', size: 8 },
  { name: 'street_number', auto: 'address-line2', size: 4 },
  { name: 'zip_code', auto: 'postal-code', size: 4 },
  { name: 'city', auto: 'address-level2', size: 8 },
] as const satisfies readonly DetailField[];

interface DetailFieldsProps<T extends FieldValues> {
  control: Control<T>;
  fields: readonly DetailField<Path<T>>[];
}

/** Text inputs as grid items of a `Grid container`, required unless marked optional. */
export function DetailFields<T extends FieldValues>({ control, fields }: DetailFieldsProps<T>) {
  const { t } = useTranslation();
  return fields.map((field) => (
    <Grid key={field.name} size={{ xs: 12, sm: field.size ?? 12 }}>
      <FormTextField
        control={control}
        name={field.name}
        label={t(`fields.${field.name}`)}
        type={field.type}
        autoComplete={field.auto}
        required={!field.optional}
        helperText={field.optional ? t('common.optional') : undefined}
      />
    </Grid>
  ));
}

interface GenderBirthFieldsProps<T extends FieldValues> {
  control: Control<T>;
  gender: Path<T>;
  birth: Path<T>;
  /** Registration leaves both optional (gender may stay unchosen); the profile needs both. */
  required: boolean;
}

/** Gender and date of birth side by side, as grid items of a `Grid container`. */
export function GenderBirthFields<T extends FieldValues>({
  control,
  gender,
  birth,
  required,
}: GenderBirthFieldsProps<T>) {
  const { t } = useTranslation();
  const optional = required ? undefined : t('common.optional');
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={gender}
          select
          label={t('fields.gender')}
          required={required}
          helperText={optional}
        >
          {!required && (
            <MenuItem value="">
              <em>{t('fields.gender_none')}</em>
            </MenuItem>
          )}
          <MenuItem value="Male">{t('fields.gender_male')}</MenuItem>
          <MenuItem value="Female">{t('fields.gender_female')}</MenuItem>
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDateField
          control={control}
          name={birth}
          label={t('fields.date_of_birth')}
          required={required}
          helperText={optional}
          disableFuture
        />
      </Grid>
    </>
  );
}
