/**
 * @module test/harness — background handlers wired to the real API client over a fake server, with a session.
 */
import { getApiClient } from '../api/client';
import { createBackgroundHandlers } from '../background/handlers';
import { sessionItem } from '../storage/items';
import { createFakeMyndServer } from './fake-mynd-server';

export async function setUpBackground({ signedIn = true } = {}) {
  const server = createFakeMyndServer('token-1');
  if (signedIn)
    await sessionItem.setValue({ token: 'token-1', expiresAt: '2099-01-01T00:00:00Z', email: 'a@b.co' });
  const handlers = createBackgroundHandlers(async () => {
    const api = await getApiClient(server.fetch as typeof fetch);
    return (body) => api.mindDumps.submit(body);
  });
  return { server, handlers };
}
