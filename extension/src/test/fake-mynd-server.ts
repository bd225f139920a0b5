/**
 * @module test/fake-mynd-server — a `fetch` that answers `/api/mind-dumps` the way the Mynd server does
 * (the shared request schema, 401 without a token, one result per clientId with `duplicate: true` on a
 * repeat), and can be switched offline or to an error status. The real server runs in the e2e test.
 */
import { MindDumpRequestSchema, type MindDumpResponse } from '@mynd/shared/schemas';

type Mode =
  | { kind: 'up' }
  | { kind: 'down' }
  | { kind: 'status'; status: number; code: string; message: string };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function taskFor(id: string, title: string, mindDumpId: string) {
  const now = new Date().toISOString();
  return {
    id,
    formattedId: '26112101',
    title,
    description: title,
    tag: 'Work',
    progress: 0,
    notes: null,
    benchmarks: [],
    dependsOn: null,
    parentId: null,
    dueDate: '2026-11-27',
    createdAt: now,
    updatedAt: now,
    completedAt: null,
    assignees: [],
    sourceText: title,
    dueText: null,
    mindDumpId,
    summaryId: null,
    recurrence: null,
  };
}

export function createFakeMyndServer(validToken = 'token-1') {
  let mode: Mode = { kind: 'up' };
  const byClientId = new Map<string, MindDumpResponse>();
  /** Every body the server processed (not repeats), in arrival order. */
  const processed: { text: string; clientId?: string; source?: unknown }[] = [];
  let requests = 0;
  /** The server does the work but the answer never reaches the client (a dropped connection). */
  let dropAnswers = false;
  /** What the health answer says of speech-to-text. */
  let transcription = false;

  const fetchImpl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const res = await respond(input, init);
    if (dropAnswers) throw new TypeError('Failed to fetch');
    return res;
  };

  const respond = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    // The popup's health probe (is a server there, can it transcribe) is not a capture: not counted.
    if (new URL(String(input)).pathname === '/api/health' && mode.kind !== 'down') {
      return json(200, { ok: true, db: true, ai: 'local', mail: 'console', transcription });
    }
    requests++;
    if (mode.kind === 'down') throw new TypeError('Failed to fetch');
    if (mode.kind === 'status') {
      return json(mode.status, { error: { code: mode.code, message: mode.message } });
    }
    const url = new URL(String(input));
    if (url.pathname === '/api/auth/sign-in' && init?.method === 'POST') {
      const { email, password } = JSON.parse(String(init.body)) as { email: string; password: string };
      if (email !== 'ana@example.com' || password !== 'secret-pass') {
        return json(401, { error: { code: 'unauthorized', message: 'Invalid email or password' } });
      }
      const user = { id: 'u1', email, hasPassword: true, createdAt: '2026-11-01T00:00:00Z' };
      return json(200, { user, token: validToken, expiresAt: '2099-01-01T00:00:00Z' });
    }
    if (url.pathname === '/api/auth/code' && init?.method === 'POST') {
      return json(200, { sent: true, retryAfter: 30 });
    }
    if (url.pathname === '/api/auth/code/verify' && init?.method === 'POST') {
      const { email, code } = JSON.parse(String(init.body)) as { email: string; code: string };
      if (code !== '123456') {
        return json(400, { error: { code: 'bad_request', message: 'Invalid or expired code' } });
      }
      const user = { id: 'u2', email, hasPassword: false, createdAt: '2026-11-01T00:00:00Z' };
      return json(200, { user, token: validToken, expiresAt: '2099-01-01T00:00:00Z', isNewUser: true });
    }
    const auth = new Headers(init?.headers).get('Authorization');
    if (auth !== `Bearer ${validToken}`) {
      return json(401, {
        error: { code: 'unauthorized', message: 'User not authenticated or session expired' },
      });
    }
    if (url.pathname !== '/api/mind-dumps' || init?.method !== 'POST') {
      return json(404, { error: { code: 'not_found', message: 'Not found' } });
    }
    const parsed = MindDumpRequestSchema.safeParse(JSON.parse(String(init.body)));
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Invalid request';
      return json(400, { error: { code: 'bad_request', message } });
    }
    const { clientId, text, source } = parsed.data;
    const earlier = clientId ? byClientId.get(clientId) : undefined;
    if (earlier) return json(200, { ...earlier, duplicate: true });
    const mindDumpId = `md-${processed.length + 1}`;
    const titles = text
      .split(/[.!?\n]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    const result: MindDumpResponse = {
      mindDumpId,
      summaries: [
        {
          id: `s-${mindDumpId}`,
          topicTitle: titles[0] ?? 'Topic',
          summaryContent: text,
          archived: false,
          hasAnalysis: false,
          analysisContent: null,
          mindDumpId,
          createdAt: new Date().toISOString(),
        },
      ],
      tasks: titles.map((t, i) => taskFor(`t-${mindDumpId}-${i}`, t, mindDumpId)),
      suggestions: [],
    };
    processed.push({ text, clientId, source });
    if (clientId) byClientId.set(clientId, result);
    return json(200, result);
  };

  return {
    fetch: fetchImpl,
    processed,
    get requests() {
      return requests;
    },
    goDown: () => {
      mode = { kind: 'down' };
    },
    goUp: () => {
      mode = { kind: 'up' };
    },
    dropAnswers: (drop: boolean) => {
      dropAnswers = drop;
    },
    transcribes: (on: boolean) => {
      transcription = on;
    },
    answer: (status: number, code: string, message: string) => {
      mode = { kind: 'status', status, code, message };
    },
  };
}
