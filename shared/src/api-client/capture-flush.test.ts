import { describe, expect, it } from 'vitest';
import type { MindDumpRequest, MindDumpResponse } from '../schemas/mind-dumps.js';
import {
  type CaptureQueueStore,
  createFlusher,
  flushCaptureQueue,
  type QueuedCapture,
} from './capture-flush.js';
import { ApiError } from './http.js';

type Account = { userId: string; email: string };
const A: Account = { userId: 'u-a', email: 'a@example.com' };
const B: Account = { userId: 'u-b', email: 'b@example.com' };
const source = { kind: 'web' as const };

function memoryStore(items: QueuedCapture[], signedIn: Account | null) {
  const state = {
    items: [...items],
    rejected: [] as string[],
    attempts: new Map<string, number>(),
    signedIn,
  };
  const store: CaptureQueueStore<Account> = {
    list: async () => state.items,
    account: async () => state.signedIn,
    claim: async (id, account) => {
      state.items = state.items.map((i) => (i.clientId === id ? { ...i, account } : i));
    },
    remove: async (id) => {
      state.items = state.items.filter((i) => i.clientId !== id);
    },
    reject: async (id) => {
      state.rejected.push(id);
      state.items = state.items.filter((i) => i.clientId !== id);
    },
    recordAttempt: async (id) => {
      state.attempts.set(id, (state.attempts.get(id) ?? 0) + 1);
    },
    unauthorized: async () => {
      state.signedIn = null;
    },
  };
  return { store, state };
}

const answer = (body: MindDumpRequest): MindDumpResponse =>
  ({ mindDumpId: `md-${body.clientId}`, summaries: [], tasks: [], suggestions: [] }) as MindDumpResponse;

describe('flushCaptureQueue', () => {
  it("sends only the signed-in account's captures (and unowned ones, claimed), with that account", async () => {
    const { store, state } = memoryStore(
      [
        { clientId: 'c-aaaaaa1', text: 'A1', source, account: A },
        { clientId: 'c-bbbbbb1', text: 'B1', source, account: B },
        { clientId: 'c-nobody1', text: 'N1', source, account: null },
      ],
      A,
    );
    const sentWith: string[] = [];
    const report = await flushCaptureQueue(store, async (body, account) => {
      sentWith.push(`${body.text}:${account.userId}`);
      return answer(body);
    });
    expect(sentWith).toEqual(['A1:u-a', 'N1:u-a']);
    expect(report).toMatchObject({ remaining: 1, held: 1, stopped: null });
    expect(state.items.map((i) => i.clientId)).toEqual(['c-bbbbbb1']);
  });

  it('stops at a transient failure, sets a refused capture aside, and ends the session on 401', async () => {
    const { store, state } = memoryStore(
      [
        { clientId: 'c-bad00001', text: ' ', source, account: A },
        { clientId: 'c-down0001', text: 'later', source, account: A },
      ],
      A,
    );
    const report = await flushCaptureQueue(store, async (body) => {
      if (body.text === ' ') throw new ApiError(400, 'bad_request', 'Mind dump text is required');
      throw new ApiError(0, 'network', 'Failed to connect to the server');
    });
    expect(report.rejected.get('c-bad00001')).toBe('Mind dump text is required');
    expect(report.stopped).toEqual({
      reason: 'transient',
      message: 'Failed to connect to the server',
      clientId: 'c-down0001',
      status: 0,
    });
    expect(state.attempts.get('c-down0001')).toBe(1);
    const again = await flushCaptureQueue(store, async () => {
      throw new ApiError(401, 'unauthorized', 'User not authenticated or session expired');
    });
    expect(again.stopped?.reason).toBe('unauthorized');
    expect(state.signedIn).toBeNull();
    expect(state.items).toHaveLength(1);
  });

  it('runs one flush at a time; calls meanwhile share one more run', async () => {
    let runs = 0;
    let release: () => void = () => {};
    const flush = createFlusher(async () => {
      runs++;
      if (runs === 1) await new Promise<void>((r) => (release = r));
      return { sent: new Map(), rejected: new Map(), stopped: null, remaining: 0, held: 0 };
    });
    const first = flush();
    const second = flush();
    expect(flush()).toBe(second);
    release();
    await Promise.all([first, second]);
    expect(runs).toBe(2);
  });
});
