import { describe, expect, it } from 'vitest';
import { keywordStyle } from '../keywords/keywords-card';
import { statCards } from './stat-cards';

describe('stat cards', () => {
  it('shows the six figures with the user currency, 0 decimals, and hours with 1 decimal', () => {
    const cards = statCards({
      activeTopics: 3,
      openTasks: 12,
      completedTasks: 4,
      realizedGainsByCurrency: [{ currency: 'EUR', amount: 1234.56 }],
      currency: 'EUR',
      estTimeGainsHours: 2,
      avgTaskDurationDays: 5,
    });
    expect(cards.map((c) => [c.label, c.value, c.tab ?? null])).toEqual([
      ['Active Topics', '3', 'mind-dump-history'],
      ['Open Tasks', '12', 'task-list'],
      ['Completed Tasks', '4', 'people-tasks'],
      ['Realized Financial Gains', '€1,235', null],
      ['Est Time Gains (hours)', '2.0', null],
      ['Avg. Task Duration (days)', '5', null],
    ]);
  });
});

describe('realized financial gains', () => {
  const gains = (realizedGainsByCurrency: { currency: string; amount: number }[], currency = 'USD') =>
    statCards({
      activeTopics: 0,
      openTasks: 0,
      completedTasks: 2,
      realizedGainsByCurrency,
      currency,
      estTimeGainsHours: 0,
      avgTaskDurationDays: 0,
    }).find((c) => c.label === 'Realized Financial Gains')?.value;

  it('shows each currency apart, never one sum', () => {
    expect(
      gains([
        { currency: 'USD', amount: 300 },
        { currency: 'EUR', amount: 12.5 },
      ]),
    ).toBe('$300 · €12.50');
  });

  it('shows nothing saved in the user currency', () => {
    expect(gains([], 'GBP')).toBe('£0');
  });
});

describe('keyword badges', () => {
  it('grow with frequency and fade toward the muted colour, never through opacity', () => {
    const top = keywordStyle(10, 10);
    const rare = keywordStyle(1, 10);
    expect(top.fontSize).toBe('1.250rem');
    expect(rare.fontSize).toBe('0.800rem');
    expect(top.color).toContain('var(--primary) 100%');
    expect(rare.color).toContain('var(--primary) 10%');
    expect(rare).not.toHaveProperty('opacity');
  });
});
