import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useNotify } from '@/shared/notifications/notifications-context';
import { isResetLinkInvalid, useResetLinkCheck } from '../api/check-reset-link';
import { AuthHeading } from '../components/auth-heading';
import { BackToLoginLink } from '../components/back-to-login-link';
import { isWeakPassword } from '@/shared/forms/new-password-field';
import { ResetForm } from '../components/reset-form';
import { ResetLinkInvalid } from '../components/reset-link-invalid';
import { useResetPassword } from '../hooks/use-reset-password';

/**
 * /{locale}/auth/reset/{token}: the link from the password mail. The link is checked when the page
 * opens (and again by the change itself); a used, replaced or expired one offers a new mail.
 */
export function ResetPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { token = '' } = useParams();
  const check = useResetLinkCheck(token);
  const reset = useResetPassword(token);
  const invalid = isResetLinkInvalid(check.error) || isResetLinkInvalid(reset.error);

  const submit = (password: string) =>
    reset.mutate(password, {
      onError: (error) => {
        // Those two are shown in place: the new-mail offer, or the password field's own error.
        if (isResetLinkInvalid(error) || isWeakPassword(error)) return;
        notify(errorMessage(error, t('common.something_went_wrong')), 'error');
      },
    });

  let body;
  if (invalid) body = <ResetLinkInvalid />;
  // Any other failure of the check leaves the form: the change itself tells what is wrong.
  else if (check.isPending)
    body = <Skeleton variant="rounded" height={120} aria-label={t('common.loading')} />;
  else body = <ResetForm loading={reset.isPending} onSubmit={submit} serverError={reset.error} />;

  return (
    <Stack spacing={3}>
      <AuthHeading intro={invalid ? undefined : t('auth.reset.intro')}>{t('auth.reset.title')}</AuthHeading>
      {body}
      <BackToLoginLink />
    </Stack>
  );
}
