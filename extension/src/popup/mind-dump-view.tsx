/**
 * @module popup/mind-dump-view — the spec's mind-dump input in the popup: counter colours, Enter submits,
 * Shift+Enter newline, the text kept on failure and as a draft while the popup is closed; then the result.
 */
import {
  canSubmitMindDump,
  MIND_DUMP_LIMIT_WARNING,
  MIND_DUMP_MAX_CHARS,
  MIND_DUMP_PLACEHOLDER,
} from '@mynd/shared/domain';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { describeOutcome } from '../background/describe-outcome';
import { sendToBackground } from '../messaging/protocol';
import { draftItem } from '../storage/items';
import { MicIcon, StopIcon } from '../ui/icons';
import type { PushToast } from '../ui/toasts';
import { counter, keyAction, type ResultView as ResultModel, resultView } from './logic';
import { useNearLimit } from './near-limit';
import { ResultView } from './result-view';
import { useVoice } from './use-voice';

interface Props {
  serverUrl: string;
  initialText: string;
  /** Captures waiting in the queue: the "saved for later" notice goes once they are sent. */
  queued: number;
  toast: PushToast;
}

export function MindDumpView({ serverUrl, initialText, queued, toast }: Props) {
  const [text, setTextState] = useState(initialText);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ResultModel | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'warning' | 'destructive' } | null>(null);
  const usedVoice = useRef(false);
  const { banner, flash } = useNearLimit(text.length);
  useEffect(() => {
    if (queued === 0) setNotice(null);
  }, [queued]);

  function setText(next: string) {
    const clipped = next.slice(0, MIND_DUMP_MAX_CHARS);
    setTextState(clipped);
    void draftItem.setValue(clipped);
  }

  const voice = useVoice(toast, (spoken) => {
    usedVoice.current = true;
    setTextState((current) => {
      const next = (current.trim() ? `${current.trimEnd()} ${spoken}` : spoken).slice(0, MIND_DUMP_MAX_CHARS);
      void draftItem.setValue(next);
      return next;
    });
  });

  async function submit() {
    if (!canSubmitMindDump(text, busy || voice.state !== 'idle')) return;
    setBusy(true);
    setNotice(null);
    // The background queues the capture before sending it: from here on the draft would be a second copy
    // (were the popup closed mid-send). It comes back if the capture is refused.
    const draft = text;
    await draftItem.setValue('');
    try {
      const outcome = await sendToBackground('capture', {
        text: text.trim(),
        source: { kind: usedVoice.current ? 'voice' : 'extension' },
      });
      const described = describeOutcome(outcome);
      if (outcome.status === 'rejected') {
        void draftItem.setValue(draft);
        toast({ title: described.title, description: described.message, variant: 'destructive' });
        return;
      }
      // Sent or safely queued: either way the capture is no longer only in this text box.
      usedVoice.current = false;
      setText('');
      if (outcome.status === 'sent') {
        toast({ title: described.title });
        setResult(outcome.result ? resultView(serverUrl, outcome.result) : null);
      } else {
        setResult(null);
        setNotice({ text: `${described.title}: ${described.message}`, tone: 'warning' });
      }
    } catch {
      void draftItem.setValue(draft);
      toast({
        title: 'Processing Failed',
        description: 'Failed to process your mind dump. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (
      keyAction({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }) ===
      'submit'
    ) {
      event.preventDefault();
      void submit();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  const count = counter(text.length);
  const recording = voice.state === 'listening';
  return (
    <>
      <form className={`dump${flash ? ' flash' : ''}`} aria-label="Mind dump" onSubmit={onSubmit}>
        {banner ? (
          <p className="limit-banner" role="alert">
            {MIND_DUMP_LIMIT_WARNING}
          </p>
        ) : null}
        <label className="sr-only" htmlFor="mind-dump-text">
          Mind dump
        </label>
        <textarea
          id="mind-dump-text"
          className="dump-input"
          rows={7}
          maxLength={MIND_DUMP_MAX_CHARS}
          placeholder={MIND_DUMP_PLACEHOLDER}
          value={text}
          disabled={busy}
          // biome-ignore lint/a11y/noAutofocus: the popup exists to type into; focus is where the user expects it.
          autoFocus
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className="dump-actions">
          <span className={`counter tone-${count.tone}`} data-testid="counter">
            {count.text}
          </span>
          <span className="spacer" />
          <button
            type="button"
            className="btn btn-icon"
            aria-pressed={recording}
            aria-label={recording ? 'Stop voice input' : 'Start voice input'}
            disabled={busy || voice.state === 'transcribing'}
            onClick={voice.toggle}
          >
            {recording ? <StopIcon /> : <MicIcon />}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={!canSubmitMindDump(text, busy || voice.state !== 'idle')}
          >
            {busy ? 'Sending…' : 'Send'}
          </button>
        </div>
      </form>
      {recording && voice.interim ? (
        <p className="muted interim" aria-live="polite">
          {voice.interim}
        </p>
      ) : null}
      {notice ? (
        <p className={`notice notice-${notice.tone}`} role="status">
          {notice.text}
        </p>
      ) : null}
      {result ? <ResultView view={result} /> : null}
    </>
  );
}
