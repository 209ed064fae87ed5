import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { ErrorState } from '@/shared/ui/error-state';
import { useCountryOptions } from '../../api/get-country-options';
import type { FieldProps } from './field-props';
import { TextInputField } from './text-input-field';

/** A country from the order options (spec 7: GET /private/order/options), by its alpha code. */
export function CountryField({ field, control }: FieldProps) {
  const { t } = useTranslation();
  const countries = useCountryOptions(true);
  if (countries.isPending) return <Skeleton variant="rounded" height={56} aria-label={t('common.loading')} />;
  if (countries.isError)
    return (
      <ErrorState message={errorMessage(countries.error, '')} onRetry={() => void countries.refetch()} />
    );
  return (
    <TextInputField field={field} control={control}>
      {!field.is_required && (
        <MenuItem value="">
          <em>{t('forms.field.none')}</em>
        </MenuItem>
      )}
      {countries.data.map((country) => (
        <MenuItem key={country.alpha_code} value={country.alpha_code}>
          {country.name}
        </MenuItem>
      ))}
    </TextInputField>
  );
}
