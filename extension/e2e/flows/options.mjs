/**
 * @module e2e/flows/options — the refused list (a 400 from the real server), sign-out, and the popup shell
 * that paints without React in the state the popup last had.
 */
import { join } from 'node:path';
import { assert } from '../lib/steps.mjs';

export async function optionsFlows(ctx) {
  const { step, browser, sw, ARTIFACTS } = ctx;
  await step(
    'a capture the server refuses (400) moves to the refused list, where it can be discarded',
    async () => {
      // A capture with a source URL the server's schema rejects, queued as an older build could have left it.
      await sw.evaluate(async () => {
        const { queue = [] } = await chrome.storage.local.get('queue');
        queue.push({
          clientId: crypto.randomUUID(),
          text: 'A capture from a page with a broken URL',
          source: { kind: 'selection', url: 'not a url' },
          createdAt: new Date().toISOString(),
          attempts: 0,
          lastError: null,
        });
        await chrome.storage.local.set({ queue });
        await globalThis.myndBackground.flush();
      });
      const options = await browser.context.newPage();
      await options.goto(`${browser.origin}/options.html`);
      await options.getByText('Refused by the server (1)').waitFor();
      await options.getByText('Source URL must be a valid URL').waitFor();
      await options.screenshot({ path: join(ARTIFACTS, 'options-refused.png'), fullPage: true });
      await options.getByRole('button', { name: 'Discard' }).click();
      await options.getByText('Refused by the server (0)').waitFor();
      const badge = await sw.evaluate(() => chrome.action.getBadgeText({}));
      assert(badge === '', `badge ${JSON.stringify(badge)}`);
      await options.close();
    },
  );

  await step('options: sign out ends the session on the server and the popup shows sign-in', async () => {
    const popupToken = await sw.evaluate(
      async () => (await chrome.storage.local.get('session')).session?.token,
    );
    assert(popupToken, 'the popup session is stored');
    const options = await browser.context.newPage();
    await options.goto(`${browser.origin}/options.html`);
    await options.getByRole('button', { name: 'Sign out' }).click();
    await options.getByText('Not signed in').waitFor();
    await ctx.popup.getByRole('tab', { name: 'Email code' }).waitFor();
    const res = await fetch(`${ctx.server.url}/api/auth/me`, {
      headers: { Authorization: `Bearer ${popupToken}` },
    });
    assert(res.status === 401, `the old token answers ${res.status}`);
    await options.close();
  });

  await step(
    'the popup paints its shell without the React app, matching the last state (signed out)',
    async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 380, height: 400 });
      // Hold the React app's chunk forever: what shows is what paints before any framework code.
      const cdp = await browser.context.newCDPSession(page);
      await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*chunks/mount-*' }] });
      await page.goto(`${browser.origin}/popup.html`);
      await page.locator('.shell-sign-in').getByText('Sign in to Mynd').waitFor();
      const dumpVisible = await page.locator('.shell-dump').isVisible();
      assert(!dumpVisible, 'the signed-out shell hides the mind-dump form');
      const href = await page.locator('#shell-open-app').getAttribute('href');
      assert(href === `${ctx.serverUrl}/`, `shell link ${href}`);
      const mounted = await page.evaluate(() => performance.getEntriesByName('mynd:app-mounted').length);
      assert(mounted === 0, 'React did not mount');
      await page.screenshot({ path: join(ARTIFACTS, 'popup-shell-signed-out.png') });
      await page.close();
    },
  );
}
