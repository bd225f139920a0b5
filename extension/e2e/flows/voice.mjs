/**
 * @module e2e/flows/voice — the microphone in the popup (issue 9 items 5 and 6):
 * - the default server cannot transcribe (health `transcription: false`): the mic says so BEFORE recording;
 * - the server restarted with a separate transcription endpoint (a local fake Whisper server): first use asks
 *   on the extension's microphone page, then a recording from Chromium's fake device is transcribed;
 * - server unreachable while transcribing: the audio is kept (IndexedDB) and queued, shown as waiting; server
 *   back → transcribed and processed exactly once.
 */
import { join } from 'node:path';
import { startFakeWhisper } from '@mynd/shared/testing/fake-whisper';
import { startMyndServer } from '../lib/server.mjs';
import { assert, eventually } from '../lib/steps.mjs';
import { popupPage } from './popup.mjs';

/** Screenshots of the popup in light and dark (it follows the system scheme). */
async function themes(page, dir, name) {
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(100);
    await page.screenshot({ path: join(dir, `${name}-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Kept recordings in the extension's IndexedDB (the popup and the background share its origin). */
const keptRecordings = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const req = indexedDB.open('mynd-voice', 1);
        req.onupgradeneeded = () => req.result.createObjectStore('recordings', { keyPath: 'clientId' });
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const count = req.result.transaction('recordings').objectStore('recordings').count();
          count.onsuccess = () => {
            req.result.close();
            resolve(count.result);
          };
        };
      }),
  );

export async function voiceFlows(ctx) {
  const { step, browser, ARTIFACTS, api, token, sw } = ctx;
  const uploads = [];
  const watchUploads = (page) =>
    page.on('request', (req) => {
      if (req.url().endsWith('/api/speech-to-text')) uploads.push(req);
    });

  await step('voice: no transcription on the server → the mic says so before recording', async () => {
    ctx.proxy.setMode('up');
    await ctx.popup.close();
    ctx.popup = await popupPage(browser);
    watchUploads(ctx.popup);
    const pagesBefore = browser.context.pages().length;
    const mic = ctx.popup.getByRole('button', { name: 'Start voice input' });
    // Chromium 156's real API: SpeechRecognition.available({processLocally}) says 'downloadable', so the popup
    // first offers on-device recognition; the click asks install(), which fails offline → unavailable.
    await ctx.popup.locator('[data-voice-mode="on-device"], [data-voice-mode="none"]').waitFor();
    await mic.click({ force: true });
    await ctx.popup.getByText('Voice Input Unavailable').first().waitFor({ timeout: 20_000 });
    await ctx.popup.locator('[data-voice-mode="none"]').waitFor();
    const title = await mic.getAttribute('title');
    assert(/no speech-to-text service/.test(title ?? ''), `title ${title}`);
    await themes(ctx.popup, ARTIFACTS, 'popup-voice-unavailable');
    assert(browser.context.pages().length === pagesBefore, 'no microphone page was opened');
    assert(uploads.length === 0, `${uploads.length} uploads`);
    assert((await ctx.popup.getByText('Recording started').count()) === 0, 'nothing was recorded');
  });

  const whisper = await startFakeWhisper({ text: 'Water the plants on Friday.' });
  ctx.cleanups.push(() => whisper.stop());
  await step(
    'voice: with OPENAI_TRANSCRIBE_BASE_URL, first use asks for the mic, then transcribes',
    async () => {
      await ctx.server.stop();
      ctx.serverOptions = { ...ctx.serverOptions, env: { OPENAI_TRANSCRIBE_BASE_URL: whisper.baseUrl } };
      ctx.server = await startMyndServer(ctx.serverOptions);
      const health = await (await fetch(`${ctx.server.url}/api/health`)).json();
      assert(health.transcription === true && health.ai === 'local', `health ${JSON.stringify(health)}`);
      await ctx.popup.close();
      ctx.popup = await popupPage(browser);
      watchUploads(ctx.popup);
      await ctx.popup.locator('[data-voice-mode="server"]').waitFor();
      const mic = ctx.popup.getByRole('button', { name: 'Start voice input' });
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
      await ctx.popup.getByText('Transcription complete').first().waitFor({ timeout: 15_000 });
      const box = ctx.popup.getByRole('textbox', { name: 'Mind dump' });
      assert((await box.inputValue()) === 'Water the plants on Friday.', `box ${await box.inputValue()}`);
      assert(uploads.length === 1, `${uploads.length} uploads`);
      const body = uploads[0].postDataJSON();
      assert(
        body.mimeType.startsWith('audio/webm') && body.audio.length > 500,
        `upload ${body.mimeType} ${body.audio.length}`,
      );
      assert(whisper.transcribed() === 1, `${whisper.transcribed()} transcriptions at the fake Whisper`);
      await box.fill('');
    },
  );

  await step(
    'voice: server down → the recording is kept; server back → transcribed and sent once',
    async () => {
      whisper.state.text = 'Renew the car insurance before May.';
      const before = whisper.transcribed();
      ctx.proxy.setMode('down');
      await ctx.popup.getByRole('button', { name: 'Start voice input' }).click();
      await ctx.popup.getByText('Recording started').first().waitFor();
      await ctx.popup.waitForTimeout(1200);
      await ctx.popup.getByRole('button', { name: 'Stop voice input' }).click();
      await ctx.popup.getByText('Recording saved').first().waitFor({ timeout: 20_000 });
      await ctx.popup.getByTestId('queue-count').getByText('1 capture waiting to send').waitFor();
      const queue = await sw.evaluate(async () => (await chrome.storage.local.get('queue')).queue);
      assert(queue.length === 1 && queue[0].audio && queue[0].text === '', `queue ${JSON.stringify(queue)}`);
      assert((await keptRecordings(ctx.popup)) === 1, 'the audio is in IndexedDB');
      await themes(ctx.popup, ARTIFACTS, 'popup-voice-kept');
      const options = await browser.context.newPage();
      await options.goto(`${browser.origin}/options.html`);
      await options.getByText('Voice recording — waiting to be transcribed').waitFor();
      await options.close();

      ctx.proxy.setMode('up');
      // Flush as the popup or the alarm would (a page's message reaches the background).
      await ctx.popup.evaluate(() => chrome.runtime.sendMessage({ type: 'flush' }));
      const dumps = async () =>
        (await api.mindDumps(token)).entries.filter(
          (e) => e.content === 'Renew the car insurance before May.',
        );
      await eventually(async () => (await dumps()).length === 1, {
        timeoutMs: 20_000,
        message: 'the recording to reach the server as a mind dump',
      });
      await ctx.popup.evaluate(() => chrome.runtime.sendMessage({ type: 'flush' }));
      assert((await dumps()).length === 1, 'processed exactly once');
      assert(whisper.transcribed() - before === 1, `${whisper.transcribed() - before} transcriptions`);
      assert((await keptRecordings(ctx.popup)) === 0, 'the audio was dropped once transcribed');
      const after = await sw.evaluate(async () => (await chrome.storage.local.get('queue')).queue);
      assert(after.length === 0, `queue ${JSON.stringify(after)}`);
    },
  );
}
