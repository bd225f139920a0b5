/** @module e2e/lib/browser — Debian's Chromium driven by playwright-core, with the flags this machine needs. */
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One browser per spec file; open pages with `browser.newPage({ viewport })` (one context each). */
export function launchBrowser(options = {}) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}
