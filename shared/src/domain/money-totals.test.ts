import { describe, expect, it } from 'vitest';
import {
  currencyKey,
  formatItemMoney,
  formatMoneyTotals,
  mergeMoneyTotals,
  totalsByCurrency,
} from './money-totals.js';

describe('totalsByCurrency', () => {
  it('never adds amounts of different currencies ($300 + €12.50 is not €313)', () => {
    expect(
      totalsByCurrency([
        { currency: 'USD', amount: 300 },
        { currency: 'EUR', amount: 12.5 },
      ]),
    ).toEqual([
      { currency: 'USD', amount: 300 },
      { currency: 'EUR', amount: 12.5 },
    ]);
  });

  it('groups codes however they were typed, rounds to cents and leaves out zero totals', () => {
    expect(
      totalsByCurrency([
        { currency: 'eur', amount: 0.1 },
        { currency: ' EUR ', amount: 0.2 },
        { currency: 'GBP', amount: 0 },
        { currency: 'JPY', amount: Number.NaN },
        { currency: null, amount: 5 },
      ]),
    ).toEqual([
      { currency: 'USD', amount: 5 },
      { currency: 'EUR', amount: 0.3 },
    ]);
  });

  it('puts the preferred currency first, then the others by code', () => {
    const items = ['USD', 'GBP', 'EUR', 'CHF'].map((currency) => ({ currency, amount: 1 }));
    expect(totalsByCurrency(items, 'gbp').map((t) => t.currency)).toEqual(['GBP', 'CHF', 'EUR', 'USD']);
  });

  it('merges per-item lists', () => {
    expect(
      mergeMoneyTotals([
        [{ currency: 'USD', amount: 10 }],
        [
          { currency: 'USD', amount: 5 },
          { currency: 'EUR', amount: 2 },
        ],
      ]),
    ).toEqual([
      { currency: 'USD', amount: 15 },
      { currency: 'EUR', amount: 2 },
    ]);
  });

  it('reads an empty code as the default currency', () => {
    expect(currencyKey('  ')).toBe('USD');
  });
});

describe('formatMoneyTotals', () => {
  it.each([
    { totals: [], empty: 'EUR', text: '€0' },
    { totals: [{ currency: 'USD', amount: 1234.56 }], empty: 'EUR', text: '$1,235' },
    { totals: [{ currency: 'XYZ', amount: 50 }], empty: 'USD', text: 'XYZ 50' },
    {
      totals: [
        { currency: 'USD', amount: 300 },
        { currency: 'EUR', amount: 12.5 },
      ],
      empty: 'USD',
      text: '$300 · €12.50',
    },
    {
      totals: [
        { currency: 'CHF', amount: 1500 },
        { currency: 'JPY', amount: 20000 },
      ],
      empty: 'USD',
      text: 'CHF 1,500 · ¥20,000',
    },
  ])('$text', ({ totals, empty, text }) => {
    expect(formatMoneyTotals(totals, empty)).toBe(text);
  });

  it('shows an item’s money with cents per currency', () => {
    expect(
      formatItemMoney([
        { currency: 'USD', amount: 12.5 },
        { currency: 'EUR', amount: 3 },
      ]),
    ).toBe('$12.50 · €3.00');
    expect(formatItemMoney([])).toBe('');
  });
});
