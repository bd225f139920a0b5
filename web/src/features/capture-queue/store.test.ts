import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';

const A = { userId: 'u-a', email: 'a@example.com' };
const B = { userId: 'u-b', email: 'b@example.com' };
const source = { kind: 'web' as const };

// The flush asks the server who is signed in and sends through the one API client: both faked here.
const server = vi.hoisted(() => ({
  me: { id: 'u-a', email: 'a@example.com' } as { id: string; email: string } | null,
  up: true,
  processed: [] as { text: string; clientId?: string; user: string }[],
}));
vi.mock('../../lib/api', async () => {
  const { ApiError } = await import('@mynd/shared/api-client');
  const down = () => new ApiError(0, 'network', 'Failed to connect to the server');
  return {
    isApiError: (e: unknown, status?: number) =>
      e instanceof ApiError && (status === undefined || e.status === status),
    api: {
      auth: {
        me: async () => {
          if (!server.up) throw down();
          if (!server.me)
            throw new ApiError(401, 'unauthorized', 'User not authenticated or session expired');
          return { user: server.me };
        },
      },
      mindDumps: {
        submit: async (body: { text: string; clientId?: string }) => {
          if (!server.up) throw down();
          const user = server.me?.id ?? '';
          const duplicate = server.processed.some((p) => p.clientId === body.clientId);
          if (!duplicate) server.processed.push({ text: body.text, clientId: body.clientId, user });
          return { mindDumpId: 'md', summaries: [], tasks: [], suggestions: [], duplicate };
        },
      },
    },
  };
});

const { enqueueCapture, allCaptures, discardHeldCaptures } = await import('./store');
const { flushCaptures, sendCapture } = await import('./flush');

describe('the web capture queue', () => {
  it('keeps a capture made while the server is unreachable and sends it once when it is back', async () => {
    server.up = false;
    const item = await enqueueCapture({ text: 'Call the bank', source, account: A });
    const outcome = await sendCapture(item.clientId);
    expect(outcome.status).toBe('queued');
    expect((await allCaptures()).map((c) => c.clientId)).toEqual([item.clientId]);
    server.up = true;
    const report = await flushCaptures();
    expect([...report.sent.keys()]).toEqual([item.clientId]);
    await flushCaptures();
    expect(server.processed.filter((p) => p.clientId === item.clientId)).toHaveLength(1);
    expect(await allCaptures()).toEqual([]);
  });

  it("never sends a capture with another account's session, and can discard it", async () => {
    server.processed = [];
    const a = await enqueueCapture({ text: 'Made by A', source, account: A });
    server.me = { id: B.userId, email: B.email };
    const report = await flushCaptures();
    expect(report).toMatchObject({ sent: new Map(), remaining: 1, held: 1 });
    expect(server.processed).toEqual([]);
    server.me = { id: A.userId, email: A.email };
    await flushCaptures();
    expect(server.processed).toEqual([{ text: 'Made by A', clientId: a.clientId, user: 'u-a' }]);
    await enqueueCapture({ text: 'Another by A', source, account: A });
    expect(await discardHeldCaptures(B)).toBe(1);
    expect(await allCaptures()).toEqual([]);
  });
});
