/**
 * @module capture-queue/pending-captures — the strip under the tab bar while captures wait: "Waiting to send (N)"
 * with each capture's first line (a kept voice recording: "Voice recording — waiting to be transcribed", with
 * "Discard") and a "Send now" button; captures the server refused, each with its reason and
 * "Discard"; and, when another account's captures are stored in this browser, the shared held-captures notice
 * (never their text) with "Discard them".
 */
import { WAITING_RECORDING_LABEL } from '@mynd/shared/browser';
import {
  DISCARD_HELD_LABEL,
  heldCaptures,
  heldCapturesNotice,
  isCaptureFor,
  SEND_NOW_LABEL,
} from '@mynd/shared/domain';
import { useAtomValue } from 'jotai';
import { CloudOff, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { userAtom } from '../auth/session';
import { flushCaptures } from './flush';
import { discardHeldCaptures, removeCapture } from './store';
import { capturesAtom, useAnnounceSent } from './use-capture-queue';

export const WAITING_TITLE = 'Waiting to send';

function firstLine(text: string): string {
  const line = text.split('\n', 1)[0] ?? '';
  return line.length > 90 ? `${line.slice(0, 89)}…` : line;
}

export function PendingCaptures() {
  const user = useAtomValue(userAtom);
  const captures = useAtomValue(capturesAtom);
  const announce = useAnnounceSent();
  const [sending, setSending] = useState(false);
  if (!user) return null;
  const account = { userId: user.id, email: user.email };
  const mine = captures.filter((c) => isCaptureFor(c.account, account));
  const waiting = mine.filter((c) => c.status === 'queued');
  const refused = mine.filter((c) => c.status === 'rejected');
  const held = heldCaptures(captures, account);
  if (waiting.length === 0 && refused.length === 0 && held.length === 0) return null;

  const sendNow = async () => {
    setSending(true);
    try {
      announce(await flushCaptures());
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      aria-label="Captures waiting to send"
      className="mx-auto mt-3 w-full max-w-7xl px-3 sm:px-6"
      data-testid="pending-captures"
    >
      <div className="space-y-2 rounded-xl border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
        {waiting.length > 0 && (
          <div className="space-y-1.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="flex items-center gap-2 font-medium text-foreground">
                <CloudOff className="size-4 text-warning" aria-hidden="true" />
                {WAITING_TITLE}{' '}
                <span className="tabular-nums" data-testid="pending-count">
                  ({waiting.length})
                </span>
              </h2>
              <Button size="sm" variant="outline" onClick={() => void sendNow()} disabled={sending}>
                <Send aria-hidden />
                {sending ? 'Sending…' : SEND_NOW_LABEL}
              </Button>
            </div>
            <ul className="space-y-0.5 text-muted-foreground">
              {waiting.map((c) => (
                <li key={c.clientId} className="flex items-center gap-2" data-testid="pending-capture">
                  <span className="min-w-0 truncate">
                    {c.audio ? WAITING_RECORDING_LABEL : firstLine(c.text)}
                    {c.lastError && <span className="ml-2 text-xs">— {c.lastError}</span>}
                  </span>
                  {c.audio && (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="ml-auto h-7"
                      onClick={() => void removeCapture(c.clientId)}
                    >
                      <Trash2 aria-hidden />
                      Discard
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        {refused.map((c) => (
          <div key={c.clientId} className="flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 truncate text-foreground">
              Not sent: “{c.audio ? WAITING_RECORDING_LABEL : firstLine(c.text)}” —{' '}
              <span className="text-destructive">{c.lastError}</span>
            </p>
            <Button size="sm" variant="ghost" onClick={() => void removeCapture(c.clientId)}>
              <Trash2 aria-hidden />
              Discard
            </Button>
          </div>
        ))}
        {held.map((g) => (
          <div key={g.userId || g.email} className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-foreground" data-testid="held-captures">
              {heldCapturesNotice(g.count, g.email)}
            </p>
            <Button size="sm" variant="ghost" onClick={() => void discardHeldCaptures(account)}>
              <Trash2 aria-hidden />
              {DISCARD_HELD_LABEL}
            </Button>
          </div>
        ))}
      </div>
    </section>
  );
}
