import { describe, expect, it } from 'vitest';
import { pageCapture, sourcePageLink } from './source-page.js';

describe('sourcePageLink', () => {
  it.each([
    [
      { url: 'https://example.com/plan', title: 'Trip plan' },
      { href: 'https://example.com/plan', label: 'Trip plan' },
    ],
    [
      { url: 'http://intranet.local/a?b=1', title: '  ' },
      { href: 'http://intranet.local/a?b=1', label: 'intranet.local' },
    ],
    [{ url: 'javascript:alert(1)', title: 'x' }, null],
    [{ url: 'data:text/html,hi', title: 'x' }, null],
    [{ url: 'not a url' }, null],
    [{ title: 'No URL' }, null],
    [null, null],
  ] as const)('%j → %j', (source, link) => {
    expect(sourcePageLink(source)).toEqual(link);
  });
});

describe('pageCapture', () => {
  it.each([
    [{ url: 'https://example.com/a', title: ' Quarterly plan ' }, 'Quarterly plan\nhttps://example.com/a'],
    [{ url: 'https://example.com/a', title: '' }, 'https://example.com/a'],
    [{ url: 'chrome://extensions', title: 'Extensions' }, null],
    [{ url: 'javascript:alert(1)', title: 'x' }, null],
    [undefined, null],
  ])('%j → %j', (tab, text) => {
    expect(pageCapture(tab)?.text ?? null).toBe(text);
  });
});
