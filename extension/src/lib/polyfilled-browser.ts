/**
 * @module lib/polyfilled-browser — `wxt/browser` in builds: the promise-based `browser` of webextension-polyfill
 * (which hands back the native `browser` where the browser already has one), typed like WXT's own.
 */
import polyfill from 'webextension-polyfill';
import type { browser as WxtBrowser } from 'wxt/browser';

export const browser = polyfill as unknown as typeof WxtBrowser;
