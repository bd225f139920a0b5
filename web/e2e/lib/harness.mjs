/**
 * @module e2e/lib/harness — everything a web e2e spec needs: the real server, Chromium, sign-up helpers,
 * screenshots, axe checks and small waits.
 */

import { apiAs, applySession, signUpViaApi } from './auth.mjs';
import { launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

export { applySession, latestCode, signUpViaApi, signUpViaUi, uniqueEmail } from './auth.mjs';
export { axeViolations, formatViolations } from './axe.mjs';
export { launchBrowser } from './browser.mjs';
export { screenshot, screenshotThemes } from './screenshot.mjs';
export { buildWeb, REPO_ROOT, startServer } from './server.mjs';

/** Waits for a sonner toast containing `text`. @param {import('playwright-core').Page} page */
export async function waitForToast(page, text, timeout = 10_000) {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor({ timeout });
}

/** A new browser context signed in as `who` on `serverUrl`, and a page in it (not yet navigated). */
export async function signedInPage(
  browser,
  serverUrl,
  who,
  { viewport = { width: 1280, height: 900 } } = {},
) {
  const context = await browser.newContext({ viewport });
  await applySession(context, serverUrl, who.token);
  const page = await context.newPage();
  return { context, page };
}

/**
 * What most specs start with: the real server, Chromium (with `launch` options, e.g. extra `args`), one
 * signed-up user and an API caller as that user (from `timeZone` when given), and unless `page: false` a
 * 1280 × 900 page already signed in as them. `close()` ends the browser and the server.
 */
export async function startApp({ timeZone, page: withPage = true, launch } = {}) {
  const server = await startServer();
  const browser = await launchBrowser(launch);
  const account = await signUpViaApi(server.url);
  const api = apiAs(server.url, account, { timeZone });
  const { context, page } = withPage ? await signedInPage(browser, server.url, account) : {};
  const close = async () => {
    await browser.close();
    await server.stop();
  };
  return { server, browser, account, api, context, page, close };
}

/** The task card whose heading is `title` (exactly, unless `exact: false`), on a page. */
export function taskCard(page, title, { exact = true } = {}) {
  return page
    .locator('article[data-task-id]')
    .filter({ has: page.getByRole('heading', { name: title, exact }) });
}
