import { describe, expect, it } from 'vitest';
import { thirdPersonStems } from './word-forms.js';

describe('thirdPersonStems', () => {
  it.each([
    ['drafts', ['draft']],
    ['Fixes', ['fixe', 'fix']],
    ['copies', ['copie', 'copi', 'copy']],
    ['prepares', ['prepare', 'prepar']],
  ])('%s → %j', (word, stems) => {
    expect(thirdPersonStems(word)).toEqual(stems);
  });
});
