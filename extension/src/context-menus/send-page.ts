/**
 * @module context-menus/send-page — right-click anywhere on a page, "Send page to mind dump": the page's title
 * and address go through the queue as one capture (with the page as its source), like Todoist's "Add website
 * as task"; a notification says what was created. Pages that are not http(s) are not sent.
 */
import { pageCapture } from '@mynd/shared/domain';
import { type Browser, browser } from 'wxt/browser';
import { type AwaitingFlush, captureAndSend } from '../background/capture';
import { describeOutcome } from '../background/describe-outcome';

export const SEND_PAGE_MENU_ID = 'mynd-send-page';

export function registerSendPageMenu(): void {
  browser.contextMenus.create({ id: SEND_PAGE_MENU_ID, title: 'Send page to mind dump', contexts: ['page'] });
}

export async function handleSendPage(
  flush: AwaitingFlush,
  info: Pick<Browser.contextMenus.OnClickData, 'menuItemId'>,
  tab: { url?: string; title?: string } | undefined,
): Promise<void> {
  if (info.menuItemId !== SEND_PAGE_MENU_ID) return;
  const page = pageCapture(tab);
  if (!page) return;
  const source = { kind: 'extension' as const, url: page.url, ...(page.title ? { title: page.title } : {}) };
  const outcome = await captureAndSend(flush, page.text, source, { keepRejected: true });
  const { title, message } = describeOutcome(outcome);
  await browser.notifications.create(`mynd-${outcome.clientId}`, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icons/128.png'),
    title,
    message,
  });
}
