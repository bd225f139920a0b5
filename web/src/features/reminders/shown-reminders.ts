/**
 * @module features/reminders/shown-reminders — the reminders this browser already showed, per user in
 * localStorage, so a reminder (or a missed one) is shown once, also across reloads.
 */
const key = (userId: string) => `mynd.remindersShown.${userId}`;

export function readShown(userId: string): Set<string> {
  try {
    const raw = localStorage.getItem(key(userId));
    const list: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : []);
  } catch {
    return new Set();
  }
}

export function writeShown(userId: string, keys: Iterable<string>): void {
  localStorage.setItem(key(userId), JSON.stringify([...keys]));
}
