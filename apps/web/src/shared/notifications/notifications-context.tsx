import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AlertColor } from '@mui/material/Alert';
import { withNotification, withoutId, withoutMessage, type Notification } from './notification-list';

export type { Notification } from './notification-list';

interface NotificationsApi {
  notifications: Notification[];
  /**
   * Shows a message; severity defaults to 'info'. A message already shown is not repeated: it is
   * shown anew, for the full time.
   */
  notify: (message: string, severity?: AlertColor) => void;
  /** Removes every notification with this message. */
  remove: (message: string) => void;
  close: (id: number) => void;
}

const NotificationsContext = createContext<NotificationsApi | null>(null);

let nextId = 1;

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notifications, setNotifications] = useState<Notification[]>([]);

  const notify = useCallback((message: string, severity: AlertColor = 'info') => {
    const id = nextId++;
    setNotifications((list) => withNotification(list, { id, message, severity }));
  }, []);
  const remove = useCallback((message: string) => {
    setNotifications((list) => withoutMessage(list, message));
  }, []);
  const close = useCallback((id: number) => {
    setNotifications((list) => withoutId(list, id));
  }, []);

  const value = useMemo(
    () => ({ notifications, notify, remove, close }),
    [notifications, notify, remove, close],
  );
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsApi {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications is used outside NotificationsProvider');
  return value;
}

/** Just the notify function, for components that only raise messages. */
export function useNotify(): NotificationsApi['notify'] {
  return useNotifications().notify;
}
