/**
 * @module offline/use-server-watch — the main screen's watch on the connection: while the server is out of
 * reach it is asked again (GET /api/health, offline/connection's pauses); when it answers again, or the browser
 * comes back online, every query refetches, so nothing kept from the offline copy stays on screen.
 */
import { useEffect } from 'react';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query';
import { onReconnected, useConnectionWatch } from './connection';

const checkServer = () => api.health.get();

export function useServerWatch(): void {
  useConnectionWatch(checkServer);
  useEffect(() => onReconnected(() => void queryClient.invalidateQueries()), []);
}
