import type { AlertColor } from '@mui/material/Alert';

export interface Notification {
  id: number;
  message: string;
  severity: AlertColor;
}

/**
 * The list with a new message at the end (newest at the bottom). A message already shown is not
 * shown twice: its earlier entry gives way to the new one, whose fresh id starts a full hiding
 * time of its own, instead of the new message vanishing with what was left of the old one's.
 */
export function withNotification(list: readonly Notification[], next: Notification): Notification[] {
  const others = list.filter((n) => n.message !== next.message || n.severity !== next.severity);
  return [...others, next];
}

/** The list without the notifications of this message. */
export function withoutMessage(list: readonly Notification[], message: string): Notification[] {
  return list.filter((n) => n.message !== message);
}

/** The list without one notification. */
export function withoutId(list: readonly Notification[], id: number): Notification[] {
  return list.filter((n) => n.id !== id);
}
