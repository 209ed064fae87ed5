import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useLocale } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useRequestPasswordMail } from '../api/request-password-mail';
import { ForgotForm } from './forgot-form';

/**
 * A reset link that was used, replaced by a newer mail or has expired: says so, and asks for the
 * address to mail a new link to right here, instead of sending the visitor to sign in.
 */
export function ResetLinkInvalid() {
  const { t } = useTranslation();
  const { code } = useLocale();
  const notify = useNotify();
  const request = useRequestPasswordMail();
  const submit = (email: string) =>
    request.mutate(
      { email, locale: code },
      { onError: (error) => notify(errorMessage(error, t('common.something_went_wrong')), 'error') },
    );
  return (
    <Stack spacing={2}>
      <Alert severity="warning" role="alert">
        {t('auth.reset.link_invalid')}
      </Alert>
      {request.isSuccess ? (
        <Alert severity="success" role="status">
          {t('auth.forgot.sent')}
        </Alert>
      ) : (
        <>
          <Typography>{t('auth.reset.new_link_intro')}</Typography>
          <ForgotForm
            loading={request.isPending}
            onSubmit={submit}
            submitLabel={t('auth.reset.new_link_submit')}
          />
        </>
      )}
    </Stack>
  );
}
