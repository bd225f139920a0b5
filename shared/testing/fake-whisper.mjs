/**
 * @module @mynd/shared/testing/fake-whisper — a local stand-in for a Whisper-compatible transcription server
 * (`POST …/audio/transcriptions`, multipart, answers `{text}`), for the browser suites: the server under test
 * is started with `OPENAI_TRANSCRIBE_BASE_URL` pointing here. It can be switched to fail (503), and it counts
 * what it received.
 */
import { createServer } from 'node:http';

/** @param {{ text?: string }} [options] */
export async function startFakeWhisper({ text = 'Water the plants on Friday.' } = {}) {
  const state = { text, failing: false, requests: [] };
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const ok = req.method === 'POST' && req.url?.endsWith('/audio/transcriptions');
      state.requests.push({ path: req.url, bytes: body.length, failed: state.failing || !ok });
      if (!ok) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      } else if (state.failing) {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'transcriber is down' } }));
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: state.text }));
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    /** The OPENAI_TRANSCRIBE_BASE_URL to give the server. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    state,
    /** Transcriptions answered with text (not failed ones). */
    transcribed: () => state.requests.filter((r) => !r.failed).length,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
