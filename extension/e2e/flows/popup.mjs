/**
 * @module e2e/flows/popup — the extension's id, pointing it at the server from the options page, signing in
 * in the popup, a mind dump and its result, and a draft that survives closing the popup.
 */
import { join } from 'node:path';
import { assert } from '../lib/steps.mjs';

export const PLACEHOLDER = 'Capturing thoughts to organize into actionable focus areas...';

export async function popupPage(browser) {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 380, height: 560 });
  await page.goto(`${browser.origin}/popup.html`);
  await page.waitForFunction(() => performance.getEntriesByName('mynd:app-mounted').length > 0);
  return page;
}

export async function popupFlows(ctx) {
  const { step, browser, sw, api, token, ARTIFACTS, EMAIL, PASSWORD } = ctx;
  await step('the extension loads with the id its manifest key fixes', async () => {
    assert(browser.extensionId === ctx.expectedId, `id ${browser.extensionId}, expected ${ctx.expectedId}`);
  });

  await step('options: point the extension at the server', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${browser.origin}/options.html`);
    await page.fill('#server-url', ctx.serverUrl);
    await page.click('button:has-text("Save")');
    await page.getByText(`Saved: ${ctx.serverUrl}`).first().waitFor();
    const stored = await sw.evaluate(async () => (await chrome.storage.local.get('serverUrl')).serverUrl);
    assert(stored === ctx.serverUrl, `stored server URL ${stored}`);
    await page.close();
  });

  ctx.popup = await popupPage(browser);
  await step('popup signed out: sign in with email and password', async () => {
    await ctx.popup.getByRole('tab', { name: 'Email code' }).waitFor();
    await ctx.popup.screenshot({ path: join(ARTIFACTS, 'popup-signed-out.png') });
    await ctx.popup.getByLabel('Email').fill(EMAIL);
    await ctx.popup.getByLabel('Password').fill(PASSWORD);
    await ctx.popup.getByRole('button', { name: 'Sign in' }).click();
    await ctx.popup.getByPlaceholder(PLACEHOLDER).waitFor();
    await ctx.popup.screenshot({ path: join(ARTIFACTS, 'popup-signed-in.png') });
  });

  await step(
    'popup: a mind dump is sent and its topics and tasks shown with links into the web app',
    async () => {
      const input = ctx.popup.getByPlaceholder(PLACEHOLDER);
      await input.fill(
        'Email Ana about the budget by Friday. Book the venue for the team offsite next week.',
      );
      await input.press('Enter');
      await ctx.popup.getByText('Mind Dump Processed!').waitFor({ timeout: 20_000 });
      await ctx.popup.locator('.result').waitFor();
      const links = await ctx.popup.locator('.result a').evaluateAll((as) => as.map((a) => a.href));
      assert(
        links.some((h) => h.startsWith(`${ctx.serverUrl}/?task=`)),
        `task links: ${links}`,
      );
      assert((await input.inputValue()) === '', 'the input is cleared after a successful submit');
      await ctx.popup.screenshot({ path: join(ARTIFACTS, 'popup-result.png') });
      const { tasks } = await api.tasks(token);
      assert(tasks.length > 0, 'the server has the tasks');
    },
  );

  await step('popup: an unsent draft survives closing the popup', async () => {
    const draft = 'Half a thought, interrupted';
    await ctx.popup.getByPlaceholder(PLACEHOLDER).fill(draft);
    await ctx.popup.close();
    ctx.popup = await popupPage(browser);
    const kept = await ctx.popup.getByPlaceholder(PLACEHOLDER).inputValue();
    assert(kept === draft, `draft after reopening: ${JSON.stringify(kept)}`);
    await ctx.popup.getByPlaceholder(PLACEHOLDER).fill('');
  });
}
