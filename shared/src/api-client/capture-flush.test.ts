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
    transcribed: async (id, text) => {
      state.items = state.items.map((i) => (i.clientId === id ? { ...i, text, audio: null } : i));
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

describe('flushCaptureQueue — kept voice recordings', () => {
  const voice = { kind: 'voice' as const };
  const recording = (clientId: string): QueuedCapture => ({
    clientId,
    text: '',
    source: voice,
    account: A,
    audio: { mimeType: 'audio/webm' },
  });

  it('transcribes, stores the text, then sends it once; a lost answer resends the text, not the audio', async () => {
    const { store, state } = memoryStore([recording('c-voice01')], A);
    let transcriptions = 0;
    const transcribe = async () => {
      transcriptions++;
      return ' Water the plants. ';
    };
    const failing = await flushCaptureQueue(
      store,
      async () => Promise.reject(new ApiError(0, 'network', 'offline')),
      transcribe,
    );
    expect(failing.stopped?.reason).toBe('transient');
    expect(state.items[0]).toMatchObject({ text: 'Water the plants.', audio: null });
    const bodies: MindDumpRequest[] = [];
    const report = await flushCaptureQueue(
      store,
      async (body) => {
        bodies.push(body);
        return answer(body);
      },
      transcribe,
    );
    expect(transcriptions).toBe(1);
    expect(bodies).toEqual([{ text: 'Water the plants.', source: voice, clientId: 'c-voice01' }]);
    expect(report.sent.has('c-voice01')).toBe(true);
    expect(state.items).toEqual([]);
  });

  it('server unreachable while transcribing: the recording stays and the flush stops', async () => {
    const { store, state } = memoryStore(
      [recording('c-voice01'), { clientId: 'c-text001', text: 'T', source, account: A }],
      A,
    );
    const sent: string[] = [];
    const report = await flushCaptureQueue(
      store,
      async (body) => {
        sent.push(body.clientId!);
        return answer(body);
      },
      async () => Promise.reject(new ApiError(0, 'network', 'Failed to connect to the server')),
    );
    expect(report.stopped).toMatchObject({ reason: 'transient', clientId: 'c-voice01', status: 0 });
    expect(sent).toEqual([]);
    expect(state.items.map((i) => i.clientId)).toEqual(['c-voice01', 'c-text001']);
    expect(state.attempts.get('c-voice01')).toBe(1);
  });

  it('a server that cannot transcribe now (503) keeps the recording but sends the text captures behind it', async () => {
    const { store, state } = memoryStore(
      [recording('c-voice01'), { clientId: 'c-text001', text: 'T', source, account: A }],
      A,
    );
    const report = await flushCaptureQueue(
      store,
      async (body) => answer(body),
      async () => Promise.reject(new ApiError(503, 'unavailable', 'Speech-to-text is not configured')),
    );
    expect([...report.sent.keys()]).toEqual(['c-text001']);
    expect(state.items.map((i) => i.clientId)).toEqual(['c-voice01']);
    expect(report.stopped?.reason).toBe('transient');
  });

  it('an empty transcript or a refused recording is set aside, not sent; no transcriber keeps it', async () => {
    const empty = memoryStore([recording('c-voice01')], A);
    const r1 = await flushCaptureQueue(
      empty.store,
      async (b) => answer(b),
      async () => '  ',
    );
    expect(r1.rejected.get('c-voice01')).toBe('No speech was recognised in this recording');
    const refused = memoryStore([recording('c-voice02')], A);
    await flushCaptureQueue(
      refused.store,
      async (b) => answer(b),
      async () => Promise.reject(new ApiError(400, 'bad_request', 'Audio is too large')),
    );
    expect(refused.state.rejected).toEqual(['c-voice02']);
    const none = memoryStore([recording('c-voice03')], A);
    const r3 = await flushCaptureQueue(none.store, async (b) => answer(b));
    expect(r3.stopped?.reason).toBe('transient');
    expect(none.state.items).toHaveLength(1);
  });
});
