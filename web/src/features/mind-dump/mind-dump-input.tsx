/**
 * @module The mind-dump input: 10,000-character text area with a coloured counter, the near-limit banner,
 * flash and beep, voice capture with a live transcript, Enter to submit and Shift+Enter for a newline.
 */

import {
  flashScreen,
  playWarningBeep,
  VOICE_INPUT_LABEL,
  VOICE_UNAVAILABLE_HINT,
} from '@mynd/shared/browser';
import {
  canSubmitMindDump,
  counterTone,
  isNearLimit,
  MIND_DUMP_BANNER_HIDE_MS,
  MIND_DUMP_LABEL,
  MIND_DUMP_LIMIT_WARNING,
  MIND_DUMP_MAX_CHARS,
  MIND_DUMP_PLACEHOLDER,
} from '@mynd/shared/domain';
import { AlertTriangle, Loader2, Mic, MicOff, Send, Square } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { useVoice } from '../voice/use-voice';

const TONE_CLASS = {
  muted: 'text-muted-foreground',
  warning: 'text-warning',
  destructive: 'text-destructive',
} as const;

export type MindDumpInputProps = {
  /** Resolves true when processed (the text is cleared), false when it failed (the text is kept). */
  onSubmit: (text: string) => Promise<boolean>;
  /** Disabled while something else is loading. */
  loading?: boolean;
  autoFocus?: boolean;
  /** For tests: replaces the Web Audio beep and flash. */
  onNearLimit?: () => void;
};

export function MindDumpInput({ onSubmit, loading = false, autoFocus, onNearLimit }: MindDumpInputProps) {
  const [text, setText] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [banner, setBanner] = useState(false);
  const wasNear = useRef(false);
  const counterId = useId();
  const voice = useVoice((heard) =>
    setText((t) => (t ? `${t} ${heard}` : heard).slice(0, MIND_DUMP_MAX_CHARS)),
  );
  const busy = submitting || loading;
  const near = isNearLimit(text.length);

  // The alarm fires once when the text crosses 9,900 characters, not on every keystroke after.
  useEffect(() => {
    if (near && !wasNear.current) {
      setBanner(true);
      if (onNearLimit) onNearLimit();
      else {
        flashScreen();
        playWarningBeep();
      }
    }
    wasNear.current = near;
  }, [near, onNearLimit]);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(false), MIND_DUMP_BANNER_HIDE_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  async function submit() {
    if (!canSubmitMindDump(text, busy)) return;
    setSubmitting(true);
    try {
      if (await onSubmit(text.trim())) setText('');
    } finally {
      setSubmitting(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  const listening = voice.state === 'listening';
  // No transcription anywhere: the mic stays clickable only to say why (before anything is recorded).
  const voiceUnavailable = voice.mode === 'none';
  const shown = listening && voice.interim ? `${text}${text ? ' ' : ''}${voice.interim}` : text;

  return (
    <div className="space-y-2">
      {banner && (
        <div
          role="alert"
          className="flex items-center gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive animate-pulse"
        >
          <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          {MIND_DUMP_LIMIT_WARNING}
        </div>
      )}
      <div
        className={cn(
          'relative rounded-xl border bg-card shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring',
          near ? 'border-destructive animate-pulse' : 'border-border',
        )}
      >
        <textarea
          aria-label={MIND_DUMP_LABEL}
          aria-describedby={counterId}
          className="block min-h-36 w-full resize-y rounded-t-xl bg-transparent px-4 pt-3 pb-2 text-base leading-relaxed text-foreground placeholder:text-muted-foreground focus:outline-none disabled:opacity-60"
          placeholder={MIND_DUMP_PLACEHOLDER}
          maxLength={MIND_DUMP_MAX_CHARS}
          value={shown}
          readOnly={listening}
          disabled={busy}
          // biome-ignore lint/a11y/noAutofocus: the dialog and the tab exist to type into this box.
          autoFocus={autoFocus}
          onChange={(e) => setText(e.target.value.slice(0, MIND_DUMP_MAX_CHARS))}
          onKeyDown={onKeyDown}
        />
        {/* Below the text, not over it: a long dump scrolls inside the box and never runs under the buttons. */}
        <div className="flex items-center justify-between gap-2 px-3 pb-2">
          <span
            id={counterId}
            data-tone={counterTone(text.length)}
            className={cn('text-xs tabular-nums', TONE_CLASS[counterTone(text.length)])}
          >
            {text.length.toLocaleString('en-US')} / {MIND_DUMP_MAX_CHARS.toLocaleString('en-US')}
          </span>
          <div className="flex items-center gap-1.5">
            <button
              type="button"
              onClick={voice.toggle}
              disabled={busy || voice.state === 'transcribing'}
              aria-pressed={listening}
              aria-label={listening ? VOICE_INPUT_LABEL.stop : VOICE_INPUT_LABEL.start}
              aria-disabled={voiceUnavailable || undefined}
              title={voiceUnavailable ? VOICE_UNAVAILABLE_HINT : undefined}
              data-voice-mode={voice.mode ?? 'checking'}
              className={cn(
                'inline-flex size-9 items-center justify-center rounded-lg border transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
                listening
                  ? 'border-destructive bg-destructive text-destructive-foreground animate-pulse'
                  : 'border-border bg-background text-muted-foreground hover:text-foreground',
                voiceUnavailable && 'border-dashed opacity-60',
              )}
            >
              {voice.state === 'transcribing' ? (
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              ) : listening ? (
                <Square className="size-4" aria-hidden="true" />
              ) : voiceUnavailable ? (
                <MicOff className="size-4" aria-hidden="true" />
              ) : (
                <Mic className="size-4" aria-hidden="true" />
              )}
            </button>
            <button
              type="button"
              onClick={() => void submit()}
              disabled={!canSubmitMindDump(text, busy) || listening}
              aria-label="Send mind dump"
              className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-primary px-3 text-sm font-medium text-primary-foreground shadow-sm transition-opacity hover:opacity-90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-50"
            >
              {submitting ? (
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <Send className="size-4" aria-hidden="true" />
              )}
              <span className="hidden sm:inline">{submitting ? 'Processing...' : 'Send'}</span>
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
