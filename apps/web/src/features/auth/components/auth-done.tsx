import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';

interface AuthDoneProps {
  title: string;
  text: string;
  /** Capitalise the title on screen only (the spec's lower-case 'success'). */
  capitalize?: boolean;
}

/** A finished auth step (account requested, registration mailed): what happened, then on to login. */
export function AuthDone({ title, text, capitalize }: AuthDoneProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Stack spacing={2} role="status" sx={{ alignItems: 'flex-start' }}>
      <CheckCircle color="success" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="h2" sx={capitalize ? { textTransform: 'capitalize' } : undefined}>
        {title}
      </Typography>
      <Typography>{text}</Typography>
      <Button component={RouterLink} to={to('/auth/login')} variant="contained">
        {t('common.continue')}
      </Button>
    </Stack>
  );
}
