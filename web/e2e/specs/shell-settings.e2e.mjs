/**
 * @module e2e: /settings — tags (add with Enter, duplicate refused, colour from the palette, remove), profile,
 * org chart upload and sync, change password, dark mode and default currency, export, delete all tasks,
 * delete account; axe check and light/dark screenshots.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  applySession,
  axeViolations,
  formatViolations,
  latestCode,
  launchBrowser,
  screenshotThemes,
  signUpViaApi,
  startServer,
  uniqueEmail,
  waitForToast,
} from '../lib/harness.mjs';

let server;
let browser;
let context;
let page;
let account;

async function api(path, init = {}) {
  const res = await fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      cookie: account.cookie,
      ...init.headers,
    },
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  account = await signUpViaApi(server.url);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await applySession(context, server.url, account.token);
  page = await context.newPage();
  await page.goto(`${server.url}/settings`);
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const tagRow = (name) => page.locator(`li[data-tag="${name}"]`);

test('the default tags are listed; Unsorted cannot be removed', async () => {
  for (const name of ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', 'Unsorted'])
    await tagRow(name).waitFor();
  assert.equal(
    await tagRow('Unsorted')
      .getByRole('button', { name: /Remove/ })
      .count(),
    0,
  );
});

test('add a tag with Enter; a duplicate is refused with "Tag already exists"', async () => {
  const input = page.getByLabel('New tag name');
  await input.fill('Clients');
  await input.press('Enter');
  await waitForToast(page, 'Tag added successfully');
  await tagRow('Clients').waitFor();
  assert.equal(await input.inputValue(), '');
  await input.fill('clients');
  await input.press('Enter');
  await waitForToast(page, 'Tag already exists');
  const { body } = await api('/api/tags');
  assert.ok(body.tags.some((t) => t.name === 'Clients'));
});

test('the swatch toggles the palette; picking red recolours the tag and is saved', async () => {
  await tagRow('Clients').getByRole('button', { name: 'Change colour of Clients' }).click();
  const palette = tagRow('Clients').getByRole('radiogroup', { name: 'Colour for Clients' });
  await palette.waitFor();
  assert.equal(await palette.getByRole('radio').count(), 8);
  await palette.getByRole('radio', { name: 'red' }).click();
  await palette.getByRole('radio', { name: 'red', checked: true }).waitFor();
  const deadline = Date.now() + 5000;
  let color;
  while (Date.now() < deadline) {
    color = (await api('/api/tags')).body.tags.find((t) => t.name === 'Clients')?.color;
    if (color === 'hsl(0,72%,51%)') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.equal(color, 'hsl(0,72%,51%)');
  await tagRow('Clients').getByRole('button', { name: 'Change colour of Clients' }).click();
  await palette.waitFor({ state: 'detached' });
});

test('remove a tag', async () => {
  await tagRow('Clients').getByRole('button', { name: 'Remove Clients' }).click();
  await waitForToast(page, 'Tag removed successfully');
  await tagRow('Clients').waitFor({ state: 'detached' });
  const { body } = await api('/api/tags');
  assert.ok(!body.tags.some((t) => t.name === 'Clients'));
});

test('live updates: a tag created elsewhere (another tab, the extension) appears without a reload', async () => {
  const { status } = await api('/api/tags', {
    method: 'POST',
    body: JSON.stringify({ name: 'From elsewhere' }),
  });
  assert.ok(status >= 200 && status < 300, `status ${status}`);
  await tagRow('From elsewhere').waitFor({ timeout: 5000 });
});

test('professional profile: industry, role and company are saved', async () => {
  const section = page.getByRole('region', { name: 'Professional Profile' });
  await section.getByLabel('Industry').click();
  await page.getByRole('option', { name: 'Technology & Software' }).click();
  await section.getByLabel('Role').click();
  assert.equal(await page.getByRole('option').count(), 23);
  await page.getByRole('option', { name: 'Engineering Manager' }).click();
  await section.getByLabel('Company').fill('Acme Corp');
  await section.getByRole('button', { name: 'Save Profile' }).click();
  await waitForToast(page, 'Professional profile updated successfully.');
  const { body } = await api('/api/profile');
  assert.equal(body.profile.industry, 'Technology & Software');
  assert.equal(body.profile.role, 'Engineering Manager');
  assert.equal(body.profile.company, 'Acme Corp');
});

test('org chart: a wrong file type is refused; a JSON chart is uploaded, listed and synced', async () => {
  const input = page.locator('#org-chart-file');
  await input.setInputFiles({ name: 'chart.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
  await waitForToast(page, 'Unsupported file format. Please use JSON, MD, or TXT files.');
  const chart = {
    employees: [
      { name: 'Ana Lopez', role: 'CEO', department: 'Leadership' },
      { name: 'Ben Okafor', role: 'CTO', department: 'Engineering', reportsTo: 'Ana Lopez' },
    ],
  };
  await input.setInputFiles({
    name: 'team.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(chart)),
  });
  const section = page.getByRole('region', { name: 'Organization Chart' });
  await section.getByRole('cell', { name: 'Ben Okafor' }).waitFor();
  await section.getByRole('button', { name: 'Sync People' }).click();
  await waitForToast(page, 'Sync Successful');
  await section.getByText('User Not Found').first().waitFor();
  const { body } = await api('/api/people');
  assert.deepEqual(body.people.map((p) => p.name).sort(), ['Ana Lopez', 'Ben Okafor']);
});

test('change password: the spec checks, then success, the new password signs in, other devices are out', async () => {
  const section = page.getByRole('region', { name: 'Security' });
  await section
    .getByText(
      'Changing your password signs you out on every other device, including the browser extension.',
      {
        exact: false,
      },
    )
    .waitFor();
  const extension = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  }).then((r) => r.json());
  const submit = section.getByRole('button', { name: 'Update Password' });
  await submit.click();
  await waitForToast(page, 'Please fill in all password fields');
  await section.getByLabel('Current password').fill(account.password);
  await section.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await section.getByLabel('Confirm new password').fill('brand-new-pazz');
  await submit.click();
  await waitForToast(page, 'New passwords do not match');
  await section.getByLabel('New password', { exact: true }).fill('short');
  await section.getByLabel('Confirm new password').fill('short');
  await submit.click();
  await waitForToast(page, 'Password must be at least 6 characters long');
  await section.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await section.getByLabel('Confirm new password').fill('brand-new-pass');
  await submit.click();
  await waitForToast(page, 'Password updated successfully');
  await waitForToast(page, 'Your other devices were signed out.');
  const res = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: 'brand-new-pass' }),
  });
  assert.equal(res.status, 200);
  const other = await fetch(`${server.url}/api/auth/me`, {
    headers: { authorization: `Bearer ${extension.token}` },
  });
  assert.equal(other.status, 401);
  assert.equal((await api('/api/auth/me')).status, 200);
});

test('an account without a password sets a first one in Security, with no current-password field', async () => {
  const email = uniqueEmail('first-pw');
  const verify = async () => {
    const post = (path, body) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify(body),
      });
    await post('/api/auth/code', { email });
    const code = await latestCode(server.url, email);
    return (await (await post('/api/auth/code/verify', { email, code })).json()).token;
  };
  // A second session would need a second code 30 s later: worker/test/auth/password-recovery.test.ts covers that.
  const web = await verify();
  const fresh = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await applySession(fresh, server.url, web);
  const tab = await fresh.newPage();
  await tab.goto(`${server.url}/settings#security`);
  const section = tab.getByRole('region', { name: 'Security' });
  await section.getByText('Your account has no password yet', { exact: false }).waitFor();
  assert.equal(await section.getByLabel('Current password').count(), 0);
  await section.scrollIntoViewIfNeeded();
  await screenshotThemes(tab, 'settings-first-password');
  await section.getByLabel('New password', { exact: true }).fill('first-pass-1');
  await section.getByLabel('Confirm new password').fill('first-pass-1');
  await section.getByRole('button', { name: 'Set Password' }).click();
  await waitForToast(tab, 'Password set');
  await section.getByRole('button', { name: 'Update Password' }).waitFor();
  await fresh.close();
});

test('dark mode switch sets and stores the theme; the default currency is saved', async () => {
  const darkSwitch = page.getByRole('switch', { name: 'Dark mode' });
  await darkSwitch.click();
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
  await page.reload();
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true);
  // Right after a reload the sections above still grow as their data arrives, so a click at the switch's
  // coordinates could land beside it (once under full-suite load). The keyboard toggles it wherever it is.
  const reloadedSwitch = page.getByRole('switch', { name: 'Dark mode', checked: true });
  await reloadedSwitch.focus();
  await page.keyboard.press('Space');
  await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
  await page.getByRole('button', { name: 'Use system setting' }).click();
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), null);

  await page.getByLabel('Default currency').click();
  assert.equal(await page.getByRole('option').count(), 9);
  await page.getByRole('option', { name: /^EUR/ }).click();
  await waitForToast(page, 'Default currency updated');
  assert.equal((await api('/api/profile')).body.profile.currencyPreference, 'EUR');
});

test('settings is axe-clean and looks right in light and dark', async () => {
  await page.evaluate(() => window.scrollTo(0, 0));
  const violations = await axeViolations(page, { exclude: ['[data-sonner-toaster]'] });
  assert.equal(violations.length, 0, formatViolations(violations));
  // In dark too: the red "Delete Account" button once had white text on a light red (3.5:1).
  await page.emulateMedia({ colorScheme: 'dark' });
  // Colours ease into the new theme: axe must read them once every transition has ended, not half-way.
  await page.waitForFunction(
    () =>
      document.documentElement.classList.contains('dark') &&
      document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'),
  );
  const dark = await axeViolations(page, { exclude: ['[data-sonner-toaster]'] });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
  assert.equal(dark.length, 0, formatViolations(dark));
  await screenshotThemes(page, 'shell-settings', { fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshotThemes(page, 'shell-settings-mobile');
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('help: the User Guide walks 6 steps; Get Started opens the tour', async () => {
  // The session helper marked the tour seen; unmark it so Finish has something to record.
  await api('/api/profile', { method: 'PATCH', body: JSON.stringify({ hasSeenIntro: false }) });
  await page.getByRole('button', { name: 'User Guide' }).click();
  const guide = page.getByRole('dialog', { name: 'User Guide' });
  await guide.waitFor();
  await guide.getByText('1 of 6').waitFor();
  await screenshotThemes(page, 'shell-guide');
  assert.equal(await guide.getByRole('button', { name: 'Prev' }).isDisabled(), true);
  await guide.getByRole('button', { name: 'Key Features' }).click();
  await guide.getByText('1 of 2').waitFor();
  await guide.getByRole('button', { name: 'Next' }).click();
  await guide.getByText('2 of 2').waitFor();
  await guide.getByRole('button', { name: 'Get Started' }).click();
  const tour = page.getByRole('dialog', { name: 'Welcome to Mynd' });
  await tour.waitFor();
  for (const title of ['Mind Dump', 'Active Topics', 'Tasks & Progress', 'Analytics & Insights']) {
    await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: title }).waitFor();
  }
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && !(await api('/api/profile')).body.profile.hasSeenIntro)
    await new Promise((r) => setTimeout(r, 100));
  assert.equal((await api('/api/profile')).body.profile.hasSeenIntro, true);
});

test('help: API reference opens the interactive reference, offline and within its policy', async () => {
  await page.goto(`${server.url}/settings`);
  const link = page.getByRole('link', { name: 'API reference' });
  assert.equal(await link.getAttribute('href'), '/api/docs');
  assert.equal(await link.getAttribute('target'), '_blank');
  const docs = await context.newPage();
  const problems = [];
  docs.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  docs.on('pageerror', (e) => problems.push(e.message));
  // Nothing may leave our origin (no CDN, no fonts, no telemetry): such a request fails the test.
  await docs.route(
    (url) => url.origin !== server.url,
    (route) => {
      problems.push(`external request: ${route.request().url()}`);
      return route.abort();
    },
  );
  await docs.goto(`${server.url}/api/docs`);
  await docs.getByRole('heading', { name: 'Mynd API' }).first().waitFor();
  await docs.getByText('GET /api/health').first().waitFor();
  await docs.getByText('tasks', { exact: true }).first().waitFor();
  await screenshotThemes(docs, 'shell-api-reference');
  await docs.close();
  assert.deepEqual(problems, []);
});

test('data & privacy: export downloads JSON, delete all tasks, delete account', async () => {
  await page.goto(`${server.url}/settings#data`);
  const section = page.getByRole('region', { name: 'Data & Privacy' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Export My Data' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^mynd-export-\d{4}-\d{2}-\d{2}\.json$/);

  await api('/api/tasks', { method: 'POST', body: JSON.stringify({ title: 'Temporary task' }) });
  await section.getByRole('button', { name: 'Delete All Tasks' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete All Tasks' }).click();
  await waitForToast(page, 'All tasks deleted');
  assert.equal((await api('/api/tasks')).body.tasks.length, 0);

  await section.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('alertdialog');
  assert.equal(await confirm.getByRole('button', { name: 'Delete Account' }).isDisabled(), true);
  await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await page.waitForURL(`${server.url}/auth`);
  assert.equal((await api('/api/auth/me')).status, 401);
});
