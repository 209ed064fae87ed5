import IconButton from '@mui/material/IconButton';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';

/** One step back, or the locale home when this tab has no history to go back to. */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalePath();
  const goBack = () => {
    if (window.history.length <= 1) void navigate(to());
    else void navigate(-1);
  };
  return (
    <IconButton aria-label={t('nav.back')} onClick={goBack} sx={{ color: 'regularIcons' }}>
      <ArrowBack />
    </IconButton>
  );
}
