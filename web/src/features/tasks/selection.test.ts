import { describe, expect, it } from 'vitest';
import { clickSelection, EMPTY_SELECTION, keepShown } from './selection';

const order = ['a', 'b', 'c', 'd', 'e'];

describe('task selection', () => {
  it('a click toggles one task and becomes the anchor', () => {
    const one = clickSelection(EMPTY_SELECTION, order, 'b', false);
    expect(one).toEqual({ ids: ['b'], anchor: 'b' });
    expect(clickSelection(one, order, 'b', false)).toEqual({ ids: [], anchor: 'b' });
  });

  it('a shift-click selects the range from the anchor, in list order, either direction', () => {
    const anchored = clickSelection(EMPTY_SELECTION, order, 'b', false);
    expect(clickSelection(anchored, order, 'd', true).ids).toEqual(['b', 'c', 'd']);
    const fromD = clickSelection(EMPTY_SELECTION, order, 'd', false);
    expect(clickSelection(fromD, order, 'a', true).ids).toEqual(['d', 'a', 'b', 'c']);
  });

  it('a shift-click with no anchor is a plain click', () => {
    expect(clickSelection(EMPTY_SELECTION, order, 'c', true)).toEqual({ ids: ['c'], anchor: 'c' });
  });

  it('forgets tasks that are no longer shown', () => {
    expect(keepShown({ ids: ['a', 'x'], anchor: 'a' }, order)).toEqual({ ids: ['a'], anchor: 'a' });
  });
});
