import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

/** Spec 8: registered users of the previous portal must reset their password once. */
export function SecurityUpgradeAlert() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning">
      <AlertTitle>{t('auth.login.security_upgrade_title')}</AlertTitle>
      {t('auth.login.security_upgrade_text')}
    </Alert>
  );
}
