import { describe, expect, it, vi } from 'vitest';
import type { Recording } from './audio-recorder.js';
import type { RecognitionLike, RecognitionResultEvent } from './speech-recognizer.js';
import { createVoiceController, type Notice } from './voice-controller.js';
import { VOICE_KEPT, VOICE_MESSAGES } from './voice-messages.js';

class FakeRecognition implements RecognitionLike {
  static last: FakeRecognition | null = null;
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  processLocally?: boolean;
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

describe('voice controller — capability before recording', () => {
  const recording = (): Recording => ({ stop: async () => new Blob(['abc']), cancel: () => {} });

  it('says voice is unavailable, and records nothing, when neither server nor browser can transcribe', async () => {
    const record = vi.fn(async () => recording());
    const modes: string[] = [];
    const h = harness({
      recognition: FakeRecognition,
      record,
      serverTranscribes: async () => false,
      onMode: (m) => modes.push(m),
    });
    await h.controller.toggle();
    expect(modes).toEqual(['none']);
    expect(h.notices).toEqual([{ ...VOICE_MESSAGES.unavailable, variant: 'destructive' }]);
    expect(record).not.toHaveBeenCalled();
    expect(h.controller.state).toBe('idle');
  });

  it('uses on-device recognition (processLocally) when the browser has it, with no server', async () => {
    class OnDevice extends FakeRecognition {
      static available = vi.fn(async () => 'available');
      static install = vi.fn(async () => true);
    }
    const h = harness({ recognition: OnDevice, serverTranscribes: async () => false });
    await h.controller.toggle();
    expect(h.controller.mode).toBe('on-device');
    expect(FakeRecognition.last?.processLocally).toBe(true);
    expect(OnDevice.install).not.toHaveBeenCalled();
    FakeRecognition.last!.say([{ text: 'buy milk', final: true }]);
    await h.controller.toggle();
    expect(h.finals).toEqual(['buy milk']);
  });

  it('installs the language pack on the first click when it is only downloadable', async () => {
    class Downloadable extends FakeRecognition {
      static available = vi.fn(async () => 'downloadable');
      static install = vi.fn(async () => true);
    }
    const h = harness({ recognition: Downloadable, serverTranscribes: async () => false });
    await h.controller.toggle();
    expect(Downloadable.install).toHaveBeenCalledTimes(1);
    expect(FakeRecognition.last?.processLocally).toBe(true);
    expect(h.controller.state).toBe('listening');
  });

  it('a failed install with no server transcription says unavailable', async () => {
    class Refused extends FakeRecognition {
      static available = vi.fn(async () => 'downloadable');
      static install = vi.fn(async () => false);
    }
    const h = harness({ recognition: Refused, serverTranscribes: async () => false });
    await h.controller.toggle();
    expect(h.notices.at(-1)?.title).toBe('Voice Input Unavailable');
    expect(h.controller.state).toBe('idle');
  });

  it('records for the server when it transcribes, or when its answer is unknown (unreachable)', async () => {
    for (const server of [true, null]) {
      const record = vi.fn(async () => recording());
      const h = harness({ recognition: null, record, serverTranscribes: async () => server });
      await h.controller.toggle();
      expect(h.controller.mode).toBe('server');
      expect(record).toHaveBeenCalledTimes(1);
    }
  });
});

describe('voice controller — a recording is never thrown away', () => {
  const recording = (): Recording => ({
    stop: async () => new Blob(['abc'], { type: 'audio/webm' }),
    cancel: () => {},
  });

  it('keeps the audio when transcription fails, and says so instead of an error', async () => {
    const keep = vi.fn(async () => true);
    const h = harness({
      recognition: null,
      record: async () => recording(),
      transcribe: vi.fn().mockRejectedValue(Object.assign(new Error('offline'), { status: 0 })),
      keep,
    });
    await h.controller.toggle();
    await h.controller.toggle();
    expect(keep).toHaveBeenCalledTimes(1);
    const [blob, mimeType] = keep.mock.calls[0] as unknown as [Blob, string];
    expect([await blob.text(), mimeType]).toEqual(['abc', 'audio/webm']);
    expect(h.notices.at(-1)).toEqual(VOICE_KEPT);
    expect(h.finals).toEqual([]);
    expect(h.controller.state).toBe('idle');
  });

  it('shows the transcription error when the audio could not be kept', async () => {
    const h = harness({
      recognition: null,
      record: async () => recording(),
      transcribe: vi.fn().mockRejectedValue(new Error('x')),
      keep: async () => false,
    });
    await h.controller.toggle();
    await h.controller.toggle();
    expect(h.notices.at(-1)?.title).toBe('Transcription Error');
  });
});
