import Skeleton from '@mui/material/Skeleton';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { CountryPicker } from '@/shared/forms/country-picker';
import { ErrorState } from '@/shared/ui/error-state';
import { useCountryOptions } from '@/shared/api/country-options';
import { fieldName, takesSeveralCountries } from '../field-kinds';
import { fieldErrorText } from '../field-error-text';
import type { FieldProps } from './field-props';

/**
 * Countries from the order options (spec 7: GET /private/order/options) by their alpha codes,
 * searchable as typed: several as chips (up to the field's max), or one when its max is 1.
 */
export function CountryField({ field, control }: FieldProps) {
  const { t } = useTranslation();
  const countries = useCountryOptions({ enabled: true });
  const { field: bound, fieldState } = useController({ control, name: fieldName(field) });
  if (countries.isPending) return <Skeleton variant="rounded" height={56} aria-label={t('common.loading')} />;
  if (countries.isError)
    return (
      <ErrorState message={errorMessage(countries.error, '')} onRetry={() => void countries.refetch()} />
    );
  const several = takesSeveralCountries(field);
  const codes = Array.isArray(bound.value)
    ? bound.value.filter((v): v is string => typeof v === 'string')
    : typeof bound.value === 'string' && bound.value
      ? [bound.value]
      : [];
  const error = fieldErrorText(t, fieldState.error, field);
  let hint: string | undefined;
  if (several)
    hint =
      field.max !== null
        ? t('forms.field.countries_max', { max: field.max })
        : t('forms.field.countries_several');
  return (
    <CountryPicker
      countries={countries.data}
      multiple={several}
      max={field.max}
      value={codes}
      onChange={(next) => bound.onChange(several ? next : (next[0] ?? ''))}
      onBlur={bound.onBlur}
      inputRef={bound.ref}
      name={bound.name}
      label={field.name}
      required={field.is_required}
      error={!!error}
      helperText={error ?? hint}
    />
  );
}
