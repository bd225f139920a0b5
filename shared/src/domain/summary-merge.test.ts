import { describe, expect, it } from 'vitest';
import { mergedAnalysis } from './summary-merge.js';

describe('mergedAnalysis', () => {
  it('is null when no original was analysed', () => {
    expect(
      mergedAnalysis([
        { title: 'A', analysis: null },
        { title: 'B', analysis: '  ' },
      ]),
    ).toBeNull();
  });
  it('keeps a single analysis as it is', () => {
    expect(
      mergedAnalysis([
        { title: 'A', analysis: null },
        { title: 'B', analysis: '**Risk**: low' },
      ]),
    ).toBe('**Risk**: low');
  });
  it('keeps every analysis under its topic title, in order', () => {
    expect(
      mergedAnalysis([
        { title: 'Billing DB', analysis: 'First.' },
        { title: 'Postgres move', analysis: 'Second.' },
      ]),
    ).toBe('### Billing DB\n\nFirst.\n\n### Postgres move\n\nSecond.');
  });
});
