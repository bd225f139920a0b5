/**
 * @module e2e/lib/server — start the real Mynd server from the repo (`tsx worker/src/node.ts`) on a random
 * free port with a throwaway libSQL file and the console mailer, serving the built web app from web/dist.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const WEB_ROOT = join(REPO_ROOT, 'web');
const TSX = join(REPO_ROOT, 'node_modules/.bin/tsx');
const START_TIMEOUT_MS = 30_000;

/** Builds web/dist once (skipped when it exists, unless `force`). */
export function buildWeb({ force = false } = {}) {
  if (!force && existsSync(join(WEB_ROOT, 'dist/index.html'))) return;
  execFileSync(
    join(REPO_ROOT, 'node_modules/.bin/vite'),
    ['build', '--configLoader', 'runner', '--logLevel', 'warn'],
    {
      cwd: WEB_ROOT,
      stdio: 'inherit',
    },
  );
}

/**
 * `dir` and `port` restart a stopped server on its data and address (`stop({ keepData: true })` keeps them).
 * @param {{ env?: Record<string, string>, dir?: string, port?: number }} [options]
 * @returns {Promise<{ url: string, dir: string, port: number, logs: string[], stop: (o?: { keepData?: boolean }) => Promise<void> }>}
 */
export async function startServer(options = {}) {
  buildWeb();
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'mynd-web-e2e-'));
  const logs = [];
  const child = spawn(TSX, ['worker/src/node.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(dir, 'mynd.db')}`,
      MAIL_PROVIDER: 'console',
      AI_PROVIDER: 'local',
      OPENAI_API_KEY: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in time:\n${logs.join('')}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk) => {
      const text = chunk.toString();
      logs.push(text);
      const match = /running at (http:\/\/\S+)/.exec(text);
      if (match) {
        clearTimeout(timer);
        // "localhost" may resolve to ::1 while the server listens on 127.0.0.1.
        resolve(match[1].replace('//localhost:', '//127.0.0.1:'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => logs.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${logs.join('')}`));
    });
  });

  return {
    url,
    dir,
    port: Number(new URL(url).port),
    logs,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      if (!keepData) rmSync(dir, { recursive: true, force: true });
    },
  };
}
