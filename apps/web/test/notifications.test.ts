import { describe, expect, test } from 'vitest';
import {
  withNotification,
  withoutId,
  withoutMessage,
  type Notification,
} from '../src/shared/notifications/notification-list';

const success = (id: number, message = 'Success'): Notification => ({ id, message, severity: 'success' });

describe('the notification list', () => {
  test('a new message goes to the bottom, after the ones shown', () => {
    const list = withNotification([success(1, 'Saved')], success(2));
    expect(list.map((n) => n.id)).toEqual([1, 2]);
  });

  test('the same message again is shown anew: one entry, with a new id (a full hiding time of its own)', () => {
    const first = [success(1), success(2, 'Saved')];
    const list = withNotification(first, success(3));
    expect(list).toEqual([success(2, 'Saved'), success(3)]);
    // The one shown before is left as it was (the caller's state is not changed in place).
    expect(first).toEqual([success(1), success(2, 'Saved')]);
  });

  test('the same text with another severity is another notification', () => {
    const list = withNotification([success(1)], { id: 2, message: 'Success', severity: 'error' });
    expect(list.map((n) => n.id)).toEqual([1, 2]);
  });

  test('removed by message or closed by id', () => {
    const list = [success(1), success(2, 'Saved'), { id: 3, message: 'Saved', severity: 'info' as const }];
    expect(withoutMessage(list, 'Saved')).toEqual([success(1)]);
    expect(withoutId(list, 2).map((n) => n.id)).toEqual([1, 3]);
  });
});
