/** @module app/tab-bar — the main screen's tab bar (internal tabs, not routes), scrollable on narrow screens. */

import { MIND_DUMP_TITLE } from '@mynd/shared/domain';
import { useAtom } from 'jotai';
import {
  BarChart3,
  Brain,
  CopyCheck,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareText,
  SquareCheckBig,
  Users,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../lib/cn';
import { activeTabAtom, type TabKey } from './tabs';

export const TAB_BAR_ITEMS: readonly { key: TabKey; label: string; icon: LucideIcon }[] = [
  { key: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { key: 'mind-dump', label: MIND_DUMP_TITLE, icon: MessageSquareText },
  { key: 'mind-dump-history', label: 'Topics', icon: Brain },
  { key: 'task-list', label: 'Tasks', icon: SquareCheckBig },
  { key: 'people-tasks', label: 'People', icon: Users },
  { key: 'analytics', label: 'Analytics', icon: BarChart3 },
  { key: 'duplicate-management', label: 'Duplicates', icon: CopyCheck },
];

export function TabBar() {
  const [active, setActive] = useAtom(activeTabAtom);
  const list = useRef<HTMLDivElement>(null);

  // On a narrow screen a tab chosen by shortcut or link may be scrolled out of view.
  useEffect(() => {
    list.current
      ?.querySelector<HTMLElement>(`[data-tab="${active}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  // The ARIA tabs pattern: arrow keys, Home and End move between tabs; only the selected tab is in the Tab order.
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const keys = TAB_BAR_ITEMS.map((t) => t.key);
    const current = keys.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % keys.length
        : event.key === 'ArrowLeft'
          ? (current - 1 + keys.length) % keys.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? keys.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const key = keys[next]!;
    setActive(key);
    list.current?.querySelector<HTMLElement>(`[data-tab="${key}"]`)?.focus();
  };

  return (
    <nav aria-label="Sections" className="border-b border-border bg-background/80">
      <div
        ref={list}
        role="tablist"
        onKeyDown={onKeyDown}
        aria-orientation="horizontal"
        className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-3 sm:px-6 [scrollbar-width:none] max-md:[mask-image:linear-gradient(to_right,black_88%,transparent)]"
      >
        {TAB_BAR_ITEMS.map(({ key, label, icon: Icon }) => {
          const selected = active === key;
          return (
            <button
              key={key}
              type="button"
              role="tab"
              id={`tab-${key}`}
              aria-selected={selected}
              tabIndex={selected || !TAB_BAR_ITEMS.some((t) => t.key === active) ? 0 : -1}
              aria-controls="main-tabpanel"
              data-tab={key}
              onClick={() => setActive(key)}
              className={cn(
                'relative inline-flex shrink-0 items-center gap-2 px-3 py-3 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                selected ? 'text-foreground' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden />
              <span>{label}</span>
              {selected ? (
                <span className="absolute inset-x-2 -bottom-px h-0.5 rounded-full bg-primary" aria-hidden />
              ) : null}
            </button>
          );
        })}
      </div>
    </nav>
  );
}
