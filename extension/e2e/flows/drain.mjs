/**
 * @module e2e/flows/drain — issue 9 item 11: captures queued while the server is down are sent later by the
 * background (its alarm), and that announces them once: one notification "Sent N saved captures", which opens
 * the web app's results; and item 10: the page menu "Send page to mind dump" sends the page's title and address
 * with the page as source, and the popup's "Add this page" refuses a page that is not a web page. Counts the
 * copies on the server.
 */
import { assert } from '../lib/steps.mjs';

const queueOf = (sw) => sw.evaluate(async () => (await chrome.storage.local.get('queue')).queue ?? []);

async function copiesOf(api, token, text) {
  const { entries } = await api.mindDumps(token);
  return entries.filter((e) => e.content === text).length;
}

export async function drainFlows(ctx) {
  const { api, token, proxy, sw } = ctx;
  await ctx.step(
    'item 11: two captures queued while the server is down → one "Sent 2 saved captures" notification',
    async () => {
      const texts = ['Drain test: renew the parking permit.', 'Drain test: send the slides to Priya.'];
      proxy.setMode('down');
      try {
        await sw.evaluate(() => chrome.storage.local.set({ queue: [] }));
        for (const selectionText of texts)
          await sw.evaluate(
            (text) =>
              globalThis.myndBackground.onMenuClicked(
                { menuItemId: 'mynd-send-selection', selectionText: text },
                { url: 'https://example.com/drain', title: 'Drain' },
              ),
            selectionText,
          );
        assert((await queueOf(sw)).length === 2, 'both captures are queued');
        await sw.evaluate(async () => {
          for (const id of Object.keys(await chrome.notifications.getAll()))
            await chrome.notifications.clear(id);
        });
      } finally {
        proxy.setMode('up');
      }
      // The flush alarm fires (driven here instead of waiting a minute).
      await sw.evaluate(() => globalThis.myndBackground.onAlarm({ name: 'mynd-flush-queue' }));
      assert((await queueOf(sw)).length === 0, 'the queue is empty');
      const shown = await sw.evaluate(() => chrome.notifications.getAll());
      const ids = Object.keys(shown);
      assert(ids.length === 1 && ids[0].startsWith('mynd-sent-'), `notifications: ${ids.join(', ')}`);
      for (const text of texts)
        assert((await copiesOf(api, token, text)) === 1, `"${text}" is on the server once`);
    },
  );

  await ctx.step(
    'item 10: "Send page to mind dump" sends the page once, with the page as its source',
    async () => {
      const page = { url: 'https://example.com/offsite-venues', title: 'Offsite venues shortlist' };
      await sw.evaluate(async () => {
        for (const id of Object.keys(await chrome.notifications.getAll()))
          await chrome.notifications.clear(id);
      });
      await sw.evaluate(
        (tab) => globalThis.myndBackground.onMenuClicked({ menuItemId: 'mynd-send-page' }, tab),
        page,
      );
      const text = `${page.title}\n${page.url}`;
      assert((await copiesOf(api, token, text)) === 1, 'the page is on the server once');
      const { entries } = await api.mindDumps(token);
      const entry = entries.find((e) => e.content === text);
      assert(entry?.source?.url === page.url, `source ${JSON.stringify(entry?.source)}`);
      const shown = Object.keys(await sw.evaluate(() => chrome.notifications.getAll()));
      assert(shown.length === 1, `notifications: ${shown.join(', ')}`);
      // A browser page is not sent at all.
      await sw.evaluate(() =>
        globalThis.myndBackground.onMenuClicked(
          { menuItemId: 'mynd-send-page' },
          { url: 'chrome://settings', title: 'Settings' },
        ),
      );
      assert(
        (await copiesOf(api, token, 'Settings\nchrome://settings')) === 0,
        'chrome:// pages are not sent',
      );
    },
  );

  await ctx.step(
    'item 10: the popup\'s "Add this page" on a page that is not a web page says it cannot add it',
    async () => {
      // Opened as a tab, the popup is itself the active tab: a chrome-extension:// page.
      await ctx.popup.getByRole('button', { name: 'Add this page' }).click();
      await ctx.popup.getByText('This page cannot be added').waitFor();
      await ctx.popup.screenshot({ path: `${ctx.ARTIFACTS}/popup-add-this-page.png` });
    },
  );
}
