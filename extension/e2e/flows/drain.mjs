/**
 * @module e2e/flows/drain — issue 9 item 11: captures queued while the server is down are sent later by the
 * background (its alarm), and that announces them once: one notification "Sent N saved captures", which opens
 * the web app's results. Counts the copies on the server.
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
}
