/**
 * @module e2e: the shell's public and auth screens — sign up with the emailed code, the main screen, sign out,
 * sign in with the password, wrong credentials, the auth redirect, 404 and legal pages, axe checks and
 * light/dark screenshots of auth, 404 and legal.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  axeViolations,
  formatViolations,
  latestCode,
  launchBrowser,
  screenshot,
  screenshotThemes,
  signUpViaApi,
  signUpViaUi,
  startServer,
  waitForToast,
} from '../lib/harness.mjs';

let server;
let browser;
let page;
let account;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('a visitor at / sees "Checking authentication..." and is sent to /auth after 2 s', async () => {
  // The page's clock is paused, so the 2 s (AUTH_REDIRECT_MS) are stepped, not waited for or timed.
  await page.clock.install({ time: new Date('2026-11-24T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-24T08:00:01Z'));
  await page.goto(`${server.url}/`);
  await page.getByRole('heading', { name: 'Checking authentication...' }).waitFor();
  await page.getByRole('region', { name: 'Diagnostics' }).getByText('Not signed in').waitFor();
  await page.getByRole('region', { name: 'Diagnostics' }).getByText('Healthy').waitFor();
  await screenshot(page, 'shell-checking-auth');
  await page.clock.runFor(1900);
  assert.equal(new URL(page.url()).pathname, '/', 'still checking 1.9 s in');
  await page.clock.runFor(200);
  await page.waitForURL(`${server.url}/auth`, { timeout: 5000 });
  await page.clock.resume();
  await page.getByRole('tab', { name: 'Sign In' }).waitFor();
});

test('the auth screen rotates its tagline, is axe-clean and looks right in light and dark', async () => {
  const tagline = page.getByTestId('tagline').first();
  const first = (await tagline.textContent()) ?? '';
  assert.match(first, /^M\S* Y\S* N\S* D/);
  await page.waitForFunction(
    (t) => document.querySelector('[data-testid="tagline"]')?.textContent !== t,
    first,
    {
      timeout: 4500,
    },
  );
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, formatViolations(violations));
  await screenshotThemes(page, 'shell-auth');
});

test('sign in checks: empty fields, then wrong credentials', async () => {
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await waitForToast(page, 'Please fill in all fields');
  await page.locator('#sign-in-email').fill('nobody@example.com');
  await page.locator('#sign-in-password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await waitForToast(page, 'Invalid credentials');
  await waitForToast(page, 'Please check your email and password');
});

test('sign up: email → 6-digit code from the outbox → password → profile → main screen', async () => {
  account = await signUpViaUi(page, server.url, { profile: true });
  await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
  await page.getByTestId('user-email').filter({ hasText: account.email }).waitFor();
  const violations = await axeViolations(page, { exclude: ['[data-sonner-toaster]'] });
  assert.equal(violations.length, 0, formatViolations(violations));
});

test('a signed-in user visiting /auth goes to /', async () => {
  await page.goto(`${server.url}/auth`);
  await page.waitForURL(`${server.url}/`);
  await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
});

test('keyboard: g t opens the task list, / focuses search, ? shows the shortcuts', async () => {
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('g');
  await page.keyboard.press('t');
  await page.locator('[data-active-tab="task-list"]').waitFor();
  await page.keyboard.press('g');
  await page.keyboard.press('d');
  await page.locator('[data-active-tab="dashboard"]').waitFor();
  await page.keyboard.press('/');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'task-search');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Shift+?');
  await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
  await page.keyboard.press('Escape');
  await page.keyboard.press('n');
  await page.locator('[data-active-tab="mind-dump"]').waitFor();
  await page.getByRole('button', { name: 'Speak Your Mind' }).click();
  await page.getByRole('dialog', { name: 'Speak Your Mind' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
});

test('the tab bar follows the ARIA tabs pattern: arrow keys move between tabs', async () => {
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await page.getByRole('tab', { name: 'Dashboard' }).press('ArrowLeft');
  await page.locator('[data-active-tab="duplicate-management"]').waitFor();
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('data-tab')),
    'duplicate-management',
  );
  await page.keyboard.press('Home');
  await page.locator('[data-active-tab="dashboard"]').waitFor();
  await page.keyboard.press('ArrowRight');
  await page.locator('[data-active-tab="mind-dump"]').waitFor();
});

test('the search box filters the task list as you type', async () => {
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await page.getByLabel('Search tasks').fill('plumber');
  await page.locator('[data-active-tab="task-list"]').waitFor();
  await page.getByLabel('Search tasks').fill('');
});

test('a new user gets the 5-step welcome tour once; skipping it is remembered in the profile', async () => {
  const fresh = await signUpViaApi(server.url);
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const { hostname } = new URL(server.url);
  await context.addCookies([
    { name: 'mynd_session', value: fresh.token, domain: hostname, path: '/', httpOnly: true },
  ]);
  const tab = await context.newPage();
  await tab.goto(`${server.url}/`);
  const tour = tab.getByRole('dialog', { name: 'Welcome to Mynd' });
  await tour.waitFor();
  await tour.getByText('Step 1 of 5').waitFor();
  await screenshotThemes(tab, 'shell-tour');
  await tour.getByRole('button', { name: 'Skip tour' }).click();
  await tour.waitFor({ state: 'detached' });
  const seen = async () => {
    const res = await fetch(`${server.url}/api/profile`, { headers: { cookie: fresh.cookie } });
    return (await res.json()).profile.hasSeenIntro;
  };
  const deadline = Date.now() + 5000;
  while (!(await seen()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  assert.equal(await seen(), true);
  await tab.evaluate(() => localStorage.clear());
  await tab.reload();
  await tab.getByRole('tab', { name: 'Dashboard' }).waitFor();
  await tab.waitForTimeout(500);
  assert.equal(await tab.getByRole('dialog').count(), 0);
  await context.close();
});

test('sign out clears the session and returns to /auth', async () => {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${server.url}/auth`);
  const me = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
  assert.equal(me, 401);
});

test('sign in with the password set during sign-up', async () => {
  await page.locator('#sign-in-email').fill(account.email);
  await page.locator('#sign-in-password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${server.url}/`);
  await page.getByTestId('user-email').filter({ hasText: account.email }).waitFor();
});

test('"Forgot password?" switches to the sign-up flow with the email carried over', async () => {
  const other = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await other.goto(`${server.url}/auth`);
  await other.locator('#sign-in-email').fill(account.email);
  await other.getByRole('button', { name: 'Forgot password?' }).click();
  assert.equal(await other.locator('#sign-up-email').inputValue(), account.email);
  await other.getByRole('button', { name: 'Send Code' }).click();
  await waitForToast(other, 'Code sent');
  await other.getByRole('button', { name: 'Verify' }).waitFor();
  assert.equal(await other.getByRole('button', { name: 'Verify' }).isDisabled(), true);
  await other.getByRole('button', { name: /Resend code in \d+s/ }).waitFor();
  await screenshotThemes(other, 'shell-auth-verify-mobile');
  await other.getByRole('button', { name: 'Change email' }).click();
  await other.locator('#sign-up-email').waitFor();
  await other.getByRole('button', { name: 'Send Code' }).click();
  await waitForToast(other, 'Please wait');
  await other.close();
});

test('password recovery: "Forgot password?" → code → a new password without the old one; other devices out', async () => {
  const owner = await signUpViaApi(server.url);
  const other = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await other.goto(`${server.url}/auth`);
  await other.locator('#sign-in-email').fill(owner.email);
  await other.getByRole('button', { name: 'Forgot password?' }).click();
  await other.getByRole('button', { name: 'Send Code' }).click();
  await waitForToast(other, 'Code sent');
  const code = await latestCode(server.url, owner.email);
  await other.getByLabel('Verification code').fill(code);
  await other.getByRole('button', { name: 'Verify' }).click();
  await other.getByLabel('New password').fill('recovered-pass');
  await other.getByLabel('Confirm password').fill('recovered-pass');
  await other.getByRole('button', { name: 'Set Password' }).click();
  await waitForToast(other, 'Password set');
  await other.waitForURL(`${server.url}/`);
  const signIn = (password) =>
    fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.email, password }),
    });
  assert.equal((await signIn(owner.password)).status, 401);
  assert.equal((await signIn('recovered-pass')).status, 200);
  const old = await fetch(`${server.url}/api/auth/me`, { headers: { cookie: owner.cookie } });
  assert.equal(old.status, 401);
  await other.close();
});

test('an unknown route shows the 404 page with a link home', async () => {
  await page.goto(`${server.url}/no/such/page`);
  await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, formatViolations(violations));
  await screenshotThemes(page, 'shell-404');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL(`${server.url}/`);
});

test('the legal index links 19 terms and 15 privacy sections that exist on the static pages', async () => {
  await page.goto(`${server.url}/legal`);
  await page.getByRole('heading', { name: 'Legal Information' }).waitFor();
  const terms = page.locator('a[href^="/terms.html#"]');
  const privacy = page.locator('a[href^="/privacy.html#"]');
  assert.equal(await terms.count(), 19);
  assert.equal(await privacy.count(), 15);
  assert.equal(await terms.first().getAttribute('target'), '_blank');
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, formatViolations(violations));
  await screenshotThemes(page, 'shell-legal', { fullPage: true });

  const [popup] = await Promise.all([page.waitForEvent('popup'), privacy.nth(4).click()]);
  await popup.waitForLoadState();
  assert.match(popup.url(), /\/privacy\.html#voice-data$/);
  assert.equal(await popup.locator('section[id]').count(), 15);
  await screenshotThemes(popup, 'shell-privacy-page');
  await popup.goto(`${server.url}/terms.html#ai-features`);
  assert.equal(await popup.locator('section[id]').count(), 19);
  await screenshotThemes(popup, 'shell-terms-page');
  await popup.close();

  await page.getByRole('button', { name: 'Back to App' }).click();
});
