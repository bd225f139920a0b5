/**
 * @module lib/change-bus — an in-page publish/subscribe of server change topics. The live-updates EventSource
 * and local mutations publish; queries subscribe to refetch. Kept free of React so plain modules can use it.
 */
import type { ChangeTopic } from '@mynd/shared/schemas';

type Listener = (topic: ChangeTopic) => void;
const listeners = new Set<Listener>();

export function publishChange(topic: ChangeTopic): void {
  for (const listener of [...listeners]) listener(topic);
}

export function subscribeChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
