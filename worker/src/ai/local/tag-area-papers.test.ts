/**
 * Papers an area holds as well as a person (issue 12, tags from meaning): a permit, a licence, a contract, an
 * insurance, a subscription, a membership, said by that word alone in a dump about one of the user's areas, are that
 * area's paperwork; the writer's own papers (a driving licence, the gym) and the same line with no such area stay Life.
 * Written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const KILN = 'Glaze the blue mugs for the market stall. Load the kiln for the Saturday firing.';
const STABLE = 'Muck out the loose boxes. Order two more bales of hay for the horses.';

const row = (text: string, has: string, extra: string[], tag: string): Row => ({
  name: `${text.split('. ').at(-1)} (${extra.join(', ') || 'no custom tag'}) → ${tag}`,
  text,
  extra,
  want: [
    ...(text.startsWith(KILN) ? [{ has: 'glaze' }, { has: 'kiln' }] : []),
    ...(text.startsWith(STABLE) ? [{ has: 'muck' }, { has: 'bales' }] : []),
    { has, tag },
  ],
});

const ROWS: Row[] = [
  row(`${KILN} Renew the public liability insurance.`, 'insurance', ['Pottery'], 'Pottery'),
  row(`${KILN} Renew the market trader permit before it runs out.`, 'permit', ['Pottery'], 'Pottery'),
  row(`${STABLE} Sign the new contract with the farrier.`, 'contract', ['Stable'], 'Stable'),
  row(`${STABLE} Cancel the feed merchant subscription.`, 'subscription', ['Stable'], 'Stable'),
  // The writer's own: a driving licence, the gym, a car.
  row(`${KILN} Renew my driving licence.`, 'licence', ['Pottery'], 'Life'),
  row(`${STABLE} Renew the gym membership.`, 'gym', ['Stable'], 'Life'),
  row(`${KILN} Renew the car insurance.`, 'insurance', ['Pottery'], 'Life'),
  // No area of the user's in the dump: a personal errand.
  row('Renew the contents insurance.', 'insurance', [], 'Life'),
];

describe('papers a business or a club holds are its own in a dump about it', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, r) => check(r));
});
