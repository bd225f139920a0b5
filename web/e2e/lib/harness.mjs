/**
 * @module e2e/lib/harness — everything a web e2e spec needs: the real server, Chromium, sign-up helpers,
 * screenshots, axe checks and small waits.
 */

export { apiAs, applySession, latestCode, signUpViaApi, signUpViaUi, uniqueEmail } from './auth.mjs';
export { axeViolations, formatViolations } from './axe.mjs';
export { launchBrowser } from './browser.mjs';
export { screenshot, screenshotThemes } from './screenshot.mjs';
export { buildWeb, REPO_ROOT, startServer } from './server.mjs';

/** Waits for a sonner toast containing `text`. @param {import('playwright-core').Page} page */
export async function waitForToast(page, text, timeout = 10_000) {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor({ timeout });
}
