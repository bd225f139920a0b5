import { describe, expect, it } from 'vitest';
import { isoWeekStart } from '../../src/services/analytics.js';
import { fitBenchmarks } from '../../src/services/benchmarks.js';
import { findMe } from '../../src/services/org-chart.js';
import { type PastAssignment, suggestFor } from '../../src/services/suggestions.js';
import { completionInstant } from '../../src/services/task-actions.js';
import { knownTag } from '../../src/services/user-context.js';

describe('suggestFor', () => {
  const past: PastAssignment[] = [
    { personId: 's', personName: 'Sarah', taskId: '1', title: 'Renew the TLS certificate', description: '' },
    {
      personId: 's',
      personName: 'Sarah',
      taskId: '2',
      title: 'Rotate TLS certificates',
      description: 'gateway',
    },
    { personId: 't', personName: 'Tom', taskId: '3', title: 'Renew certificate for mail', description: '' },
    { personId: 'k', personName: 'Kim', taskId: '4', title: 'Book the dinner', description: '' },
  ];

  it('ranks people by their most similar task and explains the pick', () => {
    const out = suggestFor(
      { id: 'x', title: 'Renew the TLS certificate on the API gateway', description: '' },
      past,
    );
    expect(out.map((s) => s.suggestedPersonName)).toEqual(['Sarah', 'Tom']);
    expect(out[0]).toMatchObject({
      taskId: 'x',
      suggestedPersonId: 's',
      similarTaskTitle: 'Renew the TLS certificate',
      reasoning: 'Sarah handled 2 similar tasks, e.g. "Renew the TLS certificate".',
    });
    expect(out[1]?.reasoning).toBe('Tom handled a similar task: "Renew certificate for mail".');
    for (const s of out) expect(s.confidence).toBeGreaterThan(0);
    expect(out[0]!.confidence).toBeGreaterThan(out[1]!.confidence);
  });

  it('skips people already assigned, the task itself and dissimilar tasks', () => {
    const target = { id: '1', title: 'Renew the TLS certificate', description: '', assigneeIds: ['s'] };
    expect(suggestFor(target, past).map((s) => s.suggestedPersonName)).toEqual(['Tom']);
    expect(suggestFor({ id: 'y', title: 'Water the garden', description: '' }, past)).toEqual([]);
    expect(suggestFor({ id: 'y', title: 'Renew certificate', description: '' }, [])).toEqual([]);
  });

  it('limits the number of suggestions', () => {
    expect(suggestFor({ id: 'x', title: 'Renew TLS certificate', description: '' }, past, 1)).toHaveLength(1);
  });
});

describe('fitBenchmarks', () => {
  it('sorts, drops invalid and repeated percentages, and dates each within creation..due', () => {
    const out = fitBenchmarks(
      [
        { percentage: 100, description: 'Done', dueDate: '2027-01-01' },
        { percentage: 50, description: 'Half', dueDate: null },
        { percentage: 50, description: 'Half again', dueDate: null },
        { percentage: 0, description: 'Invalid', dueDate: null },
        { percentage: 25, description: '', dueDate: null },
        { percentage: 20, description: 'Early', dueDate: '2026-11-01' },
      ],
      '2026-11-01',
      '2026-11-11',
    );
    expect(out).toEqual([
      { percentage: 20, description: 'Early', dueDate: '2026-11-01' },
      { percentage: 50, description: 'Half', dueDate: '2026-11-06' },
      { percentage: 100, description: 'Done', dueDate: '2026-11-11' },
    ]);
  });

  it('copes with a due date before the creation date', () => {
    expect(
      fitBenchmarks([{ percentage: 50, description: 'x', dueDate: null }], '2026-11-20', '2026-11-10'),
    ).toEqual([{ percentage: 50, description: 'x', dueDate: '2026-11-10' }]);
  });
});

describe('completionInstant', () => {
  const now = new Date('2026-11-21T08:00:00.000Z');
  it('is now by default and for today’s date, midday UTC for another day', () => {
    expect(completionInstant(undefined, now)).toBe('2026-11-21T08:00:00.000Z');
    expect(completionInstant('2026-11-21', now)).toBe('2026-11-21T08:00:00.000Z');
    expect(completionInstant('2026-11-19', now)).toBe('2026-11-19T12:00:00.000Z');
    expect(completionInstant('2026-11-21T10:00:00+02:00', now)).toBe('2026-11-21T08:00:00.000Z');
  });
  it('accepts tomorrow’s date only once it is today somewhere (UTC+14)', () => {
    expect(() => completionInstant('2026-11-22', now)).toThrow('Completion date cannot be in the future');
    const late = new Date('2026-11-21T20:00:00.000Z');
    expect(completionInstant('2026-11-22', late)).toBe('2026-11-22T12:00:00.000Z');
    expect(() => completionInstant('2026-11-23', late)).toThrow('Completion date cannot be in the future');
  });

  it('refuses an instant more than five minutes ahead', () => {
    expect(completionInstant('2026-11-21T08:04:00Z', now)).toBe('2026-11-21T08:04:00.000Z');
    expect(() => completionInstant('2026-11-21T08:06:00Z', now)).toThrow(
      'Completion date cannot be in the future',
    );
  });
});

describe('small rules', () => {
  it('isoWeekStart is the Monday of the week', () => {
    expect(isoWeekStart(new Date('2026-11-21T23:59:00Z'))).toBe('2026-11-16'); // Saturday
    expect(isoWeekStart(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-16'); // Sunday
    expect(isoWeekStart(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23'); // Monday
  });

  it('knownTag keeps the user’s spelling and falls back to Unsorted', () => {
    const tags = ['Work-DevOps', 'Life', 'Unsorted'];
    expect(knownTag(tags, 'Life')).toBe('Life');
    expect(knownTag(tags, 'work-devops')).toBe('Work-DevOps');
    expect(knownTag(tags, 'Gardening')).toBe('Unsorted');
    expect(knownTag(tags, null)).toBe('Unsorted');
  });

  it('findMe matches email exactly, then position by role, then by name', () => {
    const chart = [
      { name: 'Dana Reyes', role: 'CEO', email: 'dana@example.com' },
      { name: 'Sam Lee', role: 'CTO' },
    ];
    expect(findMe(chart, 'DANA@example.com', null)?.name).toBe('Dana Reyes');
    expect(findMe(chart, 'x@example.com', 'cto')?.name).toBe('Sam Lee');
    expect(findMe(chart, null, 'Sam')?.name).toBe('Sam Lee');
    expect(findMe(chart, null, null)).toBeNull();
    expect(findMe(chart, null, 'Designer')).toBeNull();
  });
});
