/**
 * @module popup/mind-dump-view — the spec's mind-dump input in the popup: counter colours, Enter submits,
 * Shift+Enter newline, the text kept on failure and as a draft while the popup is closed; then the result.
 */

import { VOICE_INPUT_LABEL, VOICE_UNAVAILABLE_HINT } from '@mynd/shared/browser';
import {
  canSubmitMindDump,
  MIND_DUMP_FAILED_MESSAGE,
  MIND_DUMP_LABEL,
  MIND_DUMP_LIMIT_WARNING,
  MIND_DUMP_MAX_CHARS,
  MIND_DUMP_PLACEHOLDER,
  PROCESSING_FAILED_TITLE,
  pageCapture,
} from '@mynd/shared/domain';
import type { MindDumpSource } from '@mynd/shared/schemas';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { browser } from 'wxt/browser';
import { describeOutcome } from '../background/describe-outcome';
import { sendToBackground } from '../messaging/protocol';
import { draftClientIdItem, draftItem, queueItem } from '../storage/items';
import { MicIcon, MicOffIcon, StopIcon } from '../ui/icons';
import type { PushToast } from '../ui/toasts';
import { counter, keyAction, type ResultView as ResultModel, resultView } from './logic';
import { useNearLimit } from './near-limit';
import { ResultView } from './result-view';
import { useVoice } from './use-voice';

interface Props {
  serverUrl: string;
  initialText: string;
  /** The clientId the draft was last submitted under, if it was (sending it again is the same capture). */
  initialClientId?: string | null;
  /** Captures waiting in the queue: the "saved for later" notice goes once they are sent. */
  queued: number;
  toast: PushToast;
}

type Notice = { text: string; tone: 'info' | 'warning' | 'destructive'; pending?: boolean };

const SAVED_SENDING = 'Saved — sending…';

