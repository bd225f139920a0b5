/**
 * @module background/live-reminders — follows the server's change stream (`GET /api/events`, server-sent events,
 * with the stored Bearer token) while the background runs, so a task edited in the web app or elsewhere resets its
 * reminder alarm at once. Only a change of the user's tasks syncs, and a burst of changes syncs once; each
 * (re)connection syncs too, for what changed while it was away. A dropped stream is followed again after a pause
 * (2 s, doubling up to a minute). The browser stops an idle background after a while; the minute's queue alarm
 * wakes it, and it follows the stream again.
 */
import { CHANGE_EVENT_NAME, ChangeEventSchema } from '@mynd/shared/schemas';
import { createParser } from 'eventsource-parser';
import { serverUrlItem, sessionItem } from '../storage/items';

/** Changes arriving this close together sync once. */
const SYNC_DELAY_MS = 500;

const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/**
 * Reads the stream until it ends or `signal` aborts, calling `onTasksChanged` once connected and for each change
 * of tasks. Resolves false when there is nothing to follow (signed out, refused).
 */
export async function followChanges(onTasksChanged: () => void, signal: AbortSignal): Promise<boolean> {
  const [base, session] = await Promise.all([serverUrlItem.getValue(), sessionItem.getValue()]);
  if (!session) return false;
  const res = await fetch(`${base.replace(/\/$/, '')}/api/events`, {
    headers: { authorization: `Bearer ${session.token}`, accept: 'text/event-stream' },
    signal,
  });
  if (!res.ok || !res.body) return false;
  onTasksChanged();
  const parser = createParser({
    onEvent(event) {
      if (event.event !== CHANGE_EVENT_NAME) return;
      try {
        const change = ChangeEventSchema.safeParse(JSON.parse(event.data));
        if (change.success && change.data.topic === 'tasks') onTasksChanged();
      } catch {
        // A malformed event is skipped; the next one still arrives.
      }
    },
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    parser.feed(value);
  }
}

/**
 * One follower at a time: `restart` (start-up, sign-in, sign-out) drops the old stream and opens a new one;
 * `ensure` (the minute's alarm) opens one only when none is open or waiting to reconnect.
 */
export function createLiveReminders(sync: () => Promise<unknown>) {
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void sync(), SYNC_DELAY_MS);
  };
  async function follow(signal: AbortSignal): Promise<void> {
    let pause = RETRY_FIRST_MS;
    while (!signal.aborted) {
      // Offline or a dropped stream: the alarms already set stay, and the stream is followed again soon.
      const followed = await followChanges(soon, signal).catch(() => true);
      if (!followed || signal.aborted) break;
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, RETRY_MAX_MS);
    }
    if (controller?.signal === signal) controller = null;
  }
  function restart(): Promise<void> {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    return follow(current.signal);
  }
  return {
    restart,
    ensure(): void {
      if (!controller) void restart();
    },
  };
}
