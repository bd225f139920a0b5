/**
 * @module app/deep-link — links into the app from outside (the extension's popup and notifications):
 * `/?tab=<tab key>` opens that tab, `/?task=<id>` opens the task list on that one task. Read once on arrival,
 * then removed from the address bar so a reload shows the app as usual.
 */
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { focusedTaskAtom } from '../features/tasks/atoms';
import { activeTabAtom, isTabKey, type TabKey } from './tabs';

export interface DeepLink {
  tab?: TabKey;
  taskId?: string;
}

export function readDeepLink(search: string): DeepLink {
  const params = new URLSearchParams(search);
  const taskId = params.get('task')?.trim();
  if (taskId) return { tab: 'task-list', taskId };
  const tab = params.get('tab');
  return isTabKey(tab) ? { tab } : {};
}

/** The search string without the deep-link parameters (other parameters are kept). */
export function withoutDeepLink(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('tab');
  params.delete('task');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function useDeepLink() {
  const setTab = useSetAtom(activeTabAtom);
  const setFocusedTask = useSetAtom(focusedTaskAtom);
  useEffect(() => {
    const { search, pathname, hash } = window.location;
    const link = readDeepLink(search);
    if (link.taskId) setFocusedTask(link.taskId);
    if (link.tab) setTab(link.tab);
    if (link.tab || link.taskId)
      window.history.replaceState(window.history.state, '', `${pathname}${withoutDeepLink(search)}${hash}`);
  }, [setTab, setFocusedTask]);
}
