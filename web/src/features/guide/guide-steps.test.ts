/** The User Guide as the spec has it: 6 steps in 3 categories, and the category filter. */
import { GUIDE_CATEGORIES, GUIDE_STEP_COUNT } from '@mynd/shared/domain';
import { describe, expect, it } from 'vitest';
import { ALL_STEPS, GUIDE_STEPS, stepsFor } from './guide-steps';

describe('user guide steps', () => {
  it('has the spec number of steps, each category holding some and All Steps all of them', () => {
    expect(GUIDE_STEPS).toHaveLength(GUIDE_STEP_COUNT);
    const categories = GUIDE_CATEGORIES.filter((c) => c !== ALL_STEPS);
    expect(categories).toHaveLength(3);
    for (const category of categories) expect(stepsFor(category).length).toBeGreaterThan(0);
    expect(categories.flatMap((c) => stepsFor(c))).toHaveLength(GUIDE_STEP_COUNT);
    expect(stepsFor(ALL_STEPS)).toBe(GUIDE_STEPS);
  });
});
