/**
 * @module queue/store — the capture queue (FIFO) and the failed list in `storage.local`. Only the background
 * writes them (pages ask it by message), so read-modify-write here never races another context.
 */
import { dropRecording, localTimeZone } from '@mynd/shared/browser';
import { type CaptureAccount, type SignedInAccount, sameAccount } from '@mynd/shared/domain';
import type { MindDumpSource } from '@mynd/shared/schemas';
import { type FailedItem, failedItem, type QueueItem, queueItem } from '../storage/items';

export interface NewCapture {
  text: string;
  source: MindDumpSource;
  timeZone?: string;
  /** Reused when the same draft is sent again, so the server recognises it. */
  clientId?: string;
  account?: CaptureAccount | null;
  /** A kept voice recording (its audio already in the recording store under `clientId`). */
  audio?: { mimeType: string };
}

export function currentTimeZone(): string | undefined {
  try {
    return localTimeZone();
  } catch {
    return undefined;
  }
}

/** Queues a capture; one already queued under the same clientId is kept as it is (never queued twice). */
export async function enqueue(capture: NewCapture, now = new Date()): Promise<QueueItem> {
  const queue = await queueItem.getValue();
  const existing = capture.clientId ? queue.find((i) => i.clientId === capture.clientId) : undefined;
  if (existing) return existing;
  const item: QueueItem = {
    clientId: capture.clientId ?? crypto.randomUUID(),
    text: capture.text,
    source: capture.source,
    timeZone: capture.timeZone ?? currentTimeZone(),
    createdAt: now.toISOString(),
    attempts: 0,
    lastError: null,
    account: capture.account ?? null,
    ...(capture.audio ? { audio: capture.audio } : {}),
  };
  await queueItem.setValue([...queue, item]);
  return item;
}

/** Drops a kept recording's audio (sent, transcribed or discarded); IndexedDB may be missing in tests. */
async function dropAudio(item: { clientId: string; audio?: unknown } | undefined): Promise<void> {
  if (item?.audio) await dropRecording(item.clientId).catch(() => {});
}

/** Takes a capture out of the queue; `keepAudio` when it moves on (to the failed list) rather than goes. */
export async function removeQueued(clientId: string, keepAudio = false): Promise<QueueItem | undefined> {
  const items = await queueItem.getValue();
  const found = items.find((i) => i.clientId === clientId);
  if (found) await queueItem.setValue(items.filter((i) => i.clientId !== clientId));
  if (!keepAudio) await dropAudio(found);
  return found;
}

/** A kept recording was transcribed: its text replaces the audio, which is dropped. */
export async function transcribedQueued(clientId: string, text: string): Promise<void> {
  const items = await queueItem.getValue();
  const found = items.find((i) => i.clientId === clientId);
  await queueItem.setValue(items.map((i) => (i.clientId === clientId ? { ...i, text, audio: null } : i)));
  await dropAudio(found);
}

export async function recordAttempt(clientId: string, lastError: string): Promise<void> {
  const items = await queueItem.getValue();
  await queueItem.setValue(
    items.map((i) => (i.clientId === clientId ? { ...i, attempts: i.attempts + 1, lastError } : i)),
  );
}

export async function moveToFailed(clientId: string, lastError: string, now = new Date()): Promise<void> {
  const item = await removeQueued(clientId, true);
  if (!item) return;
  const failed: FailedItem = { ...item, attempts: item.attempts + 1, lastError, failedAt: now.toISOString() };
  await failedItem.setValue([...(await failedItem.getValue()), failed]);
}

/** Puts a failed capture back at the end of the queue, keeping its clientId (it was never processed). */
export async function retryFailed(clientId: string): Promise<boolean> {
  const failed = await failedItem.getValue();
  const item = failed.find((i) => i.clientId === clientId);
  if (!item) return false;
  await failedItem.setValue(failed.filter((i) => i.clientId !== clientId));
  const { failedAt: _failedAt, ...queued } = item;
  await queueItem.setValue([...(await queueItem.getValue()), queued]);
  return true;
}

export async function discardFailed(clientId: string): Promise<boolean> {
  const failed = await failedItem.getValue();
  const item = failed.find((i) => i.clientId === clientId);
  if (!item) return false;
  await failedItem.setValue(failed.filter((i) => i.clientId !== clientId));
  await dropAudio(item);
  return true;
}

export async function takeFailed(clientId: string): Promise<FailedItem | undefined> {
  const failed = await failedItem.getValue();
  const item = failed.find((i) => i.clientId === clientId);
  if (item) await failedItem.setValue(failed.filter((i) => i.clientId !== clientId));
  return item;
}

/** Drops every queued capture held for another account than this one (the user chose to discard them). */
export async function discardHeld(account: SignedInAccount): Promise<number> {
  const items = await queueItem.getValue();
  const kept = items.filter((i) => !i.account || sameAccount(i.account, account));
  if (kept.length !== items.length) await queueItem.setValue(kept);
  for (const item of items) if (!kept.includes(item)) await dropAudio(item);
  return items.length - kept.length;
}

/** The signed-in account in the shape a queued capture records. */
export function accountOf(session: { userId?: string; email: string } | null): CaptureAccount | null {
  return session ? { userId: session.userId ?? '', email: session.email } : null;
}

/** An unowned capture (made signed out) becomes the account's that sends it, so a 401 cannot re-home it later. */
export async function claimForAccount(
  clientId: string,
  session: { userId?: string; email: string },
): Promise<void> {
  const items = await queueItem.getValue();
  await queueItem.setValue(
    items.map((i) => (i.clientId === clientId && !i.account ? { ...i, account: accountOf(session) } : i)),
  );
}
