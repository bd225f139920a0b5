/**
 * @module storage/items — every value the extension keeps, as typed WXT storage items in `storage.local`
 * (extension-only storage: content scripts and web pages never see the session token).
 */
import type { RequestTimeouts } from '@mynd/shared/api-client';
import type { CaptureAccount } from '@mynd/shared/domain';
import type { MindDumpSource } from '@mynd/shared/schemas';
import { storage } from 'wxt/utils/storage';

export const DEFAULT_SERVER_URL = 'http://localhost:8787';

export interface StoredSession {
  token: string;
  expiresAt: string;
  email: string;
  /** Absent in sessions stored by older versions (their captures are then matched by email). */
  userId?: string;
}

/** A capture waiting to be sent. `clientId` makes the server process it once however often it is sent. */
export interface QueueItem {
  clientId: string;
  text: string;
  source: MindDumpSource;
  timeZone?: string;
  createdAt: string;
  attempts: number;
  lastError: string | null;
  /** The account the capture was made under; sent only with its session. Null: made while signed out. */
  account?: CaptureAccount | null;
  /** A kept voice recording not transcribed yet (audio in the shared IndexedDB recording store; text empty). */
  audio?: { mimeType: string } | null;
}

/** A capture the server refused as invalid (400): kept for the user to retry or discard in the options page. */
export interface FailedItem extends QueueItem {
  failedAt: string;
}

export const serverUrlItem = storage.defineItem<string>('local:serverUrl', { fallback: DEFAULT_SERVER_URL });
export const sessionItem = storage.defineItem<StoredSession | null>('local:session', { fallback: null });
export const queueItem = storage.defineItem<QueueItem[]>('local:queue', { fallback: [] });
export const failedItem = storage.defineItem<FailedItem[]>('local:failedCaptures', { fallback: [] });
/** The popup's unsent text, so closing the popup never loses it. */
export const draftItem = storage.defineItem<string>('local:draft', { fallback: '' });
/** The clientId of the draft once it was submitted: sending the same draft again is recognised as one capture. */
export const draftClientIdItem = storage.defineItem<string | null>('local:draftClientId', { fallback: null });
/** Overrides of the API client's request timeouts (the end-to-end test uses small ones); unset in normal use. */
export const timeoutsItem = storage.defineItem<Partial<RequestTimeouts> | null>('local:requestTimeouts', {
  fallback: null,
});
/** The reminders already shown (`<taskId>@<remindAt>`), so each one (or a missed one) is shown once. */
export const remindersShownItem = storage.defineItem<string[]>('local:remindersShown', { fallback: [] });
/** The titles of the tasks holding a reminder alarm, for the notification text. */
export const reminderTasksItem = storage.defineItem<Record<string, string>>('local:reminderTasks', {
  fallback: {},
});
