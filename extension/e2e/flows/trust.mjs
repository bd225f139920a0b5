/**
 * @module e2e/flows/trust — issue 9's defects 1–3 through the proxy: a server that never answers (timeouts keep
 * the capture queued with its clientId), the background stopped mid-request (CDP `ServiceWorker.stopWorker`),
 * and a capture queued under one account while another signs in. Each ends by counting the copies on the server.
 */
import { join } from 'node:path';
import { assert, eventually } from '../lib/steps.mjs';
import { PLACEHOLDER, popupPage } from './popup.mjs';

const OTHER_EMAIL = 'ext-e2e-other@example.com';
const OTHER_PASSWORD = 'another-horse-43';

async function copiesOf(api, token, text) {
  const { entries } = await api.mindDumps(token);
  return entries.filter((e) => e.content === text).length;
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
    }),
  ]);
}

const queueOf = (sw) => sw.evaluate(async () => (await chrome.storage.local.get('queue')).queue ?? []);

/** Stops the extension's service worker as Chrome does on its own (idle timeout, update, crash). */
async function stopWorker(ctx) {
  const cdp = await ctx.browser.context.newCDPSession(ctx.popup);
  const versions = [];
  cdp.on('ServiceWorker.workerVersionUpdated', (e) => versions.push(...e.versions));
  await cdp.send('ServiceWorker.enable');
  const version = await eventually(
    () =>
      versions.find(
        (v) => v.scriptURL === `${ctx.browser.origin}/background.js` && v.runningStatus === 'running',
      ),
    { message: 'the running background worker', timeoutMs: 3000 },
  );
  await cdp.send('ServiceWorker.stopWorker', { versionId: version.versionId });
  await cdp.detach();
}

async function signInPopup(ctx, email, password) {
  const popup = ctx.popup;
  await popup.getByRole('tab', { name: 'Password' }).click();
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password').fill(password);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await popup.getByPlaceholder(PLACEHOLDER).waitFor();
}

async function signOutFromOptions(ctx) {
  const options = await ctx.browser.context.newPage();
  await options.goto(`${ctx.browser.origin}/options.html`);
  await options.getByRole('button', { name: 'Sign out' }).click();
  await options.getByText('Not signed in').waitFor();
  await options.close();
}

/** Each defect starts from a fresh popup and an empty queue, so one failure cannot cascade into the next. */
async function fresh(ctx) {
  ctx.proxy.setMode('up');
  await ctx.sw.evaluate(() => chrome.storage.local.set({ queue: [] }));
  await ctx.popup.close();
  ctx.popup = await popupPage(ctx.browser);
}

/** MYND_E2E_DEFECTS=2 runs only defect 2's step (e.g. to show it failing against older code). */
const only = process.env.MYND_E2E_DEFECTS?.split(',');
const wanted = (n) => !only || only.includes(String(n));

