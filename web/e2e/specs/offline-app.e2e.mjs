/**
 * @module e2e: the installable web app (issue 13 item 4) — the manifest and its icons are valid and served with
 * the right types, sw.js is never cached by HTTP; after one visit the app opens with no network (app shell from
 * the service worker's precache, the last tasks from its API cache) under an offline banner; and when a new
 * version is deployed, "A new version is available" offers Reload, which brings it in.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import {
  applySession,
  buildWeb,
  launchBrowser,
  REPO_ROOT,
  screenshotThemes,
  signUpViaApi,
  startServer,
} from '../lib/harness.mjs';

let server;
let browser;
let user;
let dist;

before(async () => {
  // This file deploys "a new version" by changing sw.js: it serves its own copy of the build.
  buildWeb();
  dist = mkdtempSync(join(tmpdir(), 'mynd-web-dist-'));
  cpSync(join(REPO_ROOT, 'web/dist'), dist, { recursive: true });
  server = await startServer({ env: { MYND_WEB_DIST: dist } });
  browser = await launchBrowser();
  user = await signUpViaApi(server.url);
});

after(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes) {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the manifest has what an install needs; icons are PNGs of their size; sw.js is not HTTP-cached', async () => {
  const res = await fetch(`${server.url}/manifest.webmanifest`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type'), /^application\/manifest\+json/);
  const manifest = await res.json();
  assert.equal(manifest.name, 'Mynd — Maximize Your Network Dynamics');
  assert.equal(manifest.short_name, 'Mynd');
  assert.equal(manifest.start_url, '/');
  assert.equal(manifest.display, 'standalone');
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
  assert.match(manifest.background_color, /^#[0-9a-f]{6}$/i);
  const sizes = [];
  for (const icon of manifest.icons) {
    const png = await fetch(new URL(icon.src, server.url));
    assert.equal(png.headers.get('content-type'), 'image/png');
    const size = pngSize(Buffer.from(await png.arrayBuffer()));
    assert.equal(size, icon.sizes.replace('×', 'x'));
    sizes.push(`${size} ${icon.purpose}`);
  }
  assert.deepEqual(sizes, ['192x192 any', '512x512 any', '512x512 maskable']);

  const sw = await fetch(`${server.url}/sw.js`);
  assert.equal(sw.status, 200);
  assert.match(sw.headers.get('content-type'), /javascript/);
  assert.equal(sw.headers.get('cache-control'), 'no-cache');

  const page = await browser.newPage();
  await page.goto(`${server.url}/auth`);
  assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), '/manifest.webmanifest');
  const themes = await page
    .locator('meta[name="theme-color"]')
    .evaluateAll((ms) => ms.map((m) => `${m.media} ${m.content}`));
  assert.equal(themes.length, 2, themes.join());
  await page.close();
});

test('after one visit the app opens offline: app shell, offline banner and the cached tasks', async () => {
  const title = 'Book the venue for the offsite';
  const created = await fetch(`${server.url}/api/tasks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: user.cookie },
    body: JSON.stringify({ title }),
  });
  assert.equal(created.status, 201, await created.text());

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await applySession(context, server.url, user.token);
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit installs the worker; the next load is served through it and fills its API cache.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole('tab', { name: 'Tasks', exact: true }).click();
  await page.getByText(title).first().waitFor();
  await page.getByRole('tab', { name: 'Dashboard' }).click();

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
  const banner = page.getByTestId('offline-banner');
  await banner.waitFor();
  assert.match(
    await banner.textContent(),
    /You are offline\. Showing the data saved on this device, read-only\./,
  );
  await page.getByRole('tab', { name: 'Tasks', exact: true }).click();
  await page.getByText(title).first().waitFor();
  await screenshotThemes(page, 'offline-banner');

  await context.setOffline(false);
  await banner.waitFor({ state: 'detached' });
  await context.close();
});

test('a newly deployed version is offered with "A new version is available — Reload"', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await applySession(context, server.url, user.token);
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A returning visitor: the page is controlled by the installed worker.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  assert.equal(await page.getByTestId('update-prompt').count(), 0);

  // "Deploy": the service worker script changes. The browser's update check finds it and installs it beside
  // the running one, where it waits for the user.
  const swPath = join(dist, 'sw.js');
  writeFileSync(swPath, `${readFileSync(swPath, 'utf8')}\n// deployed again\n`);
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  const prompt = page.getByTestId('update-prompt');
  await prompt.waitFor({ timeout: 20_000 });
  assert.match(await prompt.textContent(), /A new version is available/);
  await screenshotThemes(page, 'update-prompt');

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
  assert.equal(await page.getByTestId('update-prompt').count(), 0);
  const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting);
  assert.equal(waiting, null);
  await context.close();
});
