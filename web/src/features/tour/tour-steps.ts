/** @module features/tour/tour-steps — the 5 first-run tour steps and the tab each one shows. */
import { TOUR_STEP_TITLES } from '@mynd/shared/domain';
import type { TabKey } from '../../app/tabs';

export interface TourStep {
  title: (typeof TOUR_STEP_TITLES)[number];
  body: string;
  tab: TabKey;
}

const [WELCOME, MIND_DUMP, ACTIVE_TOPICS, TASKS, ANALYTICS] = TOUR_STEP_TITLES;

export const TOUR: readonly TourStep[] = [
  {
    title: WELCOME,
    body: 'Mynd turns the thoughts in your head into topics and tasks you can act on. This quick tour shows you around — it takes under a minute.',
    tab: 'dashboard',
  },
  {
    title: MIND_DUMP,
    body: 'Type or speak everything on your mind, in any order. Mynd pulls out the tasks, tags them and spots deadlines like "by Friday".',
    tab: 'mind-dump',
  },
  {
    title: ACTIVE_TOPICS,
    body: 'Each mind dump becomes topic cards. Expand one to analyse it or turn it into tasks; archive what you are done with.',
    tab: 'mind-dump-history',
  },
  {
    title: TASKS,
    body: 'Track progress with the slider and benchmarks, split big tasks, delegate to people, and log the time and money you save.',
    tab: 'task-list',
  },
  {
    title: ANALYTICS,
    body: 'The dashboard and analytics show what your work is worth: tasks completed, money saved and hours gained, week by week.',
    tab: 'analytics',
  },
];
