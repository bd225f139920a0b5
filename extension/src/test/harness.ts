/**
 * @module test/harness — background handlers wired to the real API client over a fake server, with a session.
 */
import { getApiClient } from '../api/client';
import { createBackgroundHandlers } from '../background/handlers';
import { sessionItem } from '../storage/items';
import { createFakeMyndServer } from './fake-mynd-server';

export const TEST_SESSION = {
  token: 'token-1',
  expiresAt: '2099-01-01T00:00:00Z',
  email: 'a@b.co',
  userId: 'u-a',
};

export async function setUpBackground({ signedIn = true } = {}) {
  const server = createFakeMyndServer('token-1');
  if (signedIn) await sessionItem.setValue(TEST_SESSION);
  const handlers = createBackgroundHandlers(
    async () => async (body, token) => {
      const api = await getApiClient({ fetch: server.fetch as typeof fetch, token });
      return api.mindDumps.submit(body);
    },
    undefined,
    { read: async () => [], live: false },
  );
  return { server, handlers };
}
