import { describe, expect, it } from 'vitest';
import { pickTag, scoreTags, UNSORTED } from './tags.js';

/**
 * A permit or licence named by the trade or the premises it is for (a bar's liquor licence, a shipment's customs
 * permit, a building site's access permits, an estate agent's regulator) is the business's paper, office work the user
 * has no tag for — while the writer's own papers (a driving licence, a parking permit, a work permit, the car's
 * registration) stay Life's.
 */
const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', UNSORTED];

const cases: { text: string; want: string }[] = [
  { text: 'renew the liquor licence for the bar before March', want: UNSORTED },
  { text: 'the customs permit for the reefer runs out Friday', want: UNSORTED },
  { text: 'ask Omar about the site access permits', want: UNSORTED },
  { text: 'book the exam for my DRE license renewal', want: UNSORTED },
  { text: 'renew my driving licence', want: 'Life' },
  { text: 'renew the parking permit', want: 'Life' },
  { text: 'renew my work permit before it lapses', want: 'Life' },
  { text: 'renew the car registration', want: 'Life' },
];

describe("a trade's permit or licence is the business's paper", () => {
  it.each(cases)('$text → $want', ({ text, want }) => {
    expect(pickTag(text, '', scoreTags(text, TAGS), TAGS)).toBe(want);
  });
});
