/**
 * @module features/reminders/use-reminders — shows the signed-in user's task reminders while the app is open: a
 * system notification at each task's `remindAt` (an in-app toast when notifications are not allowed), and once,
 * grouped, the reminders that came due while the app was closed ("3 missed reminders"). Clicking one opens
 * the task (as `/?task=<id>` does). The schedule is the shared `reminderSchedule`; shown reminders are kept per
 * user (shown-reminders.ts), and each due reminder is claimed from the server first (shared `claimDue`), so with
 * several tabs or the extension open it is shown once. Used on every signed-in screen (the main screen and Settings).
 */
import {
  claimDue,
  pruneShown,
  type ReminderNotice,
  reminderKey,
  reminderNotices,
  reminderSchedule,
} from '@mynd/shared/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { activeTabAtom } from '../../app/tabs';
import { api } from '../../lib/api';
import { userAtom } from '../auth/session';
import { focusedTaskAtom } from '../tasks/atoms';
import { useOpenTasks } from '../tasks/task-queries';
import { showSystemNotice } from './notifications';
import { readShown, writeShown } from './shown-reminders';

/** setTimeout's longest delay; a later reminder is re-checked then. */
const MAX_DELAY_MS = 2_147_483_647;
/** When this tab opened Mynd: reminders due before it were missed (shown grouped), later ones one by one. */
const appOpenedAt = new Date();

export function useReminders(): void {
  const user = useAtomValue(userAtom);
  const { data: tasks } = useOpenTasks();
  const setTab = useSetAtom(activeTabAtom);
  const setFocusedTask = useSetAtom(focusedTaskAtom);
  const navigate = useNavigate();
  const onMainScreen = useLocation().pathname === '/';
  const [tick, setTick] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` re-runs the schedule when the next reminder is due
  useEffect(() => {
    if (!user || !tasks) return;
    const shown = readShown(user.id);
    const now = new Date();
    const { due, next } = reminderSchedule(tasks, now, shown);
    if (due.length > 0) {
      // As `/?task=<id>` does: the task list, on that task (the whole list for a group).
      const open = (notice: ReminderNotice) => () => {
        setTab('task-list');
        setFocusedTask(notice.taskId);
        if (!onMainScreen) navigate('/');
      };
      // Marked shown at once (the next run must not claim them again), shown once the server says which are ours.
      for (const task of due) shown.add(reminderKey(task));
      writeShown(user.id, pruneShown(shown, tasks));
      void claimDue(due, async (reminders) => (await api.tasks.claimReminders({ reminders })).claimed).then(
        (mine) => {
          for (const notice of reminderNotices(mine, appOpenedAt)) {
            if (!showSystemNotice(notice, open(notice)))
              toast.info(notice.title, {
                description: notice.body,
                duration: 10_000,
                action: { label: 'Open', onClick: open(notice) },
              });
          }
        },
      );
    }
    if (next === null) return;
    const delay = Math.min(Math.max(Date.parse(next) - now.getTime(), 0), MAX_DELAY_MS);
    const timer = setTimeout(() => setTick((n) => n + 1), delay);
    return () => clearTimeout(timer);
  }, [user, tasks, tick, setTab, setFocusedTask, navigate, onMainScreen]);
}
