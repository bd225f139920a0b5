/**
 * @module e2e/lib/browser — Debian's Chromium with the unpacked extension loaded (a persistent context is the
 * only way to load one), plus the extension id read from its service worker's URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
// The flags this machine needs for Chromium are the web e2e harness's: one list for both suites.
import { CHROMIUM_ARGS } from '../../../web/e2e/lib/browser.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchWithExtension(extensionDir) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'mynd-ext-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 900, height: 700 },
    args: [
      ...CHROMIUM_ARGS,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  });
  const worker =
    context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    worker,
    extensionId,
    origin: `chrome-extension://${extensionId}`,
    async close() {
      await context.close().catch(() => {});
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
