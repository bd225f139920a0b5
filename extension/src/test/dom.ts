/**
 * @module test/dom — what the popup and options tests do to a rendered page, each step inside React's `act`:
 * type into a field (as a user's input event), press a key, wait until a condition holds.
 */
import { act } from 'react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export async function type(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function press(el: HTMLElement, key: string, shiftKey = false) {
  await act(async () => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
  });
}

/** Waits (rendering between tries) until `check` holds; on timeout the error shows `page`'s text. */
export async function until(page: HTMLElement, check: () => boolean, ms = 2000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out; page: ${page.textContent}`);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
  }
}
