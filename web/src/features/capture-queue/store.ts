/**
 * @module capture-queue/store — the web app's capture queue in IndexedDB (`idb`): mind dumps that could not be
 * sent yet, each with its clientId and the account it was made under, in the order they were made. Refused
 * captures (400) stay beside them as `rejected` until the user discards them. A voice recording that could not
 * be transcribed waits here as a capture with `audio` (its audio in the shared recording store, by clientId)
 * until the flush transcribes it or the user discards it. Every change is announced to this
 * tab's listeners and, through a BroadcastChannel, to the app's other tabs.
 */
import { dropRecording } from '@mynd/shared/browser';
import type { CaptureAccount, SignedInAccount } from '@mynd/shared/domain';
import { sameAccount } from '@mynd/shared/domain';
import type { MindDumpSource } from '@mynd/shared/schemas';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

export interface StoredCapture {
  clientId: string;
  text: string;
  source: MindDumpSource;
  timeZone?: string | undefined;
  account: CaptureAccount | null;
  /** Milliseconds since the epoch plus a sequence, so captures made in the same millisecond keep their order. */
  order: number;
  createdAt: string;
  attempts: number;
  lastError: string | null;
  status: 'queued' | 'rejected';
  /** A kept voice recording not transcribed yet (`text` is empty until it is). */
  audio?: { mimeType: string } | null;
}

interface CaptureDb extends DBSchema {
  captures: { key: string; value: StoredCapture; indexes: { order: number } };
}

const DB_NAME = 'mynd-captures';
const CHANNEL = 'mynd-captures';

let dbPromise: Promise<IDBPDatabase<CaptureDb>> | null = null;
function db(): Promise<IDBPDatabase<CaptureDb>> {
  dbPromise ??= openDB<CaptureDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('captures', { keyPath: 'clientId' }).createIndex('order', 'order');
    },
  });
  return dbPromise;
}

const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
channel?.addEventListener('message', () => {
  for (const listener of listeners) listener();
});

function changed(): void {
  for (const listener of listeners) listener();
  channel?.postMessage('changed');
}

/** Called after any change to the queue, in this tab or another. Returns the unsubscribe function. */
export function onCapturesChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every stored capture (queued and rejected), oldest first. */
export async function allCaptures(): Promise<StoredCapture[]> {
  return (await db()).getAllFromIndex('captures', 'order');
}

export async function queuedCaptures(): Promise<StoredCapture[]> {
  return (await allCaptures()).filter((c) => c.status === 'queued');
}

let sequence = 0;
export interface NewCapture {
  text: string;
  source: MindDumpSource;
  timeZone?: string | undefined;
  account: CaptureAccount;
  /** Given when something else (a kept recording) is already stored under it. */
  clientId?: string;
  audio?: { mimeType: string };
}

/** Stores a capture before anything is sent, so closing the tab mid-request loses nothing. */
export async function enqueueCapture(capture: NewCapture, now = new Date()): Promise<StoredCapture> {
  sequence = (sequence + 1) % 1000;
  const item: StoredCapture = {
    clientId: capture.clientId ?? crypto.randomUUID(),
    text: capture.text,
    source: capture.source,
    timeZone: capture.timeZone,
    account: capture.account,
    order: now.getTime() * 1000 + sequence,
    createdAt: now.toISOString(),
    attempts: 0,
    lastError: null,
    status: 'queued',
    ...(capture.audio ? { audio: capture.audio } : {}),
  };
  await (await db()).put('captures', item);
  changed();
  return item;
}

async function update(clientId: string, change: (item: StoredCapture) => StoredCapture): Promise<void> {
  const tx = (await db()).transaction('captures', 'readwrite');
  const item = await tx.store.get(clientId);
  if (item) await tx.store.put(change(item));
  await tx.done;
  if (item) changed();
}

/** Removes a capture (sent, or discarded by the user) and its kept recording, if any. */
export async function removeCapture(clientId: string): Promise<void> {
  await (await db()).delete('captures', clientId);
  await dropRecording(clientId).catch(() => {});
  changed();
}

/** A kept recording was transcribed: its text replaces the audio, which is then dropped. */
export async function transcribedCapture(clientId: string, text: string): Promise<void> {
  await update(clientId, (i) => ({ ...i, text, audio: null }));
  await dropRecording(clientId).catch(() => {});
}

export function recordAttempt(clientId: string, lastError: string): Promise<void> {
  return update(clientId, (i) => ({ ...i, attempts: i.attempts + 1, lastError }));
}

export function markRejected(clientId: string, lastError: string): Promise<void> {
  return update(clientId, (i) => ({ ...i, attempts: i.attempts + 1, lastError, status: 'rejected' }));
}

export function claimCapture(clientId: string, account: CaptureAccount): Promise<void> {
  return update(clientId, (i) => (i.account ? i : { ...i, account }));
}

/** Drops every capture held for another account than this one (the user chose to discard them). */
export async function discardHeldCaptures(account: SignedInAccount): Promise<number> {
  const others = (await allCaptures()).filter((c) => c.account && !sameAccount(c.account, account));
  const tx = (await db()).transaction('captures', 'readwrite');
  await Promise.all([...others.map((c) => tx.store.delete(c.clientId)), tx.done]);
  for (const c of others) if (c.audio) await dropRecording(c.clientId).catch(() => {});
  if (others.length > 0) changed();
  return others.length;
}
