/**
 * @module e2e/flows/voice — the microphone: denied, asked once on the extension page, then a recording from
 * Chromium's fake device uploaded to /api/speech-to-text (503 from the local provider → the spec's error).
 */
import { join } from 'node:path';
import { assert } from '../lib/steps.mjs';

export async function voiceFlows(ctx) {
  const { step, browser, ARTIFACTS } = ctx;
  await step('voice: first use asks on the microphone page, then the recording is uploaded', async () => {
    const mic = ctx.popup.getByRole('button', { name: 'Start voice input' });
    const uploads = [];
    ctx.popup.on('request', (req) => {
      if (req.url().endsWith('/api/speech-to-text')) uploads.push(req);
    });
    // --use-fake-ui-for-media-stream grants the microphone up front; put it back to "ask" so the first use
    // goes through the permission page, as it does for a user. (The fake UI accepts there without storing the
    // grant, so the test stores it as the real prompt would.)
    const cdp = await browser.context.newCDPSession(ctx.popup);
    const setMic = (setting) =>
      cdp.send('Browser.setPermission', {
        permission: { name: 'microphone' },
        setting,
        origin: browser.origin,
      });
    await setMic('denied');
    await mic.click();
    await ctx.popup.getByText('Microphone Access Denied').waitFor();
    await setMic('prompt');
    const [permissionPage] = await Promise.all([browser.context.waitForEvent('page'), mic.click()]);
    assert(permissionPage.url().endsWith('/mic-permission.html'), `opened ${permissionPage.url()}`);
    await permissionPage.getByText('Microphone allowed').waitFor();
    await permissionPage.screenshot({ path: join(ARTIFACTS, 'mic-permission.png') });
    await permissionPage.close();
    await setMic('granted');
    await mic.click();
    await ctx.popup.getByText('Recording started').first().waitFor();
    await ctx.popup.waitForTimeout(1200);
    await ctx.popup.getByRole('button', { name: 'Stop voice input' }).click();
    await ctx.popup.getByText('Transcription Error').first().waitFor({ timeout: 15_000 });
    assert(uploads.length === 1, `${uploads.length} uploads`);
    const body = uploads[0].postDataJSON();
    assert(
      body.mimeType.startsWith('audio/webm') && body.audio.length > 500,
      `upload ${body.mimeType} ${body.audio.length}`,
    );
    const response = await uploads[0].response();
    assert(response?.status() === 503, `status ${response?.status()}`);
    await ctx.popup.screenshot({ path: join(ARTIFACTS, 'popup-voice-error.png') });
  });
}
