/**
 * @module @mynd/shared/testing/chromium — how both browser suites (web/e2e and extension/e2e) start Debian's
 * Chromium: its path and the flags this machine needs. One list, imported by name, so neither suite reaches
 * into the other's files.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
