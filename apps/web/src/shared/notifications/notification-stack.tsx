import { lazy, Suspense } from 'react';
import Stack from '@mui/material/Stack';
import { useNotifications } from './notifications-context';

// A notification's Snackbar and Alert are their own chunk: the first page rarely shows one.
const NotificationItem = lazy(() =>
  import('./notification-item').then((m) => ({ default: m.NotificationItem })),
);

/** Bottom-right stack of the current notifications, newest at the bottom. */
export function NotificationStack() {
  const { notifications, close } = useNotifications();
  if (notifications.length === 0) return null;
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        left: { xs: 16, sm: 'auto' },
        zIndex: 'snackbar',
        alignItems: 'flex-end',
      }}
    >
      <Suspense fallback={null}>
        {notifications.map((n) => (
          <NotificationItem key={n.id} notification={n} onClose={() => close(n.id)} />
        ))}
      </Suspense>
    </Stack>
  );
}
