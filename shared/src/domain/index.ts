/** @module The product's domain rules as pure, runtime-neutral functions and constants. */

export * from './analytics.js';
export * from './benchmarks.js';
export * from './capture-queue.js';
export * from './currency.js';
export * from './dates.js';
export * from './display-id.js';
export * from './due-date.js';
export * from './due-status.js';
export * from './history.js';
export * from './keywords.js';
export * from './limits.js';
export * from './mind-dump.js';
export * from './money-totals.js';
export * from './org-chart.js';
export * from './periods.js';
export * from './person-names.js';
export * from './profile-options.js';
export * from './recurrence.js';
export * from './reminders.js';
export * from './similarity.js';
export * from './source-page.js';
export * from './split.js';
export * from './summary-merge.js';
export * from './tags.js';
export * from './task-match.js';
export * from './task-status.js';