export function MindDumpView({ serverUrl, initialText, initialClientId = null, queued, toast }: Props) {
  const [text, setTextState] = useState(initialText);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ResultModel | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const usedVoice = useRef(false);
  /** The page "Add this page" put into the text: sent as the capture's source while its address is still there. */
  const page = useRef<{ url: string; title?: string } | null>(null);
  const clientId = useRef<string | null>(initialClientId);
  const input = useRef<HTMLTextAreaElement>(null);
  const { banner, flash } = useNearLimit(text.length);
  useEffect(() => {
    if (queued === 0) setNotice((n) => (n?.pending ? { text: 'Sent to Mynd.', tone: 'info' } : n));
  }, [queued]);
  // Back to the text box once a send is over, ready for the next thought.
  useEffect(() => {
    if (!busy) input.current?.focus();
  }, [busy]);

  function setText(next: string) {
    const clipped = next.slice(0, MIND_DUMP_MAX_CHARS);
    setTextState(clipped);
    void draftItem.setValue(clipped);
    // Edited text is a new capture; unchanged text sent again keeps its clientId.
    if (clientId.current) {
      clientId.current = null;
      void draftClientIdItem.setValue(null);
    }
  }

  /** The capture is in the background's queue: it can no longer be lost, so the text box is free again. */
  function markSaved() {
    setText('');
    usedVoice.current = false;
    page.current = null;
    setNotice({ text: SAVED_SENDING, tone: 'info', pending: true });
  }

  const voice = useVoice(
    toast,
    (spoken) => {
      usedVoice.current = true;
      setTextState((current) => {
        const next = (current.trim() ? `${current.trimEnd()} ${spoken}` : spoken).slice(
          0,
          MIND_DUMP_MAX_CHARS,
        );
        void draftItem.setValue(next);
        return next;
      });
    },
    serverUrl,
  );

  /** "Add this page": the active tab's title and address into the text box (after any draft), page as source. */
  async function addPage() {
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    const capture = pageCapture(tab);
    if (!capture) {
      toast({
        title: 'This page cannot be added',
        description: 'Only web pages (http or https) can be sent.',
      });
      return;
    }
    page.current = { url: capture.url, ...(capture.title ? { title: capture.title } : {}) };
    setText(text.trim() ? `${text.trimEnd()}\n${capture.text}` : capture.text);
    input.current?.focus();
  }

  function sourceFor(draft: string): MindDumpSource {
    const kind = usedVoice.current ? 'voice' : 'extension';
    const from = page.current;
    return from && draft.includes(from.url) ? { kind, ...from } : { kind };
  }

  async function submit() {
    if (!canSubmitMindDump(text, busy || voice.state !== 'idle')) return;
    setBusy(true);
    setNotice(null);
    setResult(null);
    const draft = text;
    const id = clientId.current ?? crypto.randomUUID();
    clientId.current = id;
    await draftClientIdItem.setValue(id);
    // From the moment the background has queued it, the capture is safe: say so, whatever happens next.
    let saved = false;
    const onQueue = (items: { clientId: string }[]) => {
      if (saved || !items.some((i) => i.clientId === id)) return;
      saved = true;
      markSaved();
    };
    const unwatch = queueItem.watch(onQueue);
    try {
      const outcome = await sendToBackground('capture', {
        text: draft.trim(),
        source: sourceFor(draft),
        clientId: id,
      });
      const described = describeOutcome(outcome);
      if (outcome.status === 'rejected') {
        setTextState(draft);
        void draftItem.setValue(draft);
        toast({ title: described.title, description: described.message, variant: 'destructive' });
        setNotice(null);
        return;
      }
      // Sent or safely queued: either way the capture is no longer only in this text box.
      if (!saved) markSaved();
      clientId.current = null;
      void draftClientIdItem.setValue(null);
      if (outcome.status === 'sent') {
        toast({ title: described.title });
        setNotice(null);
        setResult(outcome.result ? resultView(serverUrl, outcome.result) : null);
      } else {
        setNotice({ text: `${described.title}: ${described.message}`, tone: 'warning', pending: true });
      }
    } catch {
      // The background stopped mid-request (Chrome ends idle or updated workers on its own). If it had queued
      // the capture, it is saved and a woken background sends it; otherwise the draft keeps its clientId, so
      // sending it again cannot process it twice.
      const queue = await queueItem.getValue();
      onQueue(queue);
      if (saved) {
        clientId.current = null;
        void draftClientIdItem.setValue(null);
        if (queue.some((i) => i.clientId === id)) void sendToBackground('flush', {}).catch(() => undefined);
        else setNotice({ text: 'Sent to Mynd.', tone: 'info' });
      } else {
        setTextState(draft);
        void draftItem.setValue(draft);
        toast({
          title: PROCESSING_FAILED_TITLE,
          description: MIND_DUMP_FAILED_MESSAGE,
          variant: 'destructive',
        });
      }
    } finally {
      unwatch();
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
      <form className={`dump${flash ? ' flash' : ''}`} aria-label={MIND_DUMP_LABEL} onSubmit={onSubmit}>
        {banner ? (
          <p className="limit-banner" role="alert">
            {MIND_DUMP_LIMIT_WARNING}
          </p>
        ) : null}
        <label className="sr-only" htmlFor="mind-dump-text">
          {MIND_DUMP_LABEL}
        </label>
        <textarea
          id="mind-dump-text"
          ref={input}
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
          <button type="button" className="btn" disabled={busy} onClick={() => void addPage()}>
            Add this page
          </button>
          <button
            type="button"
            className="btn btn-icon"
            aria-pressed={recording}
            aria-label={recording ? VOICE_INPUT_LABEL.stop : VOICE_INPUT_LABEL.start}
            aria-disabled={voice.mode === 'none' || undefined}
            title={voice.mode === 'none' ? VOICE_UNAVAILABLE_HINT : undefined}
            data-voice-mode={voice.mode ?? 'checking'}
            disabled={busy || voice.state === 'transcribing'}
            onClick={voice.toggle}
          >
            {recording ? <StopIcon /> : voice.mode === 'none' ? <MicOffIcon /> : <MicIcon />}
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
