/** @module The query key of the mind dump history. */
export const HISTORY_KEY = ['main', 'mind-dumps'] as const;
