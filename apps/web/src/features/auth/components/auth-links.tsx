import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';

/** The ways out of the login screen: register, request an account, forgotten password. */
export function AuthLinks() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Stack component="nav" aria-label={t('auth.links_label')} spacing={1}>
      <Link component={RouterLink} to={to('/auth/register')}>
        {t('auth.login.register_link')}
      </Link>
      <Link component={RouterLink} to={to('/auth/request')}>
        {t('auth.login.request_link')}
      </Link>
      <Link component={RouterLink} to={to('/auth/forgot')}>
        {t('auth.login.forgot_link')}
      </Link>
    </Stack>
  );
}
