/**
 * @module A small Server-Sent Events reader for tests: reads `event: change` frames from a streaming Response
 * with a time limit, so a missing event fails the test instead of hanging it.
 */
export interface ChangeFrame {
  topic: string;
  at: string;
}

export interface SseReader {
  /** Everything received so far, raw. */
  readonly raw: string;
  /** Resolves with the next `change` event, or rejects after `timeoutMs`. */
  nextChange(timeoutMs?: number): Promise<ChangeFrame>;
  /** Stops reading and cancels the stream. */
  close(): Promise<void>;
}

export function readSse(response: Response): SseReader {
  if (!response.body) throw new Error('The events response has no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let raw = '';
  let consumed = 0;
  let pending: ReturnType<typeof reader.read> | undefined;

  const takeFrame = (): ChangeFrame | undefined => {
    for (;;) {
      const end = raw.indexOf('\n\n', consumed);
      if (end < 0) return undefined;
      const frame = raw.slice(consumed, end);
      consumed = end + 2;
      const lines = frame.split('\n');
      if (!lines.includes('event: change')) continue;
      const data = lines.find((l) => l.startsWith('data: '));
      if (data) return JSON.parse(data.slice('data: '.length)) as ChangeFrame;
    }
  };

  return {
    get raw() {
      return raw;
    },
    async nextChange(timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const frame = takeFrame();
        if (frame) return frame;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`No change event within ${timeoutMs} ms; received: ${JSON.stringify(raw)}`);
        pending ??= reader.read();
        let timer: ReturnType<typeof setTimeout> | undefined;
        const result = await Promise.race([
          pending,
          new Promise<'timeout'>((resolve) => {
            timer = setTimeout(() => resolve('timeout'), left);
          }),
        ]);
        clearTimeout(timer);
        if (result === 'timeout') continue;
        pending = undefined;
        if (result.done) throw new Error(`The events stream ended; received: ${JSON.stringify(raw)}`);
        raw += decoder.decode(result.value, { stream: true });
      }
    },
    async close() {
      await reader.cancel().catch(() => {});
    },
  };
}
