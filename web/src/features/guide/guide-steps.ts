/** @module features/guide/guide-steps — the User Guide's 6 steps in 3 categories, and the category filter. */
import { GUIDE_CATEGORIES } from '@mynd/shared/domain';

export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];
export type GuideStepCategory = Exclude<GuideCategory, typeof ALL_STEPS>;

export const [ALL_STEPS, GETTING_STARTED, KEY_FEATURES, ADVANCED] = GUIDE_CATEGORIES;

export interface GuideStep {
  title: string;
  category: GuideStepCategory;
  summary: string;
  points: readonly string[];
}

export const GUIDE_STEPS: readonly GuideStep[] = [
  {
    title: 'Capture with Mind Dump',
    category: GETTING_STARTED,
    summary: 'Empty your head in one go — type or speak, in any order, with no formatting.',
    points: [
      'Open the Mind Dump tab or press "Speak Your Mind" in the header (shortcut: n).',
      'Press Enter to send, Shift+Enter for a new line. Up to 10,000 characters per dump.',
      'Use the microphone to dictate; your words appear live as you speak.',
      'Mention deadlines naturally — "by Friday", "next week" — and people by name.',
    ],
  },
  {
    title: 'Review Your Topics',
    category: GETTING_STARTED,
    summary: 'Every mind dump is organised into topic cards that summarise what you said.',
    points: [
      'Active Topics lists your summary cards; expand one with Show More.',
      'Analyze Topic writes a focused analysis; Create Task(s) turns it into tasks.',
      'Archive what you are done with — the Show Archived switch brings it back.',
    ],
  },
  {
    title: 'Manage Tasks & Progress',
    category: KEY_FEATURES,
    summary: 'Tasks carry a tag, a due date, progress, benchmarks and notes.',
    points: [
      'Drag the progress slider in steps of 5%, or tick a benchmark to jump to it.',
      'Split a task into a second part, edit it, or mark it complete with the time and money it saved.',
      'Filter by tag at the top of the task list, or search with the header box (shortcut: /).',
    ],
  },
  {
    title: 'Delegate to Your Team',
    category: KEY_FEATURES,
    summary: 'Assign tasks to people and see who is carrying what.',
    points: [
      'Add people from any task card, or upload your org chart in Settings and sync it.',
      'The setup wizard suggests assignees from who did similar tasks before.',
      "The People tab shows each person's open tasks; red cards have an overdue benchmark.",
    ],
  },
  {
    title: 'Analytics & Impact',
    category: ADVANCED,
    summary: 'See what your work is worth: tasks completed, money saved and hours gained.',
    points: [
      'The dashboard shows active topics, open and completed tasks, gains and average duration.',
      'Completed Tasks lets you look back over a week, month, quarter, year or all time.',
      'Analytics charts your completed tasks and savings week by week.',
    ],
  },
  {
    title: 'AI Optimisation',
    category: ADVANCED,
    summary: 'Tune the AI to your role and keep your workspace clean.',
    points: [
      'Fill in your professional profile so analyses speak to your industry and role.',
      'Generate AI benchmarks to break a task into measurable milestones.',
      'Merge near-duplicate topics in Duplicates, and analyse your topic keywords in People.',
    ],
  },
];

export function stepsFor(category: GuideCategory): readonly GuideStep[] {
  return category === ALL_STEPS ? GUIDE_STEPS : GUIDE_STEPS.filter((s) => s.category === category);
}
