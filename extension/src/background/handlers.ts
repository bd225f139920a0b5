/**
 * @module background/handlers — the background's named handlers (messages, alarm, start-up, badge), built
 * around one flusher. `entrypoints/background.ts` only wires them to browser events.
 */

import { type ReminderTask, sentCapturesNotice } from '@mynd/shared/domain';
import { browser } from 'wxt/browser';
import { getApiClient } from '../api/client';
import { handleSendPage } from '../context-menus/send-page';
import { handleSendSelection } from '../context-menus/send-selection';
import { isMessage, type Message, type MessageMap } from '../messaging/protocol';
import {
  createFlusher,
  type Flush,
  type FlushReport,
  type SubmitFn,
  type TranscribeFn,
} from '../queue/flush';
import { accountOf, discardFailed, discardHeld, enqueue, removeQueued, retryFailed } from '../queue/store';
import { serverUrlItem, sessionItem } from '../storage/items';
import { captureAndSend } from './capture';
import { createLiveReminders } from './live-reminders';
import {
  fetchReminders,
  onReminderAlarm,
  REMINDER_ALARM_PREFIX,
  reminderUrl,
  syncReminders,
} from './reminders';

export const FLUSH_ALARM = 'mynd-flush-queue';
export const FLUSH_PERIOD_MINUTES = 1;

async function defaultSubmit(): Promise<SubmitFn> {
  return async (body, token) => (await getApiClient({ token })).mindDumps.submit(body);
}

async function defaultTranscribe(): Promise<TranscribeFn> {
  return async (audio, mimeType, token) =>
    (await (await getApiClient({ token })).speech.transcribe({ audio, mimeType })).text;
}

/** Creates the flush alarm unless it exists: re-creating it at every worker start would keep pushing it back. */
export async function ensureFlushAlarm(): Promise<void> {
  if (await browser.alarms.get(FLUSH_ALARM)) return;
  await browser.alarms.create(FLUSH_ALARM, { periodInMinutes: FLUSH_PERIOD_MINUTES });
}

export const SENT_LATER_NOTIFICATION_PREFIX = 'mynd-sent-';

/** A click on one of our notifications opens the web app: the results for "Sent N", else the task list. */
export async function openWebApp(notificationId: string): Promise<void> {
  if (!notificationId.startsWith('mynd-')) return;
  const base = (await serverUrlItem.getValue()).replace(/\/$/, '');
  const tab = notificationId.startsWith(SENT_LATER_NOTIFICATION_PREFIX) ? 'mind-dump-history' : 'task-list';
  // A reminder opens its task (or the task list for a group of missed ones).
  await browser.tabs.create({ url: (await reminderUrl(notificationId)) ?? `${base}/?tab=${tab}` });
}

/**
 * One notification for the captures a flush sent that nobody was waiting for on screen (queued earlier, sent
 * by the alarm, a start-up or a sign-in): "Sent N saved captures", opening the results when clicked.
 */
export async function announceSentLater(report: FlushReport, awaited: ReadonlySet<string>): Promise<void> {
  const count = [...report.sent.keys()].filter((id) => !awaited.has(id)).length;
  if (count === 0) return;
  await browser.notifications.create(`${SENT_LATER_NOTIFICATION_PREFIX}${Date.now()}`, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icons/128.png'),
    title: sentCapturesNotice(count),
    message: 'Your saved captures reached Mynd. Click to see the results.',
  });
}

export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 999 ? '999+' : String(count);
}

export async function updateBadge(count: number): Promise<void> {
  await browser.action.setBadgeText({ text: badgeText(count) });
  if (count > 0) await browser.action.setBadgeBackgroundColor({ color: '#4f46e5' });
}

/** Where the reminders come from: the server's list, and its change stream when `live` (tests turn it off). */
export interface ReminderSource {
  read: () => Promise<ReminderTask[]>;
  live: boolean;
}

