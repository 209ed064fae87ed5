import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@/shared/forms/zod-resolver';
import type { CountryOption } from '@vitrine/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCountryField } from '@/shared/forms/form-country-field';
import { FormTextField } from '@/shared/forms/form-text-field';
import {
  accountRequestSchema,
  emptyAccountRequest,
  type AccountRequestValues,
} from './account-request-schema';

interface AccountRequestFormProps {
  countries: CountryOption[];
  countriesLoading: boolean;
  loading: boolean;
  onSubmit: (values: AccountRequestValues) => void;
}

type Field = {
  name: Exclude<keyof AccountRequestValues, 'country'>;
  auto?: string;
  type?: string;
  optional?: boolean;
  half?: boolean;
};

const COMPANY: Field[] = [
  { name: 'company', auto: 'organization' },
  { name: 'vat_number', half: true },
  { name: 'job_title', auto: 'organization-title', optional: true, half: true },
];
const PERSON: Field[] = [
  { name: 'first_name', auto: 'given-name', half: true },
  { name: 'last_name', auto: 'family-name', half: true },
  { name: 'street', auto: 'address-line1', half: true },
  { name: 'street_number', half: true },
  { name: 'zip_code', auto: 'postal-code', half: true },
  { name: 'city', auto: 'address-level2', half: true },
];
const CONTACT: Field[] = [
  { name: 'email', auto: 'email', type: 'email' },
  { name: 'phone_number', auto: 'tel', type: 'tel', half: true },
  { name: 'mobile_number', auto: 'tel', type: 'tel', optional: true, half: true },
];

/** The company applicant's form; the values stay when sending fails (spec 4 "Account request"). */
export function AccountRequestForm({
  countries,
  countriesLoading,
  loading,
  onSubmit,
}: AccountRequestFormProps) {
  const { t } = useTranslation();
  const countryRequired = countries.length > 0;
  const resolver = useMemo(() => zodResolver(accountRequestSchema(countryRequired)), [countryRequired]);
  const { control, handleSubmit } = useForm<AccountRequestValues>({
    resolver,
    defaultValues: emptyAccountRequest,
  });

  const render = (field: Field) => (
    <Grid key={field.name} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
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
  );

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(onSubmit)}>
      <Grid container spacing={2}>
        {COMPANY.map(render)}
        {PERSON.map(render)}
        <Grid size={12}>
          {countriesLoading ? (
            <Skeleton variant="rounded" height={56} aria-label={t('common.loading')} />
          ) : countryRequired ? (
            <FormCountryField
              control={control}
              name="country"
              countries={countries}
              label={t('fields.country')}
              autoComplete="country-name"
              required
            />
          ) : null}
        </Grid>
        {CONTACT.map(render)}
      </Grid>
      <Button type="submit" variant="contained" size="large" loading={loading}>
        {t('auth.request.submit')}
      </Button>
    </Stack>
  );
}
