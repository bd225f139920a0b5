/**
 * @module e2e/lib/browser — Debian's Chromium with the unpacked extension loaded (a persistent context is the
 * only way to load one), plus the extension id read from its service worker's URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The flags this machine needs for Chromium: one list for both browser suites, in @mynd/shared.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@mynd/shared/testing/chromium';
import { chromium } from 'playwright-core';

export const CHROMIUM = CHROMIUM_PATH;

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
