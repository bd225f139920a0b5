/**
 * @module e2e: offline capture in the web app (issue 9 item 9) — a mind dump made while the browser is offline
 * (Playwright's offline mode) or while the server is stopped is kept in IndexedDB, shown as "Waiting to send",
 * and sent exactly once when the connection returns; one made under account A is not delivered to B when B
 * signs in on the same browser, and reaches A once A is back. Copies are counted through the API.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  applySession,
  screenshotThemes,
  signedInPage,
  signUpViaApi,
  startApp,
  startServer,
  waitForToast,
} from '../lib/harness.mjs';

let server;
let browser;
let alice;
let bob;

before(async () => {
  ({ server, browser, account: alice } = await startApp({ page: false }));
  bob = await signUpViaApi(server.url);
});

// Not startApp's close(): the server-stopped test restarts the server on the same data, so `server` is the one to stop.
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** How many of `who`'s mind dumps on the server hold exactly `text`. */
async function copiesOf(who, text) {
  const res = await fetch(`${server.url}/api/mind-dumps`, { headers: { cookie: who.cookie } });
  assert.equal(res.status, 200);
  const { entries } = await res.json();
  return entries.filter((e) => e.content === text).length;
}

async function openAs(who) {
  const { context, page } = await signedInPage(browser, server.url, who, {
    viewport: { width: 1280, height: 800 },
  });
  await page.goto(`${server.url}/`);
  await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
  return { context, page };
}

async function switchAccount(context, page, who) {
  await context.clearCookies();
  await applySession(context, server.url, who.token);
  await page.reload();
  await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
}

const pendingCount = (page) => page.getByTestId('pending-count');

test('offline: the header dump waits, is shown, and is sent once when the browser is back online', async () => {
  const text = 'Offline dump: call the plumber tomorrow about the leak';
  const { context, page } = await openAs(alice);
  // The dialog is a lazy chunk: load it once while online (the service worker's precache covers a cold start).
  await page.getByTestId('speak-your-mind').click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Mind dump' }).waitFor();
  await page.keyboard.press('Escape');
  await context.setOffline(true);
  await page.getByTestId('speak-your-mind').click();
  const box = page.getByRole('dialog').getByRole('textbox', { name: 'Mind dump' });
  await box.fill(text);
  await box.press('Enter');
  await waitForToast(page, 'Saved — waiting to send');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  assert.equal(await pendingCount(page).textContent(), '(1)');
  assert.equal(await page.getByTestId('pending-capture').first().textContent(), text);
  assert.equal(await copiesOf(alice, text), 0);

  await context.setOffline(false);
  await waitForToast(page, 'Sent 1 saved capture', 20_000);
  await page.getByTestId('pending-captures').waitFor({ state: 'detached' });
  await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
  assert.equal(await copiesOf(alice, text), 1);
  // A reload (another flush on load) must not send it again.
  await page.reload();
  await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
  assert.equal(await copiesOf(alice, text), 1);
  await context.close();
});

test('server stopped: the app says it is offline, the dump waits and is sent once after the server restarts', async () => {
  const text = 'Server down dump: renew the car insurance by Friday';
  const { context, page } = await openAs(alice);
  await page.getByRole('tab', { name: 'Mind Dump' }).click();
  // The tab's code is loaded while the server is still up (a busy machine could click and stop before it came).
  const box = page.getByRole('textbox', { name: 'Mind dump' });
  await box.waitFor();
  const { dir, port } = server;
  await server.stop({ keepData: true });
  try {
    await box.fill(text);
    await box.press('Enter');
    await waitForToast(page, 'Saved — waiting to send');
    assert.equal(await box.inputValue(), '');
    assert.equal(await pendingCount(page).textContent(), '(1)');
    // The browser is online, but the server is out of reach: the app says it is offline all the same.
    assert.equal(await page.evaluate(() => navigator.onLine), true);
    await page.getByTestId('offline-banner').waitFor();
    await page.waitForTimeout(300);
    await screenshotThemes(page, 'offline-capture-waiting');
  } finally {
    server = await startServer({ dir, port });
  }
  // The retry loop (growing pauses) finds the server again without any user action.
  await waitForToast(page, 'Sent 1 saved capture', 45_000);
  await page.getByTestId('pending-captures').waitFor({ state: 'detached' });
  assert.equal(await copiesOf(alice, text), 1);
  await context.close();
});

test('a capture queued by one account is not delivered to another signing in on the same browser', async () => {
  const text = "Alice's private capture: draft the board memo";
  const { context, page } = await openAs(alice);
  await page.getByRole('tab', { name: 'Mind Dump' }).click();
  const box = page.getByRole('textbox', { name: 'Mind dump' });
  await box.waitFor();
  await context.setOffline(true);
  await box.fill(text);
  await box.press('Enter');
  await waitForToast(page, 'Saved — waiting to send');

  // Bob signs in on this browser (his session replaces hers) before the connection returns.
  await context.clearCookies();
  await applySession(context, server.url, bob.token);
  await context.setOffline(false);
  await page.reload();
  await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
  const notice = page.getByTestId('held-captures');
  await notice.waitFor();
  assert.equal(
    await notice.textContent(),
    `1 capture from another account is waiting; sign in as ${alice.email} to send it, or discard it`,
  );
  assert.equal(await page.getByTestId('pending-count').count(), 0);
  // Give the flush on load (which checks who is signed in) time to run, then count copies.
  await page.waitForTimeout(2000);
  assert.equal(await copiesOf(bob, text), 0);
  assert.equal(await copiesOf(alice, text), 0);

  // Back to Alice: it is sent to her account, once.
  await switchAccount(context, page, alice);
  await waitForToast(page, 'Sent 1 saved capture', 20_000);
  assert.equal(await copiesOf(alice, text), 1);
  assert.equal(await copiesOf(bob, text), 0);
  await context.close();
});
