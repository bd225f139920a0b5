/**
 * @module offline/use-online — "online" as React state: the browser says it is online (`navigator.onLine`, its
 * online/offline events) and the last API call reached the server (offline/connection).
 */
import { useSyncExternalStore } from 'react';
import { onReachabilityChange, serverReachable } from './connection';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const offReachability = onReachabilityChange(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    offReachability();
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && serverReachable(),
    () => true,
  );
}
