import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSendResetMail } from '../hooks/use-send-reset-mail';
import { ForgotForm } from './forgot-form';

/**
 * A reset link that was used, replaced by a newer mail or has expired: says so, and asks for the
 * address to mail a new link to right here, instead of sending the visitor to sign in.
 */
export function ResetLinkInvalid() {
  const { t } = useTranslation();
  const { request, submit } = useSendResetMail();
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
