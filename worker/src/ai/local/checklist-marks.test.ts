/**
 * Checklists as people mark them (issue 12, "checklists and lists"): an item marked done at either end or listed under
 * a "Done" heading is no task; a bare thing beside its action ("insurance - buy it") is what the action is on; a
 * dictated title loses its trailing "oh" and its reason. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'an item marked done at either end ("✅", "(done)", "[done]", "- done", "DONE -", "✓", "✔ done") is no task',
    text: 'order the cake\nconfirm the DJ (done)\npay the deposit ✅\nDONE - email the florist\nbuy candles [done]\nsort the playlist - done\nprint the menus ✓\nhang the bunting ✔ done\nget the seating plan done',
    want: [
      { has: 'order cake', title: 'Order the cake' },
      { has: 'seating plan', title: 'Get the seating plan done' },
    ],
  },
  {
    name: 'the items under a "Done" heading are done; the items under the next heading are tasks',
    text: 'Already done\n- renew passport\n- book the kennel\nStill to do\n- pack the cool box\n- water the plants',
    want: [{ has: 'pack cool box' }, { has: 'water plants' }],
  },
  {
    name: 'a bare thing beside its action ("insurance - buy it", "car rego, renew it") is what the action is on',
    text: 'TODO\n• travel insurance - buy it\n• car rego, renew it',
    want: [
      { has: 'buy travel insurance', title: 'Buy travel insurance' },
      { has: 'renew car rego', title: 'Renew car rego' },
    ],
  },
  {
    name: 'a dictated title ends without its "oh" and its reason, and with one comma',
    text: 'and so yeah I should probably also just cancel the day pass thing, oh, and I have to book flights for the Austin trip, um, by Wednesday, no wait, by Tuesday, because prices jump',
    timeZone: 'America/Los_Angeles',
    want: [
      { has: 'cancel day pass', title: 'Cancel the day pass thing' },
      { has: 'book flights austin', title: 'Book flights for the Austin trip', due: '2026-12-01' },
    ],
  },
  {
    name: 'a "TODO this week:" heading further down a list of one\'s own heads more to-dos; the items above it stay tasks',
    text: '- [ ] renew the car tax (due 3/12)\n- [x] book the flu jab\n☐ email the landlord about the damp — tomorrow\n1) submit expenses — EOD\nTODO this week:\n* finish the slides\n* send the agenda to Ravi',
    timeZone: 'Europe/London',
    want: [
      { has: 'renew car tax', title: 'Renew the car tax', due: '2026-12-03' },
      { has: 'email landlord damp', due: '2026-11-25' },
      { has: 'submit expenses', title: 'Submit expenses', due: '2026-11-24' },
      { has: 'finish slides', due: null },
      { has: 'send agenda ravi', due: null, people: ['Ravi'] },
    ],
  },
  {
    name: 'a done mark that says more ("(done, did it Sunday)", "– done, Tom sorted it", "4) DONE -", "✓ (last weekend)") is no task; "(done by Friday)" is a deadline',
    text: [
      'Garden jobs',
      '1. trim the hedge (done, did it Sunday)',
      '2. fix the gate latch – done, Tom sorted it',
      '3. order the compost - DONE during lunch',
      '4) DONE - book the skip',
      '5. mow the lawn ✓ (last weekend)',
      '6. plant the bulbs (done by Friday)',
      '7. clean the shed',
    ].join('\n'),
    want: [{ has: 'plant bulbs', due: '2026-11-27' }, { has: 'clean shed' }],
  },
  {
    name: 'a status that leaves part of the job open ("first coat done, second still to go", "half done") is no done mark',
    text: [
      '- kitchen repaint due Saturday — first coat done, second coat still to go',
      '- the roofer left the gutter half done, ring him and pick the fascia colour',
      '- server migration done, no issues',
    ].join('\n'),
    want: [{ has: 'kitchen repaint', due: '2026-11-28' }, { has: 'ring' }, { has: 'pick fascia colour' }],
  },
  {
    name: 'an item someone has already done, said after a dash ("— Mum already paid him"), is no task; what still follows it is',
    text: [
      '- pay the gardener — Mum already paid him',
      '- book the van — update, Priya already booked one yesterday',
      '- buy seed trays — Sam already bought some, so get the labels instead',
    ].join('\n'),
    want: [{ has: 'buy seed trays' }, { has: 'get labels' }],
  },
  {
    name: 'items marked with a double dash ("-- order the toner") are list items; "-- admin --" between them is a heading',
    text: [
      'for the week',
      '-- admin --',
      '-- order the toner for the 2nd floor printer',
      '-- chase the locksmith invoice, due Fri 27th',
      '-- home --',
      '-- fix the shed door',
    ].join('\n'),
    want: [
      { has: 'order toner', title: 'Order the toner for the 2nd floor printer' },
      { has: 'chase locksmith invoice', due: '2026-11-27' },
      { has: 'fix shed door', title: 'Fix the shed door' },
    ],
  },
  {
    name: 'items marked "+", "~", "»", "▸", "(1)", "#2" or "A)" are list items like "-" ones (they gave no task at all)',
    text: [
      '+ renew the boat licence',
      '~ book the piano tuner',
      '» email the school about the bus pass',
      '▸ order the spare filter',
      '(1) defrost the freezer',
      '#2 return the ladder to Omar',
      'A) pay the water bill',
    ].join('\n'),
    want: [
      { has: 'renew boat licence', title: 'Renew the boat licence' },
      { has: 'book piano tuner', title: 'Book the piano tuner' },
      { has: 'email school bus pass' },
      { has: 'order spare filter', title: 'Order the spare filter' },
      { has: 'defrost freezer', title: 'Defrost the freezer' },
      { has: 'return ladder omar', people: ['Omar'] },
      { has: 'pay water bill', title: 'Pay the water bill' },
    ],
  },
  {
    name: 'how pressing an item is, said after it ("?? low prio", ". urgent", ". Not urgent"), is no task of its own',
    text: '- read the draft Joaquín shared?? low prio\n- renew the fishing licence. urgent!\n- sort the loft. Not urgent',
    want: [{ has: 'read draft' }, { has: 'renew fishing licence' }, { has: 'sort loft' }],
  },
  {
    name: 'an item its own dash or arrow closes ("-> done Monday", "— paid 3/11", "→ posted yesterday") is done; "- done by Friday" is a deadline',
    text: [
      'Flat admin',
      '- renew the TV licence -> done Monday',
      '- pay the council tax — paid 3/11',
      '- post the signed lease → posted yesterday',
      '- return the router - done by Friday',
      '- book the chimney sweep',
    ].join('\n'),
    want: [{ has: 'return router', due: '2026-11-27' }, { has: 'book chimney sweep' }],
  },
  {
    name: 'an item closed after its own comma ("collect the tiles, DONE", "email the vet, emailed yesterday") is done; ", done by Friday" is a deadline',
    text: [
      'garden jobs',
      '- collect the paving tiles from the yard, DONE',
      '- email the vet, emailed yesterday',
      '- fix the shed door, done by Friday',
      '- sweep the patio',
    ].join('\n'),
    want: [{ has: 'fix shed door', due: '2026-11-27' }, { has: 'sweep patio' }],
  },
  {
    name: 'a paragraph of several sentences that ends ", sorted" is not one item closed as done: its request stays',
    text: [
      'Update from the weekend:',
      '',
      'Mum is fine, the new carer starts Monday - call the agency about the invoice. the roofer finally quoted for the gutters, sorted',
    ].join('\n'),
    want: [{ has: 'call agency invoice' }],
  },
  {
    name: 'a job closed by its own comma inside a sentence ("fix the shed door, done.") is done, not a title with "done"',
    text: 'Weekend: fix the shed door, done. Sweep the patio by Friday.',
    want: [{ has: 'sweep patio', due: '2026-11-27' }],
  },
  {
    name: 'a box written in round brackets: "(x)" ticks an item done, "( )" leaves it open',
    text: [
      'Kitchen refit punch list',
      '1. (x) cap off the old gas pipe',
      '2. ( ) tile the splashback - need Ravi, target Thursday',
      '3. (x) fit the extractor hood',
      '4. ( ) book the electrician for sign-off',
    ].join('\n'),
    want: [{ has: 'tile splashback', due: '2026-11-26' }, { has: 'book electrician' }],
  },
  {
    name: 'an item put off after its dash ("- postponed to March, prep not required", "— on hold") is no task; a next job after it is',
    text: [
      'Shop jobs:',
      '❌ repaint the shop sign - postponed to March, not doing it before the sale',
      '[-] window display trial - postponed to spring, prep not required',
      '- restock the shelves — on hold',
      '- staff meeting - postponed to Friday, send the new invite',
      '- order the till rolls',
    ].join('\n'),
    want: [{ has: 'send new invite', due: '2026-11-27' }, { has: 'order till rolls' }],
  },
  {
    name: 'an item put off after its arrow ("-> no action, …", "→ parked for now", "=> dropped") is no task; the next item is',
    text: [
      'Weekend plans:',
      '- Tanvir wants a second freezer -> no action, the garage one is half empty',
      '- fix the quiz night poster → parked for now',
      '- buy a new trampoline => dropped',
      '- book the ferry for Boxing Day',
    ].join('\n'),
    want: [{ has: 'book ferry', due: '2026-12-26' }],
  },
  {
    name: 'an item closed after its arrow by "already done" and a remark ("-> already done, in the system") is done',
    text: [
      'Ops notes:',
      '- order spare ear plugs (50 pairs) -> already done, logged in the system',
      '- restock the first aid kit → already done',
      '- book the forklift service',
    ].join('\n'),
    want: [{ has: 'book forklift service' }],
  },
  {
    name: 'an item marked in a bracket before it ("(parked)", "[cancelled]", "(dropped)") is no task; "(urgent)" is one',
    text: [
      'Backlog review',
      '- (parked) move the wiki to Notion',
      '- [cancelled] book the offsite venue for March',
      '- (dropped) rewrite the importer - not this quarter',
      '- (urgent) renew the TLS cert',
    ].join('\n'),
    want: [{ has: 'renew tls cert' }],
  },
];

describe('checklist marks and titles beside them', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
