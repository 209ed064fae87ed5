import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { lazyZodResolver } from '@/shared/forms/zod-resolver';
import type { CountryOption } from '@vitrine/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCountryField } from '@/shared/forms/form-country-field';
import { ADDRESS_FIELDS, DetailFields, NAME_FIELDS, type DetailField } from '@/shared/forms/person-fields';
import { FormStack } from '@/shared/forms/form-stack';
import type { AccountRequestValues } from './account-request-schema';

const emptyAccountRequest: AccountRequestValues = {
  company: '',
  vat_number: '',
  job_title: '',
  first_name: '',
  last_name: '',
  street: '',
  street_number: '',
  zip_code: '',
  city: '',
  country: '',
  phone_number: '',
  mobile_number: '',
  email: '',
};

interface AccountRequestFormProps {
  countries: CountryOption[];
  countriesLoading: boolean;
  loading: boolean;
  onSubmit: (values: AccountRequestValues) => void;
}

const COMPANY = [
  { name: 'company', auto: 'organization' },
  { name: 'vat_number', size: 6 },
  { name: 'job_title', auto: 'organization-title', optional: true, size: 6 },
] as const satisfies readonly DetailField[];
const CONTACT = [
  { name: 'email', auto: 'email', type: 'email' },
  { name: 'phone_number', auto: 'tel', type: 'tel', size: 6 },
  { name: 'mobile_number', auto: 'tel', type: 'tel', optional: true, size: 6 },
] as const satisfies readonly DetailField[];

/** The company applicant's form; the values stay when sending fails (spec 4 "Account request"). */
export function AccountRequestForm({
  countries,
  countriesLoading,
  loading,
  onSubmit,
}: AccountRequestFormProps) {
  const { t } = useTranslation();
  const countryRequired = countries.length > 0;
  const resolver = useMemo(
    () =>
      lazyZodResolver<AccountRequestValues>(() =>
        import('./account-request-schema').then((m) => m.accountRequestSchema(countryRequired)),
      ),
    [countryRequired],
  );
  const { control, handleSubmit } = useForm<AccountRequestValues>({
    resolver,
    defaultValues: emptyAccountRequest,
  });

  return (
    <FormStack spacing={3} onSubmit={handleSubmit(onSubmit)}>
      <Grid container spacing={2}>
        <DetailFields control={control} fields={COMPANY} />
        <DetailFields control={control} fields={NAME_FIELDS} />
        <DetailFields control={control} fields={ADDRESS_FIELDS} />
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
        <DetailFields control={control} fields={CONTACT} />
      </Grid>
      <Button type="submit" variant="contained" size="large" loading={loading}>
        {t('auth.request.submit')}
      </Button>
    </FormStack>
  );
}
