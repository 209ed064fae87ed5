import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';

export function BackToLoginLink() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Link component={RouterLink} to={to('/auth/login')}>
      {t('auth.back_to_login')}
    </Link>
  );
}
