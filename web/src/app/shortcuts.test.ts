import { describe, expect, it } from 'vitest';
import { CHORD_TIMEOUT_MS, createShortcutMachine, isEditableTarget } from './shortcuts';

const key = (k: string, extra: Record<string, unknown> = {}) => ({ key: k, target: document.body, ...extra });

describe('keyboard shortcuts', () => {
  it.each([
    ['n', 'new-mind-dump'],
    ['/', 'focus-search'],
    ['?', 'show-help'],
    ['x', null],
  ])('%s → %s', (k, action) => {
    expect(createShortcutMachine().handle(key(k), 0)).toBe(action);
  });

  it('g d and g t are chords', () => {
    const m = createShortcutMachine();
    expect(m.handle(key('g'), 0)).toBeNull();
    expect(m.handle(key('d'), 100)).toBe('go-dashboard');
    expect(m.handle(key('g'), 200)).toBeNull();
    expect(m.handle(key('t'), 300)).toBe('go-tasks');
  });

  it('a chord expires, and a lone d or t does nothing', () => {
    const m = createShortcutMachine();
    m.handle(key('g'), 0);
    expect(m.handle(key('t'), CHORD_TIMEOUT_MS + 1)).toBeNull();
    expect(m.handle(key('d'), CHORD_TIMEOUT_MS + 2)).toBeNull();
  });

  it('g followed by another key cancels the chord but still runs that key', () => {
    const m = createShortcutMachine();
    m.handle(key('g'), 0);
    expect(m.handle(key('n'), 10)).toBe('new-mind-dump');
    expect(m.handle(key('d'), 20)).toBeNull();
  });

  it('ignores keys typed into fields and chords with modifiers', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    document.body.append(input, textarea, editable);
    const m = createShortcutMachine();
    expect(m.handle({ key: 'n', target: input }, 0)).toBeNull();
    expect(m.handle({ key: '/', target: textarea }, 0)).toBeNull();
    expect(isEditableTarget(editable)).toBe(true);
    expect(m.handle(key('n', { ctrlKey: true }), 0)).toBeNull();
    expect(m.handle(key('n', { metaKey: true }), 0)).toBeNull();
    expect(m.handle(key('t', { altKey: true }), 0)).toBeNull();
  });
});
