/**
 * @module entrypoints/background — wires browser events to the named handlers; no logic lives here.
 */

// First: schemas built below must see zod's jitless config (no Function() in the bundle).
import '@mynd/shared/jitless';
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import {
  createBackgroundHandlers,
  ensureFlushAlarm,
  openWebApp,
  updateBadge,
} from '../src/background/handlers';
import { registerSendPageMenu } from '../src/context-menus/send-page';
import { registerSendSelectionMenu } from '../src/context-menus/send-selection';
import { queueItem, sessionItem } from '../src/storage/items';

export default defineBackground({
  type: 'module',
  main() {
    const handlers = createBackgroundHandlers();

    browser.runtime.onInstalled.addListener(() => {
      browser.contextMenus.removeAll().then(() => {
        registerSendSelectionMenu();
        registerSendPageMenu();
      });
    });
    browser.contextMenus.onClicked.addListener((info, tab) => void handlers.onMenuClicked(info, tab));
    browser.runtime.onMessage.addListener((message) => handlers.onMessage(message));
    browser.alarms.onAlarm.addListener((alarm) => void handlers.onAlarm(alarm));
    browser.runtime.onStartup.addListener(() => void handlers.onStartup());

    browser.notifications.onClicked.addListener((id) => void openWebApp(id));
    void ensureFlushAlarm();
    queueItem.watch((items) => void updateBadge(items.length));
    // A new session (signed in from the popup) sends whatever waited for it.
    sessionItem.watch((session, previous) => {
      if (session && session.token !== previous?.token) void handlers.flush();
      if (session?.token !== previous?.token) {
        // Reminders are the new account's (or none): alarms reset, and the change stream follows that account.
        void handlers.syncReminders();
        void handlers.followLiveUpdates();
      }
    });
    void queueItem.getValue().then((items) => updateBadge(items.length));
    // The worker also starts on an alarm or a message, not only at browser start: flush then too.
    void handlers.onStartup();
    void handlers.followLiveUpdates();

    // For the end-to-end test, which cannot click a context menu: the same handlers, reachable from the worker.
    Object.assign(globalThis, { myndBackground: { ...handlers, openWebApp } });
  },
});
