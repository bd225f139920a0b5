/** @module The 9 supported currencies, their symbols and money formatting. */

export type Currency = { code: string; symbol: string; name: string };

export const CURRENCIES = [
  { code: 'USD', symbol: '$', name: 'US Dollar' },
  { code: 'EUR', symbol: '€', name: 'Euro' },
  { code: 'GBP', symbol: '£', name: 'British Pound' },
  { code: 'JPY', symbol: '¥', name: 'Japanese Yen' },
  { code: 'CAD', symbol: 'C$', name: 'Canadian Dollar' },
  { code: 'AUD', symbol: 'A$', name: 'Australian Dollar' },
  { code: 'CHF', symbol: 'CHF', name: 'Swiss Franc' },
  { code: 'CNY', symbol: '¥', name: 'Chinese Yuan' },
  { code: 'INR', symbol: '₹', name: 'Indian Rupee' },
] as const satisfies readonly Currency[];

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export function isSupportedCurrency(code: string): code is CurrencyCode {
  return CURRENCIES.some((c) => c.code === code);
}

/** The symbol of a supported code (case-insensitive); an unknown code shows the code itself. */
export function currencySymbol(code: string): string {
  const upper = code.trim().toUpperCase();
  return CURRENCIES.find((c) => c.code === upper)?.symbol ?? code;
}

/**
 * `$1,234.50`, `-€3.00`, `CHF 12.00`, `SEK 5.00`: symbol then amount with thousands separators and
 * `decimals` places (default 2). A letter symbol gets a space so "CHF12" never appears. A value that is
 * not a number shows as 0, the spec's rule for invalid money input.
 */
export function formatMoney(amount: number, code: string, options: { decimals?: number } = {}): string {
  const decimals = options.decimals ?? 2;
  const value = Number.isFinite(amount) ? amount : 0;
  const digits = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Math.abs(value));
  const symbol = currencySymbol(code);
  const separator = /[A-Za-z]$/.test(symbol) ? ' ' : '';
  // Rounding can make a tiny negative print as "0", which must not carry a minus sign.
  const negative = value < 0 && /[1-9]/.test(digits);
  return `${negative ? '-' : ''}${symbol}${separator}${digits}`;
}
