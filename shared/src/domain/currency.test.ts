import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  currencySymbol,
  DEFAULT_CURRENCY,
  formatMoney,
  isSupportedCurrency,
} from './currency.js';

describe('currencies', () => {
  it('has the spec’s nine, USD by default', () => {
    expect(CURRENCIES.map((c) => `${c.code} ${c.symbol}`)).toEqual([
      'USD $',
      'EUR €',
      'GBP £',
      'JPY ¥',
      'CAD C$',
      'AUD A$',
      'CHF CHF',
      'CNY ¥',
      'INR ₹',
    ]);
    expect(DEFAULT_CURRENCY).toBe('USD');
  });

  it.each([
    ['USD', '$'],
    ['eur', '€'],
    ['INR', '₹'],
    ['SEK', 'SEK'],
    ['', ''],
  ])('symbol of %s is %s', (code, symbol) => expect(currencySymbol(code)).toBe(symbol));

  it.each([
    ['USD', true],
    ['usd', false],
    ['SEK', false],
  ])('isSupportedCurrency(%s) → %s', (code, expected) => expect(isSupportedCurrency(code)).toBe(expected));
});

describe('formatMoney', () => {
  it.each([
    [1234.5, 'USD', undefined, '$1,234.50'],
    [0, 'EUR', undefined, '€0.00'],
    [-3, 'GBP', undefined, '-£3.00'],
    [12, 'CHF', undefined, 'CHF 12.00'],
    [5, 'SEK', undefined, 'SEK 5.00'],
    [99.99, 'CAD', 0, 'C$100'],
    [1234567.891, 'INR', 2, '₹1,234,567.89'],
    [-0.001, 'USD', 2, '$0.00'],
    [Number.NaN, 'USD', 2, '$0.00'],
  ])('%d %s (decimals %s) → %s', (amount, code, decimals, expected) => {
    expect(formatMoney(amount, code, decimals === undefined ? {} : { decimals })).toBe(expected);
  });
});
