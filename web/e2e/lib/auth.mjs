/**
 * @module e2e/lib/auth — create a user through the real UI (email → code from the dev outbox → password →
 * profile) or quickly through the API, and read codes from `GET /api/dev/outbox`.
 */

let counter = 0;
export const DEFAULT_PASSWORD = 'correct-horse-42';

export function uniqueEmail(prefix = 'e2e') {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** The newest code sent to `email`, waiting up to 5 s for it to appear. */
export async function latestCode(baseUrl, email, { after } = {}) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl}/api/dev/outbox?email=${encodeURIComponent(email)}`);
    const { messages } = await res.json();
    const withCode = messages.filter((m) => m.code && (!after || m.code !== after));
    const newest = withCode.sort((a, b) => a.sentAt.localeCompare(b.sentAt)).at(-1);
    if (newest) return newest.code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code for ${email} in the outbox`);
}

/** Marks the welcome tour as seen in the account's profile (the tour is per account, not per browser). */
async function markTourSeen(baseUrl, cookie) {
  const res = await fetch(`${baseUrl}/api/profile`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ hasSeenIntro: true }),
  });
  if (!res.ok) throw new Error(`mark tour seen: ${res.status} ${await res.text()}`);
}

/**
 * Signs up through the UI and lands on the main screen. The first-run tour is marked as seen in the new
 * account's profile first (pass `{ keepTour: true }` to see it).
 * @param {import('playwright-core').Page} page
 * @param {string} baseUrl
 * @param {{ email?: string, password?: string, keepTour?: boolean, profile?: boolean }} [options]
 */
export async function signUpViaUi(page, baseUrl, options = {}) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? DEFAULT_PASSWORD;
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').last().fill(email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  const code = await latestCode(baseUrl, email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await page.getByRole('heading', { name: 'Your professional profile' }).waitFor();
  if (!options.keepTour) {
    const cookies = await page.context().cookies(baseUrl);
    const session = cookies.find((c) => c.name === 'mynd_session');
    if (session) await markTourSeen(baseUrl, `mynd_session=${session.value}`);
  }
  if (options.profile) {
    await page.getByLabel('Company').fill('Acme Corp');
    await page.getByLabel('Position').fill('Head of Operations');
    await page.getByRole('button', { name: 'Complete Profile' }).click();
  } else {
    await page.getByRole('button', { name: 'Skip' }).click();
  }
  await page.waitForURL(`${baseUrl}/`);
  return { email, password };
}

/** Creates a user with a password through the API only; returns the session cookie for a browser context. */
export async function signUpViaApi(baseUrl, options = {}) {
  const email = options.email ?? uniqueEmail('api');
  const password = options.password ?? DEFAULT_PASSWORD;
  const post = (path, body, cookie) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const sent = await post('/api/auth/code', { email });
  if (!sent.ok) throw new Error(`send code: ${sent.status} ${await sent.text()}`);
  const code = await latestCode(baseUrl, email);
  const verified = await post('/api/auth/code/verify', { email, code });
  if (!verified.ok) throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  const { token } = await verified.json();
  const cookie = `mynd_session=${token}`;
  const set = await post('/api/auth/password', { newPassword: password }, cookie);
  if (!set.ok) throw new Error(`password: ${set.status} ${await set.text()}`);
  return { email, password, token, cookie };
}

/**
 * Calls the API as a signed-up account (its Bearer token), optionally from a time zone: `{ status, body }`, the
 * body parsed when there is one. The specs' seeding and checks all go through this one helper.
 */
export function apiAs(baseUrl, account, { timeZone } = {}) {
  return async (method, path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${account.token}`,
        ...(timeZone ? { 'x-time-zone': timeZone } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
}

/** Puts an API-created session into a browser context (and marks the tour as seen in its profile). */
export async function applySession(context, baseUrl, token) {
  const { hostname } = new URL(baseUrl);
  await context.addCookies([
    { name: 'mynd_session', value: token, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' },
  ]);
  await markTourSeen(baseUrl, `mynd_session=${token}`);
}
