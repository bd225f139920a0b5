/**
 * @module popup/logic — the popup's rules as plain functions (keys, counter, links into the web app), so the
 * components stay thin and the rules are unit-tested without a browser.
 */
import { type CounterTone, counterTone, formatIsoDate, MIND_DUMP_MAX_CHARS } from '@mynd/shared/domain';
import type { MindDumpResponse } from '@mynd/shared/schemas';

export type KeyAction = 'submit' | 'newline' | 'none';

/** Enter submits; Shift+Enter is a newline; Enter while an IME composes text belongs to the IME. */
export function keyAction(event: { key: string; shiftKey: boolean; isComposing?: boolean }): KeyAction {
  if (event.key !== 'Enter' || event.isComposing) return 'none';
  return event.shiftKey ? 'newline' : 'submit';
}

export function counter(length: number): { text: string; tone: CounterTone } {
  return { text: `${length}/${MIND_DUMP_MAX_CHARS}`, tone: counterTone(length) };
}

export interface ResultLink {
  id: string;
  label: string;
  href: string;
  detail?: string;
}

export interface ResultView {
  topics: ResultLink[];
  tasks: ResultLink[];
  duplicate: boolean;
  appHref: string;
}

/** Links into the web app: `/?tab=mind-dump-history` for topics and `/?task=<id>` for one task. */
export function resultView(serverUrl: string, result: MindDumpResponse): ResultView {
  const base = serverUrl.replace(/\/$/, '');
  return {
    topics: result.summaries.map((s) => ({
      id: s.id,
      label: s.topicTitle,
      href: `${base}/?tab=mind-dump-history`,
    })),
    tasks: result.tasks.map((t) => ({
      id: t.id,
      label: t.title,
      href: `${base}/?task=${encodeURIComponent(t.id)}`,
      detail: `${t.tag} · due ${formatIsoDate(t.dueDate)}`,
    })),
    duplicate: result.duplicate === true,
    appHref: `${base}/`,
  };
}
