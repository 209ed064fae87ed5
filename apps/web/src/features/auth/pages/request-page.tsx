import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { useLocale } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useCountryOptions } from '@/shared/api/country-options';
import { useRequestAccount } from '../api/request-account';
import { AccountRequestForm } from '../components/account-request-form';
import type { AccountRequestValues } from '../components/account-request-schema';
import { AuthDone } from '../components/auth-done';
import { AuthHeading } from '../components/auth-heading';
import { BackToLoginLink } from '../components/back-to-login-link';

/** Drops optional fields left empty so the payload carries only what the applicant entered. */
function compact(values: AccountRequestValues): AccountRequestValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as AccountRequestValues;
}

/** /{locale}/auth/request: idle → submitting → success, or error with the form kept. */
export function RequestPage() {
  const { t } = useTranslation();
  const { setup } = usePortalConfig();
  const { code } = useLocale();
  const notify = useNotify();
  const countries = useCountryOptions({ guestToken: setup.guest_token, enabled: setup.guest_token !== null });
  const request = useRequestAccount();

  const submit = (values: AccountRequestValues) =>
    request.mutate(
      { ...compact(values), locale: code },
      { onError: (error) => notify(errorMessage(error, t('common.something_went_wrong')), 'error') },
    );

  if (request.isSuccess)
    return (
      <AuthDone title={t('auth.request.success_title')} text={t('auth.request.success_text')} capitalize />
    );
  return (
    <Stack spacing={3}>
      <AuthHeading intro={t('auth.request.intro')}>{t('auth.request.title')}</AuthHeading>
      <AccountRequestForm
        countries={countries.data ?? []}
        countriesLoading={countries.isLoading}
        loading={request.isPending}
        onSubmit={submit}
      />
      <BackToLoginLink />
    </Stack>
  );
}
