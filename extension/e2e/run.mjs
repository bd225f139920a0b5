/**
 * @module e2e/run — the extension end to end: build it, load it unpacked into Debian's Chromium, run the real
 * Mynd server, and drive the popup, the selection menu handler, the offline queue, reminders, voice and the
 * options page.
 * Screenshots go to e2e/artifacts/. Ends with `N passed, N failed` (exit code 1 on any failure).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extensionIdFromKey, readManifestKey } from '../scripts/extension-id.mjs';
import { captureFlows } from './flows/capture.mjs';
import { drainFlows } from './flows/drain.mjs';
import { firstRunFlows } from './flows/first-run.mjs';
import { optionsFlows } from './flows/options.mjs';
import { popupFlows } from './flows/popup.mjs';
import { reminderFlows } from './flows/reminders.mjs';
import { trustFlows } from './flows/trust.mjs';
import { typingFlows } from './flows/typing.mjs';
import { voiceFlows } from './flows/voice.mjs';
import { createApi } from './lib/api.mjs';
import { launchWithExtension } from './lib/browser.mjs';
import { startProxy } from './lib/proxy.mjs';
import { freePort, startMyndServer } from './lib/server.mjs';
import { createSteps } from './lib/steps.mjs';

const EXT_ROOT = fileURLToPath(new URL('../', import.meta.url));
const EXT_DIR = join(EXT_ROOT, '.output/chrome-mv3');
const ARTIFACTS = join(EXT_ROOT, 'e2e/artifacts');
const EMAIL = 'ext-e2e@example.com';
const PASSWORD = 'correct-horse-42';
const RUN_LIMIT_MS = 240_000;

const { step, fail, summary } = createSteps();
const cleanups = [];
const watchdog = setTimeout(() => {
  console.log(`run exceeded ${RUN_LIMIT_MS} ms — stopping`);
  void finish(1);
}, RUN_LIMIT_MS);

async function finish(code) {
  clearTimeout(watchdog);
  const started = Date.now();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  console.log(`cleaned up in ${Date.now() - started} ms`);
  const { line, failed } = summary();
  console.log(line);
  process.exit(code || (failed ? 1 : 0));
}

async function main() {
  mkdirSync(ARTIFACTS, { recursive: true });
  const tmp = mkdtempSync(join(tmpdir(), 'mynd-ext-e2e-'));
  cleanups.push(async () => rmSync(tmp, { recursive: true, force: true }));

  const t0 = Date.now();
  const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  execFileSync('npx', ['wxt', 'build'], { cwd: EXT_ROOT, stdio: 'ignore' });
  console.log(`built the extension (${elapsed()})`);

  // The manifest key fixes the id, so the server can be told the origin before the browser starts.
  const expectedId = extensionIdFromKey(readManifestKey());
  const port = await freePort();
  const serverOptions = {
    port,
    databaseUrl: `file:${join(tmp, 'mynd.db')}`,
    extensionOrigin: `chrome-extension://${expectedId}`,
    log: [],
  };
  const server = await startMyndServer(serverOptions);
  /** The flows' context; a flow may replace `ctx.server` (a restart), so the cleanup stops whichever runs last. */
  let ctx;
  // Stopped even when a later set-up step fails (a browser that cannot launch left the server running before).
  cleanups.push(() => (ctx?.server ?? server).stop());
  console.log(`server up at ${server.url} (${elapsed()})`);
  // The extension talks to the server through a proxy that a test can take down, slow down or hang.
  const proxy = await startProxy(port);
  cleanups.push(() => proxy.stop());
  const api = createApi(server.url);
  const token = await api.createUser(EMAIL, PASSWORD);

  const browser = await launchWithExtension(EXT_DIR);
  cleanups.push(() => browser.close());
  console.log(`browser up (${elapsed()})`);
  // Short waits keep a broken step from eating the whole run's time budget.
  browser.context.setDefaultTimeout(10_000);

  ctx = {
    step,
    browser,
    sw: browser.worker,
    api,
    token,
    server,
    serverOptions,
    proxy,
    /** The server URL the extension is configured with (the proxy's). */
    serverUrl: proxy.url,
    expectedId,
    cleanups,
    elapsed,
    popup: null,
    ARTIFACTS,
    EMAIL,
    PASSWORD,
  };
  await firstRunFlows(ctx);
  await popupFlows(ctx);
  await typingFlows(ctx);
  await trustFlows(ctx);
  await drainFlows(ctx);
  await captureFlows(ctx);
  await reminderFlows(ctx);
  await voiceFlows(ctx);
  await optionsFlows(ctx);
}

main()
  .then(() => finish(0))
  .catch((error) => {
    fail('set-up (build, server, browser)', error);
    return finish(1);
  });