export function createBackgroundHandlers(
  getSubmit: () => Promise<SubmitFn> = defaultSubmit,
  getTranscribe: () => Promise<TranscribeFn> = defaultTranscribe,
  { read: readReminders, live: followsLive }: ReminderSource = { read: fetchReminders, live: true },
) {
  const flushQueue = createFlusher(getSubmit, getTranscribe);
  /** A reminder sync that never throws: offline or signed out, the alarms already set stay. */
  const quietSync = (now?: Date): Promise<unknown> =>
    syncReminders(now, readReminders).catch(() => undefined);
  const live = createLiveReminders(() => quietSync());
  // Captures whose sender (popup, menu) reports their fate itself; callers sharing one flush share one report.
  const awaited = new Set<string>();
  const announced = new WeakSet<FlushReport>();
  // Callers sharing one run of the flusher get one promise, as from the flusher itself.
  const wrapped = new WeakMap<Promise<FlushReport>, Promise<FlushReport>>();
  const flush: Flush = () => {
    const run = flushQueue();
    let announcedRun = wrapped.get(run);
    if (!announcedRun) {
      announcedRun = run.then(async (report) => {
        if (!announced.has(report)) {
          announced.add(report);
          await announceSentLater(report, awaited).catch(() => {});
        }
        return report;
      });
      wrapped.set(run, announcedRun);
    }
    return announcedRun;
  };
  const awaitingFlush = async (clientId: string) => {
    awaited.add(clientId);
    try {
      return await flush();
    } finally {
      awaited.delete(clientId);
    }
  };

  async function handleMessage(message: Message): Promise<MessageMap[Message['type']]['response']> {
    switch (message.type) {
      case 'capture':
        return captureAndSend(awaitingFlush, message.text, message.source, {
          keepRejected: false,
          ...(message.clientId ? { clientId: message.clientId } : {}),
        });
      case 'capture:voice': {
        // The popup kept the audio (IndexedDB) under this clientId; the queue transcribes and sends it.
        const session = await sessionItem.getValue();
        const item = await enqueue({
          text: '',
          source: { kind: 'voice' },
          clientId: message.clientId,
          account: accountOf(session),
          audio: { mimeType: message.mimeType },
        });
        void flush();
        return { clientId: item.clientId };
      }
      case 'flush': {
        const report = await flush();
        return { remaining: report.remaining, stopped: report.stopped };
      }
      case 'queue:retry-failed': {
        const ok = await retryFailed(message.clientId);
        if (ok) void flush();
        return { ok };
      }
      case 'queue:discard-failed':
        return { ok: await discardFailed(message.clientId) };
      case 'queue:discard':
        return { ok: (await removeQueued(message.clientId)) !== undefined };
      case 'reminders:sync':
        return syncReminders(new Date(), readReminders);
      case 'queue:discard-held': {
        const session = await sessionItem.getValue();
        return { discarded: session ? await discardHeld(session) : 0 };
      }
    }
  }

  return {
    flush,
    /** runtime.onMessage listener: answers our own messages with a promise, ignores anything else. */
    onMessage(message: unknown): Promise<unknown> | undefined {
      return isMessage(message) ? handleMessage(message) : undefined;
    },
    onAlarm(alarm: { name: string }): Promise<unknown> | undefined {
      if (alarm.name.startsWith(REMINDER_ALARM_PREFIX)) return onReminderAlarm(alarm.name);
      // The minute's queue alarm also refreshes the reminders (changes made elsewhere reach the alarms).
      if (alarm.name !== FLUSH_ALARM) return undefined;
      if (followsLive) live.ensure();
      return Promise.all([flush(), quietSync()]);
    },
    onStartup(): Promise<unknown> {
      return Promise.all([flush(), quietSync()]);
    },
    syncReminders: quietSync,
    /** Follows the server's change stream for reminders (again: a new session drops the old stream). */
    followLiveUpdates: () => (followsLive ? live.restart() : Promise.resolve()),
    onMenuClicked: async (
      info: Parameters<typeof handleSendSelection>[1],
      tab: Parameters<typeof handleSendSelection>[2],
    ) => {
      await handleSendSelection(awaitingFlush, info, tab);
      await handleSendPage(awaitingFlush, info, tab);
    },
  };
}
