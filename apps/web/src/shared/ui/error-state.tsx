import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useShowAppWhen } from '@/shared/boot/first-screen';

interface ErrorStateProps {
  /** Shown under the title; defaults to the generic failure text. */
  message?: string;
  onRetry?: () => void;
}

/** A failed load, with a retry when the caller can offer one. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  useShowAppWhen(true);
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{t('common.load_failed')}</AlertTitle>
      {message || t('common.something_went_wrong')}
    </Alert>
  );
}
