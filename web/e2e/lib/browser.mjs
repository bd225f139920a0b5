/** @module e2e/lib/browser — Debian's Chromium driven by playwright-core, with the flags this machine needs. */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@mynd/shared/testing/chromium';
import { chromium } from 'playwright-core';

export { CHROMIUM_ARGS };

/** One browser per spec file; open pages with `browser.newPage({ viewport })` (one context each). */
export function launchBrowser(options = {}) {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}
