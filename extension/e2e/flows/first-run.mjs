/**
 * @module e2e/flows/first-run — the popup with no server at the configured address (issue 9 item 12): the
 * first-run screen says why, refuses plain http:// to another computer, and takes a server that answers
 * (loopback http:// is fine), going on to sign-in.
 */
import { join } from 'node:path';
import { freePort } from '../lib/server.mjs';
import { assert } from '../lib/steps.mjs';
import { popupPage } from './popup.mjs';

export async function firstRunFlows(ctx) {
  const { step, browser, sw, ARTIFACTS } = ctx;
  await step(
    'first run: no server answers → the reason, a server URL field, https only off this computer',
    async () => {
      const nobody = `http://127.0.0.1:${await freePort()}`;
      await sw.evaluate((url) => chrome.storage.local.set({ serverUrl: url, session: null }), nobody);
      const page = await popupPage(browser);
      await page.getByRole('heading', { name: 'Connect to your Mynd server' }).waitFor();
      const reason = await page.getByTestId('first-run-reason').textContent();
      assert(reason.includes(`Could not connect to ${nobody}`), `reason ${reason}`);
      assert(
        (await page.getByRole('button', { name: 'Open the options page' }).count()) === 1,
        'options link',
      );
      for (const scheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.waitForTimeout(100);
        await page.screenshot({ path: join(ARTIFACTS, `popup-first-run-${scheme}.png`) });
      }
      await page.emulateMedia({ colorScheme: 'light' });
      const url = page.getByLabel('Server URL');
      await url.fill('http://mynd.example.com');
      await page.getByRole('button', { name: 'Connect' }).click();
      await page.getByText('Use https:// for a server on another computer').waitFor();
      await url.fill(ctx.serverUrl);
      await page.getByRole('button', { name: 'Connect' }).click();
      await page.getByRole('tab', { name: 'Email code' }).waitFor();
      const stored = await sw.evaluate(async () => (await chrome.storage.local.get('serverUrl')).serverUrl);
      assert(stored === ctx.serverUrl, `stored ${stored}`);
      await page.close();
    },
  );
}
