import { describe, expect, it, vi } from 'vitest';
import type { Recording } from './audio-recorder.js';
import type { RecognitionLike, RecognitionResultEvent } from './speech-recognizer.js';
import { createVoiceController, type Notice } from './voice-controller.js';

class FakeRecognition implements RecognitionLike {
  static last: FakeRecognition | null = null;
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {}
  say(parts: { text: string; final: boolean }[], resultIndex = 0) {
    const results = parts.map((p) => Object.assign({ isFinal: p.final }, { 0: { transcript: p.text } }));
    this.onresult?.({ resultIndex, results });
  }
}

function harness(overrides: Partial<Parameters<typeof createVoiceController>[0]> = {}) {
  const notices: Notice[] = [];
  const interim: string[] = [];
  const finals: string[] = [];
  const controller = createVoiceController({
    transcribe: vi.fn(async () => 'transcribed words'),
    notify: (n) => notices.push(n),
    onInterim: (t) => interim.push(t),
    onFinalText: (t) => finals.push(t),
    onState: () => {},
    ...overrides,
  });
  return { controller, notices, interim, finals };
}

describe('voice controller — Web Speech', () => {
  it('listens in en-US, continuously, shows interim text live and appends the final text', async () => {
    const h = harness({ recognition: FakeRecognition });
    await h.controller.toggle();
    const rec = FakeRecognition.last!;
    expect([rec.lang, rec.continuous, rec.interimResults, rec.started]).toEqual(['en-US', true, true, true]);
    expect(h.controller.state).toBe('listening');
    expect(h.notices[0]).toEqual({
      title: 'Recording started',
      description: 'Speak now. Click stop when finished.',
    });
    rec.say([{ text: 'call ana', final: false }]);
    expect(h.interim.at(-1)).toBe('call ana');
    rec.say([{ text: 'call ana tomorrow', final: true }]);
    await h.controller.toggle();
    expect(h.finals).toEqual(['call ana tomorrow']);
    expect(h.controller.state).toBe('idle');
  });

  it('reports a refused microphone', async () => {
    const h = harness({ recognition: FakeRecognition });
    await h.controller.toggle();
    FakeRecognition.last!.onerror?.({ error: 'not-allowed' });
    expect(h.notices.at(-1)).toMatchObject({ title: 'Microphone Access Denied', variant: 'destructive' });
  });
});

describe('voice controller — recording fallback', () => {
  const recording = (): Recording => ({
    stop: async () => new Blob(['abc'], { type: 'audio/webm' }),
    cancel: () => {},
  });

  it('records, sends base64 audio for transcription and appends the text', async () => {
    const transcribe = vi.fn(async () => 'hello there');
    const h = harness({ recognition: null, record: async () => recording(), transcribe });
    await h.controller.toggle();
    expect(h.controller.state).toBe('listening');
    await h.controller.toggle();
    expect(transcribe).toHaveBeenCalledWith('YWJj', 'audio/webm');
    expect(h.finals).toEqual(['hello there']);
    expect(h.notices.map((n) => n.title)).toEqual([
      'Recording started',
      'Processing speech...',
      'Transcription complete',
    ]);
  });

  it('shows the server message of a 503 and the spec text otherwise', async () => {
    const unavailable = Object.assign(new Error('Speech-to-text is not configured on this server'), {
      status: 503,
    });
    const h = harness({
      recognition: null,
      record: async () => recording(),
      transcribe: vi.fn().mockRejectedValue(unavailable),
    });
    await h.controller.toggle();
    await h.controller.toggle();
    expect(h.notices.at(-1)).toEqual({
      title: 'Transcription Error',
      description: 'Speech-to-text is not configured on this server',
      variant: 'destructive',
    });
    const h2 = harness({
      recognition: null,
      record: async () => recording(),
      transcribe: vi.fn().mockRejectedValue(new Error('x')),
    });
    await h2.controller.toggle();
    await h2.controller.toggle();
    expect(h2.notices.at(-1)?.description).toBe('Failed to transcribe audio. Please try again.');
  });

  it('maps a denied microphone and other start failures', async () => {
    const denied = harness({
      recognition: null,
      record: async () => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })),
    });
    await denied.controller.toggle();
    expect(denied.notices.at(-1)?.title).toBe('Microphone Access Denied');
    const broken = harness({ recognition: null, record: async () => Promise.reject(new Error('boom')) });
    await broken.controller.toggle();
    expect(broken.notices.at(-1)).toMatchObject({
      title: 'Recording Error',
      description: 'Failed to start recording. Please try again.',
    });
  });

  it('switches to recording when Web Speech fails for a reason other than permission', async () => {
    const record = vi.fn(async () => recording());
    const h = harness({ recognition: FakeRecognition, record });
    await h.controller.toggle();
    FakeRecognition.last!.onerror?.({ error: 'network' });
    FakeRecognition.last!.onend?.();
    await vi.waitFor(() => expect(record).toHaveBeenCalled());
    expect(h.controller.state).toBe('listening');
  });
});
