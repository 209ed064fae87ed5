import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import type { Notification } from './notifications-context';

/** Spec 9: notifications hide after 5000 ms. */
export const NOTIFICATION_HIDE_MS = 5000;

export function NotificationItem({
  notification,
  onClose,
}: {
  notification: Notification;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') onClose(); // a click elsewhere must not swallow a message unread
  };
  return (
    <Snackbar
      open
      autoHideDuration={NOTIFICATION_HIDE_MS}
      // After a pointer rests on it or the window comes back, the full time again (MUI gives half).
      resumeHideDuration={NOTIFICATION_HIDE_MS}
      onClose={handleClose}
      // Stacked in the container below instead of each one fixed on top of the others.
      sx={{ position: 'static', transform: 'none', left: 'auto', right: 'auto', bottom: 'auto' }}
    >
      <Alert
        onClose={onClose}
        severity={notification.severity}
        variant="filled"
        closeText={t('common.close')}
        sx={{ width: '100%', maxWidth: 480, boxShadow: 3 }}
      >
        {notification.message}
      </Alert>
    </Snackbar>
  );
}
