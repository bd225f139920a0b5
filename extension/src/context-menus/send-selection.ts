/**
 * @module context-menus/send-selection — right-click "Send selection to mind dump": the selected text, with the
 * page's title and URL as its source, goes through the queue; a notification says what was created.
 * The selection is untrusted text: it is only ever sent as a string, cut to the mind-dump limit.
 */
import { MIND_DUMP_MAX_CHARS } from '@mynd/shared/domain';
import type { MindDumpSource } from '@mynd/shared/schemas';
import { type Browser, browser } from 'wxt/browser';
import { type AwaitingFlush, captureAndSend } from '../background/capture';
import { describeOutcome } from '../background/describe-outcome';

export const SEND_SELECTION_MENU_ID = 'mynd-send-selection';

export function registerSendSelectionMenu(): void {
  browser.contextMenus.create({
    id: SEND_SELECTION_MENU_ID,
    title: 'Send selection to mind dump',
    contexts: ['selection'],
  });
}

/** Page URL and title as a source the server accepts (http(s) only, within the schema's lengths). */
export function selectionSource(tab: { url?: string; title?: string } | undefined): MindDumpSource {
  const source: MindDumpSource = { kind: 'selection' };
  const url = tab?.url;
  if (url && /^https?:\/\//i.test(url) && url.length <= 2000) source.url = url;
  const title = tab?.title?.trim();
  if (title) source.title = title.slice(0, 500);
  return source;
}

export function selectionText(raw: string | undefined): { text: string; truncated: boolean } {
  const text = (raw ?? '').trim();
  return { text: text.slice(0, MIND_DUMP_MAX_CHARS).trim(), truncated: text.length > MIND_DUMP_MAX_CHARS };
}

export async function handleSendSelection(
  flush: AwaitingFlush,
  info: Pick<Browser.contextMenus.OnClickData, 'menuItemId' | 'selectionText'>,
  tab: { url?: string; title?: string } | undefined,
): Promise<void> {
  if (info.menuItemId !== SEND_SELECTION_MENU_ID) return;
  const { text, truncated } = selectionText(info.selectionText);
  if (!text) return;
  const outcome = await captureAndSend(flush, text, selectionSource(tab), { keepRejected: true });
  const { title, message } = describeOutcome(outcome);
  await browser.notifications.create(`mynd-${outcome.clientId}`, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icons/128.png'),
    title,
    message: truncated ? `${message} (The selection was cut to ${MIND_DUMP_MAX_CHARS} characters.)` : message,
  });
}
