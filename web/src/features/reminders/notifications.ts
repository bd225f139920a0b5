/**
 * @module features/reminders/notifications — the browser's Notification API behind three small functions:
 * the permission state, asking for it (only ever from a user's click), and showing a reminder notice that opens
 * its task when clicked. Where the API is missing, reminders fall back to the in-app toast.
 */
import type { ReminderNotice } from '@mynd/shared/domain';

export type NotificationState = NotificationPermission | 'unsupported';

export function notificationState(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks for permission to notify. Call it from a click handler, never on load. */
export async function askNotificationPermission(): Promise<NotificationState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

/** Shows a system notification for the notice; clicking it focuses the app and calls `onOpen`. */
export function showSystemNotice(notice: ReminderNotice, onOpen: () => void): boolean {
  if (notificationState() !== 'granted') return false;
  const n = new Notification(notice.title, {
    body: notice.body,
    tag: notice.taskId ? `mynd-reminder-${notice.taskId}` : 'mynd-reminders-missed',
  });
  n.onclick = () => {
    window.focus();
    onOpen();
    n.close();
  };
  return true;
}
