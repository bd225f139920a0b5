/**
 * Round thirty-five, people on tasks: when someone is asked to make a call ("Odile: call Kestrel about…", "Greta to
 * contact Vantor"), they do the job, and whom they call only says what it is. A word there that the lexicon does not
 * list as a first name, with no title before it ("Kestrel", "Brightline", "Store Support"), is a firm, a shop or a
 * service, not a second person. Someone the lexicon knows, or someone with a title, stays a person. Sentences written
 * for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { withoutCalledFirms } from './people.js';

describe('whom an owner calls', () => {
  it.each([
    ['call Kestrel about the late forklift parts', ['Odile'], ['Odile', 'Kestrel'], ['Odile']],
    ['contact Brightline and Havenco re the pallets', ['Bram'], ['Bram', 'Brightline', 'Havenco'], ['Bram']],
    ['reply to Store Support about the refund', ['Nuno'], ['Nuno', 'Store Support'], ['Nuno']],
    ['check with Vantor whether the warranty covers it', ['Greta'], ['Greta', 'Vantor'], ['Greta']],
    // People stay people: a first name the lexicon lists, or a title.
    ['call Elena about the rota', ['Odile'], ['Odile', 'Elena'], ['Odile', 'Elena']],
    ['ring Mr Quarshie re the lease', ['Bram'], ['Bram', 'Quarshie'], ['Bram', 'Quarshie']],
    // With nobody else asked, whom the user calls is whom the task is with, as before.
    ['call Kestrel about the parts', [''], ['Kestrel'], ['Kestrel']],
  ])('%s, asked of %j: %j → %j', (text, doers, people, kept) => {
    expect(withoutCalledFirms(people, doers, text)).toEqual(kept);
  });

  const rows: Row[] = [
    {
      name: 'the owner alone is on the task',
      text: 'Warehouse sync\nNext steps:\n- Odile: call Kestrel about the late forklift parts by Thursday\n- Bram — contact Brightline and Havenco re the pallets',
      want: [
        { has: 'kestrel', due: '2026-11-26', people: ['Odile'] },
        { has: 'brightline', people: ['Bram'] },
      ],
    },
    {
      name: 'a person called from an owner line is still on it',
      text: 'Actions:\n- Odile: call Elena about the weekend rota',
      want: [{ has: 'elena', people: ['Odile', 'Elena'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
