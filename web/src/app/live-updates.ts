/**
 * @module app/live-updates — follows `GET /api/events` (SSE, event `change`, data `{topic, at}`) while a user
 * is signed in, and fans each change out to the query cache (via the change bus).
 */
import { CHANGE_EVENT_NAME, ChangeEventSchema, type ChangeTopic } from '@mynd/shared/schemas';
import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { publishChange } from '../lib/change-bus';

/** Record a change (from the server or from a local mutation). */
export const bumpChangeAtom = atom(null, (_get, _set, topic: ChangeTopic) => {
  publishChange(topic);
});

/** Opens the event stream while `enabled` (signed in). EventSource reconnects by itself after drops. */
export function useLiveUpdates(enabled: boolean): void {
  const bump = useSetAtom(bumpChangeAtom);

  useEffect(() => {
    if (!enabled || typeof EventSource !== 'function') return;
    const source = new EventSource('/api/events', { withCredentials: true });
    const onChange = (event: MessageEvent<string>) => {
      try {
        const parsed = ChangeEventSchema.safeParse(JSON.parse(event.data));
        if (parsed.success) bump(parsed.data.topic);
      } catch {
        // A malformed event is ignored; the next one still arrives.
      }
    };
    source.addEventListener(CHANGE_EVENT_NAME, onChange as EventListener);
    return () => {
      source.removeEventListener(CHANGE_EVENT_NAME, onChange as EventListener);
      source.close();
    };
  }, [enabled, bump]);
}
