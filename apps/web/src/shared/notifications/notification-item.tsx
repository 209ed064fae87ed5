import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import type { Notification } from './notifications-context';

/**
 * How long a notification stays (the spec's 5 s); never hidden while a pointer rests on it or focus
 * is inside it, so anyone who needs longer holds it (WCAG 2.2.1: the time can be extended).
 */
export const NOTIFICATION_HIDE_MS = 5000;

export function NotificationItem({
  notification,
  onClose,
}: {
  notification: Notification;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // Focus inside (its close button, reached by keyboard) holds the message until it leaves.
  const [focused, setFocused] = useState(false);
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') onClose(); // a click elsewhere must not swallow a message unread
  };
  return (
    <Snackbar
      open
      autoHideDuration={focused ? null : NOTIFICATION_HIDE_MS}
      // After a pointer rests on it or the window comes back, the full time again (MUI gives half).
      resumeHideDuration={NOTIFICATION_HIDE_MS}
      onClose={handleClose}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      // Stacked in the container below instead of each one fixed on top of the others.
      sx={{ position: 'static', transform: 'none', left: 'auto', right: 'auto', bottom: 'auto' }}
    >
      {/* role alert (the Alert's own): read out at once, whatever the reader is doing. */}
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
