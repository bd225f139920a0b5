/**
 * @module features/search/task-search-box — the header's task search: writes `taskSearchAtom` (web-main's
 * task list filters by it) and switches to the task list as soon as the user types.
 */
import { useAtom, useSetAtom } from 'jotai';
import { Search, X } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { activeTabAtom } from '../../app/tabs';
import { cn } from '../../lib/cn';
import { taskSearchAtom } from '../tasks/atoms';
import { TASK_SEARCH_INPUT_ID } from './search-focus';

export function TaskSearchBox({ className }: { className?: string }) {
  const [query, setQuery] = useAtom(taskSearchAtom);
  const setTab = useSetAtom(activeTabAtom);
  const navigate = useNavigate();
  const location = useLocation();

  return (
    <search className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <input
        id={TASK_SEARCH_INPUT_ID}
        type="search"
        aria-label="Search tasks"
        placeholder="Search tasks…"
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          if (event.target.value.trim()) {
            setTab('task-list');
            // From /settings the results live on the main screen.
            if (location.pathname !== '/') navigate('/');
          }
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setQuery('');
            event.currentTarget.blur();
          }
        }}
        className="h-9 w-full rounded-lg border border-input bg-muted/50 pl-8 pr-12 text-sm text-foreground placeholder:text-muted-foreground focus-visible:bg-card focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring [&::-webkit-search-cancel-button]:hidden"
      />
      {query ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => setQuery('')}
          className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-0.5 text-muted-foreground hover:text-foreground"
        >
          <X className="size-3.5" aria-hidden />
        </button>
      ) : (
        <kbd className="pointer-events-none absolute right-2 top-1/2 hidden -translate-y-1/2 rounded border border-border bg-card px-1.5 font-mono text-[10px] text-muted-foreground sm:block">
          /
        </kbd>
      )}
    </search>
  );
}