export async function trustFlows(ctx) {
  const { browser, api, token, proxy, ARTIFACTS } = ctx;
  const input = () => ctx.popup.getByPlaceholder(PLACEHOLDER);
  const step = (name, fn) =>
    wanted(name.match(/^defect (\d+)/)?.[1]) ? ctx.step(name, async () => fn(await fresh(ctx))) : null;

  await step(
    'defect 3: a server that never answers — the popup capture times out into the queue (same clientId), a right-click meanwhile is notified, each sent once later',
    async () => {
      await ctx.sw.evaluate(() =>
        chrome.storage.local.set({ requestTimeouts: { defaultMs: 2000, mindDumpMs: 2000, aiMs: 2000 } }),
      );
      try {
        // Requests reach the server and are processed; the answers never come back.
        proxy.setMode('hold');
        const first = 'Timeout test: book the car service.';
        await input().fill(first);
        await input().press('Enter');
        await ctx.popup.getByText('Saved — will send later').waitFor({ timeout: 10_000 });
        await ctx.popup.getByText('The server did not answer in time').waitFor();
        const [queued] = await queueOf(ctx.sw);
        assert(queued?.text === first, `queue ${JSON.stringify(queued)}`);

        const second = 'Timeout test: water the ferns in the lobby.';
        await ctx.sw.evaluate(async () => {
          for (const id of Object.keys(await chrome.notifications.getAll()))
            await chrome.notifications.clear(id);
        });
        await withTimeout(
          ctx.sw.evaluate(
            (selectionText) =>
              globalThis.myndBackground.onMenuClicked(
                { menuItemId: 'mynd-send-selection', selectionText },
                { url: 'https://example.com/lobby', title: 'Lobby' },
              ),
            second,
          ),
          10_000,
          'the right-click capture',
        );
        const shown = await ctx.sw.evaluate(() => chrome.notifications.getAll());
        assert(Object.keys(shown).length === 1, `${Object.keys(shown).length} notifications`);

        proxy.setMode('up');
        await ctx.sw.evaluate(() => globalThis.myndBackground.flush());
        assert((await queueOf(ctx.sw)).length === 0, 'the queue is empty');
        // The first capture was processed while its answer hung: sent again under the same clientId, it is
        // recognised, not processed twice.
        assert((await copiesOf(api, token, first)) === 1, 'the popup capture is on the server once');
        assert((await copiesOf(api, token, second)) === 1, 'the right-click capture is on the server once');
      } finally {
        proxy.setMode('up');
        await ctx.sw.evaluate(() => chrome.storage.local.remove('requestTimeouts'));
      }
    },
  );

  await step(
    'defect 2: the background stopped mid-request — the popup reports the capture saved and it is processed once',
    async () => {
      proxy.setMode('hold');
      const text = 'Worker stop test: order toner for the printer.';
      await input().fill(text);
      await input().press('Enter');
      await eventually(async () => (await copiesOf(api, token, text)) === 1, {
        message: 'the server processed the capture',
      });
      await stopWorker(ctx);
      proxy.setMode('up');
      const shown = await Promise.race([
        ctx.popup
          .getByText('Saved — sending…')
          .waitFor()
          .then(() => 'saved'),
        ctx.popup
          .getByText('Processing Failed')
          .first()
          .waitFor()
          .then(() => 'failed'),
      ]);
      if (shown === 'failed' && (await input().inputValue()) === text) {
        // What the toast asks for: try again.
        await input().press('Enter');
      }
      await eventually(async () => (await queueOf(ctx.sw)).length === 0, { message: 'an empty queue' });
      await ctx.popup.screenshot({ path: join(ARTIFACTS, 'popup-saved-after-worker-stop.png') });
      const copies = await copiesOf(api, token, text);
      assert(copies === 1, `${copies} copies on the server`);
      assert(shown === 'saved', `the popup said "${shown}"`);
      assert((await input().inputValue()) === '', 'the text box is free for the next thought');
    },
  );

  await step(
    'defect 1: a capture queued under one account is held while another signs in, and sent to its own only',
    async () => {
      const otherToken = await api.createUser(OTHER_EMAIL, OTHER_PASSWORD);
      proxy.setMode('down');
      const text = 'Account test: renew the gym membership before March.';
      await ctx.sw.evaluate(
        (selectionText) =>
          globalThis.myndBackground.onMenuClicked(
            { menuItemId: 'mynd-send-selection', selectionText },
            { url: 'https://example.com/gym', title: 'Gym' },
          ),
        text,
      );
      assert((await queueOf(ctx.sw)).length === 1, 'queued while the server is down');
      await signOutFromOptions(ctx);
      proxy.setMode('up');
      await signInPopup(ctx, OTHER_EMAIL, OTHER_PASSWORD);
      await ctx.sw.evaluate(() => globalThis.myndBackground.flush());
      const notice = `1 capture from another account is waiting; sign in as ${ctx.EMAIL} to send it, or discard it`;
      assert((await copiesOf(api, otherToken, text)) === 0, 'the capture reached the other account');
      await ctx.popup.getByText(notice).waitFor();
      await ctx.popup.screenshot({ path: join(ARTIFACTS, 'popup-held-for-other-account.png') });
      const options = await browser.context.newPage();
      await options.goto(`${browser.origin}/options.html`);
      await options.getByText(notice).waitFor();
      await options.close();

      await signOutFromOptions(ctx);
      await signInPopup(ctx, ctx.EMAIL, ctx.PASSWORD);
      await eventually(async () => (await queueOf(ctx.sw)).length === 0, { message: 'an empty queue' });
      assert((await copiesOf(api, token, text)) === 1, 'sent to its own account once');
      assert((await copiesOf(api, otherToken, text)) === 0, 'never to the other account');
    },
  );
}
