/**
 * @module e2e/lib/api — direct calls to the Mynd API for setting up and checking (a user, its tasks and
 * mind dumps), with the same Bearer token the extension uses.
 */

export function createApi(baseUrl) {
  async function call(method, path, { body, token } = {}) {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const data = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(data)}`);
    return data;
  }
  return {
    call,
    /** Sign-up as the web app does it: code by email (dev outbox) → verify → set a password. */
    async createUser(email, password) {
      await call('POST', '/api/auth/code', { body: { email } });
      const { messages } = await call('GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`);
      const code = messages.find((m) => m.code)?.code;
      if (!code) throw new Error('no code in the dev outbox');
      const { token } = await call('POST', '/api/auth/code/verify', { body: { email, code } });
      await call('POST', '/api/auth/password', { body: { newPassword: password }, token });
      return token;
    },
    tasks: (token) => call('GET', '/api/tasks?status=all', { token }),
    mindDumps: (token) => call('GET', '/api/mind-dumps', { token }),
  };
}
