/**
 * @module e2e/flows/capture — right-click capture of a real page's selection, and the offline queue: the
 * server stopped, a capture queued and counted on the badge, the server back on the same port and database,
 * the capture sent exactly once.
 */
import { join } from 'node:path';
import { startMyndServer, startPageServer } from '../lib/server.mjs';
import { assert } from '../lib/steps.mjs';
import { PLACEHOLDER } from './popup.mjs';

export async function captureFlows(ctx) {
  const { step, browser, sw, api, token, ARTIFACTS } = ctx;
  await step(
    'right-click "Send selection to mind dump" on a real page sends the selection and notifies',
    async () => {
      const site = await startPageServer(
        '<!doctype html><title>Launch notes</title><p id="n">Renew the domain name before Monday. Ask Priya to review the launch checklist.</p>',
      );
      ctx.cleanups.push(() => site.stop());
      const page = await browser.context.newPage();
      await page.goto(site.url);
      const selectionText = await page.evaluate(() => {
        const range = document.createRange();
        range.selectNodeContents(document.getElementById('n'));
        getSelection().removeAllRanges();
        getSelection().addRange(range);
        return getSelection().toString();
      });
      const tab = { url: page.url(), title: await page.title() };
      const before = (await api.tasks(token)).tasks.length;
      await sw.evaluate(
        ({ selectionText, tab }) =>
          globalThis.myndBackground.onMenuClicked({ menuItemId: 'mynd-send-selection', selectionText }, tab),
        { selectionText, tab },
      );
      const { tasks } = await api.tasks(token);
      assert(tasks.length > before, `no new tasks (${before} → ${tasks.length})`);
      assert(
        tasks.some((t) => /domain/i.test(t.title)),
        `tasks: ${tasks.map((t) => t.title)}`,
      );
      const { entries } = await api.mindDumps(token);
      const entry = entries.find((e) => e.content === selectionText);
      assert(entry?.source?.kind === 'selection', `source ${JSON.stringify(entry?.source)}`);
      assert(
        entry.source.url === site.url && entry.source.title === 'Launch notes',
        'page URL and title kept',
      );
      const shown = await sw.evaluate(() => chrome.notifications.getAll());
      assert(Object.keys(shown).length >= 1, 'a notification was shown');
      await page.close();
    },
  );

  const offlineText = 'Queued while the server was down: water the office plants.';
  await step('server down: the capture is queued, the badge counts it', async () => {
    await ctx.server.stop();
    const input = ctx.popup.getByPlaceholder(PLACEHOLDER);
    await input.fill(offlineText);
    await input.press('Enter');
    await ctx.popup.getByText('Saved — will send later').waitFor();
    const badge = await sw.evaluate(() => chrome.action.getBadgeText({}));
    assert(badge === '1', `badge ${JSON.stringify(badge)}`);
    const options = await browser.context.newPage();
    await options.goto(`${browser.origin}/options.html`);
    await options.getByText(offlineText).waitFor();
    await options.screenshot({ path: join(ARTIFACTS, 'options.png'), fullPage: true });
    await options.close();
  });

  await step(
    'server back on the same port and database: a flush sends the capture exactly once',
    async () => {
      ctx.server = await startMyndServer(ctx.serverOptions);
      console.log(`    (server restarted at ${ctx.elapsed()})`);
      const options = await browser.context.newPage();
      await options.goto(`${browser.origin}/options.html`);
      await options.getByRole('button', { name: 'Send now' }).click();
      await options.getByText('Everything was sent.').waitFor({ timeout: 20_000 });
      // A second flush (the alarm, a start-up) must not send it again.
      await sw.evaluate(() => globalThis.myndBackground.flush());
      const { entries } = await api.mindDumps(token);
      const copies = entries.filter((e) => e.content === offlineText);
      assert(copies.length === 1, `${copies.length} copies on the server`);
      const badge = await sw.evaluate(() => chrome.action.getBadgeText({}));
      assert(badge === '', `badge ${JSON.stringify(badge)} after the flush`);
      await options.close();
    },
  );
}
