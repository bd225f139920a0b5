/**
 * @module ai/local/benchmarks — milestones for a task: sensible percentages spread between its creation
 * and its due date (default two weeks after creation), worded for the kind of task it is.
 */
import type { AiContext, Benchmark, BenchmarkTaskInput } from '../types.js';
import { addDays, type CalendarDay, daysBetween, formatDay, parseDay, zonedNow } from './calendar.js';

const DEFAULT_DAYS = 14;

const PLANS: [RegExp, string[]][] = [
  [
    /^(?:write|draft|prepare|prep|update|revise|document|outline|create|design|plan)\b/i,
    ['Outline and gather inputs', 'First draft done', 'Reviewed and revised', 'Final version delivered'],
  ],
  [
    /^(?:fix|debug|upgrade|migrate|deploy|patch|rotate|renew|automate|install|configure|implement|test)\b/i,
    ['Scope and investigate', 'Change implemented', 'Tested and verified', 'Rolled out and confirmed'],
  ],
  [
    /^(?:call|email|ask|tell|follow|remind|contact|schedule|book|meet|invite|text|message)\b/i,
    ['Prepare what to ask or say', 'Contact made', 'Answer or date confirmed', 'Follow-up done and noted'],
  ],
  [
    /^(?:buy|order|pay|reorder|purchase|get|pick)\b/i,
    ['Compare options', 'Choice made', 'Ordered or paid', 'Received and checked'],
  ],
];
const GENERIC = ['Plan the steps', 'Halfway there', 'Nearly done — review', 'Done'];

function stepsFor(title: string): string[] {
  return PLANS.find(([pattern]) => pattern.test(title.trim()))?.[1] ?? GENERIC;
}

export function benchmarksFor(task: BenchmarkTaskInput, ctx: AiContext): Benchmark[] {
  const createdAt = new Date(task.createdAt);
  const start: CalendarDay = zonedNow(Number.isNaN(createdAt.getTime()) ? ctx.now : createdAt, ctx.timeZone);
  const parsedDue = task.dueDate ? parseDay(task.dueDate) : null;
  const due = parsedDue && daysBetween(start, parsedDue) > 0 ? parsedDue : addDays(start, DEFAULT_DAYS);
  const span = daysBetween(start, due);
  const percentages = span >= 4 ? [25, 50, 75, 100] : span >= 2 ? [50, 100] : [100];
  const steps = stepsFor(task.title);
  return percentages.map((percentage) => {
    const step =
      steps[Math.min(steps.length - 1, Math.round((percentage / 100) * steps.length) - 1)] ?? steps[0]!;
    // Milestones before the last land strictly before the due date so there is time to react.
    const offset =
      percentage === 100 ? span : Math.min(span - 1, Math.max(1, Math.round((span * percentage) / 100)));
    return {
      percentage,
      description: `${step}: ${task.title}`.slice(0, 500),
      dueDate: formatDay(addDays(start, offset)),
    };
  });
}
