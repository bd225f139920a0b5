/**
 * @module e2e/lib/server — the real Mynd server (`worker/src/node.ts` under tsx) on 127.0.0.1 and a given
 * port and database, stoppable and restartable on the same port and database; plus a free-port helper.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/** Starts the server; `stop()` ends it (SIGTERM, then SIGKILL after 5 s) and resolves when it has exited. */
/** `env`: extra settings (e.g. OPENAI_TRANSCRIBE_BASE_URL for a fake Whisper server). */
export async function startMyndServer({ port, databaseUrl, extensionOrigin, log = [], env = {} }) {
  // MYND_E2E_SERVER_ENTRY: run another entry (e.g. a branch's host) with the same environment.
  const entry = process.env.MYND_E2E_SERVER_ENTRY ?? 'worker/src/node.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      MAIL_PROVIDER: 'console',
      AI_PROVIDER: 'local',
      OPENAI_API_KEY: '',
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      EXTENSION_ORIGINS: extensionOrigin,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => log.push(String(d)));
  child.stderr.on('data', (d) => log.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${log.join('').slice(-2000)}`);
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** A page to select text on, served over http like any site. */
export async function startPageServer(html) {
  const { createServer: createHttpServer } = await import('node:http');
  const server = createHttpServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${server.address().port}/notes.html`,
    stop: () =>
      new Promise((r) => {
        // The browser keeps idle connections open; close() alone would wait for them.
        server.closeAllConnections();
        server.close(r);
      }),
  };
}
