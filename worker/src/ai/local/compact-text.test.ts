import { describe, expect, it } from 'vitest';
import { compactText } from './compact-text.js';

describe('compactText', () => {
  it.each([
    ['plain text', 'call the plumber by Friday'],
    ['a slice of a text with a curly apostrophe', 'I’ll call the plumber by Friday'.slice(5)],
    ['Latin-1 letters', 'Café crème für Zoë, ñandú'],
    ['emoji and an em dash', 'ship it 🚀 — then rest'],
    ['a lone high surrogate', 'before \ud83d after'],
    ['a lone low surrogate', 'before \ude80 after'],
    ['control characters and line separators', 'a\u0000b\u0007c\td\r\ne\u2028f\u2029g'],
    ['quotes and backslashes', 'she said "done" \\ or not'],
    ['the empty text', ''],
  ])('keeps every code unit of %s', (_, text) => {
    const copy = compactText(text);
    expect(copy).toBe(text);
    expect([...copy].map((c) => c.codePointAt(0))).toEqual([...text].map((c) => c.codePointAt(0)));
  });
});
