import { describe, expect, it } from 'vitest';
import { createFakeMyndServer } from '../test/fake-mynd-server';
import { counter, keyAction, resultView } from './logic';

describe('popup logic', () => {
  it.each([
    [{ key: 'Enter', shiftKey: false }, 'submit'],
    [{ key: 'Enter', shiftKey: true }, 'newline'],
    [{ key: 'Enter', shiftKey: false, isComposing: true }, 'none'],
    [{ key: 'a', shiftKey: false }, 'none'],
  ] as const)('key %o → %s', (event, action) => {
    expect(keyAction(event)).toBe(action);
  });

  it.each([
    [0, '0/10000', 'muted'],
    [7999, '7999/10000', 'muted'],
    [8000, '8000/10000', 'warning'],
    [9899, '9899/10000', 'warning'],
    [9900, '9900/10000', 'destructive'],
    [10000, '10000/10000', 'destructive'],
  ] as const)('counter at %i characters', (length, text, tone) => {
    expect(counter(length)).toEqual({ text, tone });
  });

  it('links topics and tasks into the web app', async () => {
    const server = createFakeMyndServer('t');
    const res = await server.fetch('http://x.test/api/mind-dumps', {
      method: 'POST',
      headers: { Authorization: 'Bearer t' },
      body: JSON.stringify({ text: 'Plan the offsite. Book a room', clientId: 'abcdefgh-1' }),
    });
    const view = resultView('http://localhost:8787/', await res.json());
    expect(view.appHref).toBe('http://localhost:8787/');
    expect(view.topics).toEqual([
      { id: 's-md-1', label: 'Plan the offsite', href: 'http://localhost:8787/?tab=mind-dump-history' },
    ]);
    expect(view.tasks.map((t) => t.href)).toEqual([
      'http://localhost:8787/?task=t-md-1-0',
      'http://localhost:8787/?task=t-md-1-1',
    ]);
    expect(view.tasks[0]?.detail).toBe('Work · due Nov 27');
    expect(view.duplicate).toBe(false);
  });
});
