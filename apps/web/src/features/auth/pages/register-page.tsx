import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { toApiDateTime } from '@/shared/forms/date-of-birth';
import { useNotify } from '@/shared/notifications/notifications-context';
import { ErrorState } from '@/shared/ui/error-state';
import { useRegisterGroups } from '../api/get-register-groups';
import { useRegisterUser } from '../api/register-user';
import { AuthDone } from '../components/auth-done';
import { AuthHeading } from '../components/auth-heading';
import { BackToLoginLink } from '../components/back-to-login-link';
import { isWeakPassword } from '@/shared/forms/new-password-field';
import { RegisterForm } from '../components/register-form';
import type { RegisterValues } from '../components/register-schema';

/**
 * /{locale}/auth/register: groups first; none means the feature is off (spec 4 "Registration").
 * The account is created from the mailed link (register/{token}), which signs the user in.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const groups = useRegisterGroups();
  const register = useRegisterUser();

  const submit = (values: RegisterValues) =>
    register.mutate(
      {
        first_name: values.first_name,
        last_name: values.last_name,
        username: values.email,
        email: values.email,
        password: values.password,
        gender: values.gender || undefined,
        age: toApiDateTime(values.date_of_birth),
        registerGroup: values.registerGroup,
      },
      {
        onError: (error) => {
          // A common password is shown at its field.
          if (!isWeakPassword(error)) notify(errorMessage(error, t('common.something_went_wrong')), 'error');
        },
      },
    );

  if (register.isSuccess) {
    return (
      <AuthDone
        title={t('auth.register.check_mail_title')}
        text={t('auth.register.check_mail_text', { email: register.variables.email })}
      />
    );
  }
  let body;
  if (groups.isPending) body = <Skeleton variant="rounded" height={320} aria-label={t('common.loading')} />;
  else if (groups.isError) body = <ErrorState onRetry={() => void groups.refetch()} />;
  else if (groups.data.length === 0)
    body = <Typography role="status">{t('auth.register.disabled')}</Typography>;
  else
    body = (
      <RegisterForm
        groups={groups.data}
        loading={register.isPending}
        onSubmit={submit}
        serverError={register.error}
      />
    );

  return (
    <Stack spacing={3}>
      <AuthHeading>{t('auth.register.title')}</AuthHeading>
      {body}
      <BackToLoginLink />
    </Stack>
  );
}
