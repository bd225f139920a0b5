/**
 * Custom tags only implied by the dump (issue 12, tags from meaning): the words of a car's upkeep, a child's
 * nativity, a music lesson, a brew day and a French or German garden say which of the user's tags a task is; the
 * sentence a task sits in, or the one just before or after it, outweighs the custom tag the rest of the dump is
 * about; equal evidence goes to the user's own tag ("Kids" over Family); the verb "book" is no "Book Club"; and a
 * chance word of a work tag gives way to the custom tag the task's own sentence speaks of. Dumps written for these
 * tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a Saturday list over an allotment, a car and the kids',
    extra: ['Allotment', 'Garage', 'Kids'],
    text: "Saturday list:\n- sow the broad beans and garlic\n- top up the coolant and screenwash\n- Ella's nativity costume, needs a halo\n- order seed potatoes",
    want: [
      { has: 'broad beans', tag: 'Allotment' },
      { has: 'coolant', tag: 'Garage' },
      { has: 'nativity', tag: 'Kids' },
      { has: 'potatoes', tag: 'Allotment' },
    ],
  },
  {
    name: "moving a pupil's lesson is the Studio tag's",
    extra: ['Studio'],
    text: "Practise the Bach suite slowly. Email Clara about moving Wednesday's lesson. Pay the electricity bill.",
    want: [
      { has: 'bach', tag: 'Studio' },
      { has: 'lesson', tag: 'Studio' },
      { has: 'electricity', tag: 'Life' },
    ],
  },
  {
    name: 'dry hopping the stout is the Brewery tag, not dry cleaning',
    extra: ['Brewery', 'Band'],
    text: 'Dry hop the stout in FV2 tomorrow. Clean the kegs. Print the setlist for the gig.',
    want: [
      { has: 'stout', tag: 'Brewery' },
      { has: 'kegs', tag: 'Brewery' },
      { has: 'setlist', tag: 'Band' },
    ],
  },
  {
    name: 'French: sowing the broad beans is the Potager tag, the oil change the Voiture tag',
    extra: ['Potager', 'Voiture'],
    text: 'Semer les fèves samedi. Faire la vidange de la voiture. Acheter du terreau.',
    want: [
      { has: 'fèves', tag: 'Potager' },
      { has: 'vidange', tag: 'Voiture' },
      { has: 'terreau', tag: 'Potager' },
    ],
  },
  {
    name: 'German: the oil level is the Auto tag, the roses the Garten tag',
    extra: ['Garten', 'Auto'],
    text: 'Rosen schneiden am Samstag. Ölstand prüfen.',
    want: [
      { has: 'rosen', tag: 'Garten' },
      { has: 'ölstand', tag: 'Auto' },
    ],
  },
  {
    name: "a visit after mum's news, in an allotment dump, is the family's",
    extra: ['Allotment'],
    text: "Mum's back in hospital, the hip again. Visit on Saturday with flowers. The plot can wait, honestly.",
    want: [{ has: 'visit', tag: 'Family' }],
  },
  {
    name: "picking her up after the school's call is the Kids tag's, not the allotment's",
    extra: ['Allotment', 'Kids'],
    text: "Such a long week. Ella's school rang, she's been coughing all day. Pick her up early tomorrow. The broad beans are up already which is mad for November.",
    want: [{ has: 'pick', tag: 'Kids' }],
  },
  {
    name: 'booking the vet is the Foster Dogs tag, not the Book Club',
    extra: ['Foster Dogs', 'Book Club'],
    text: "Rolo's booster is due, book it with the rescue vet. Finish the last chapters before club night.",
    want: [
      { has: 'book', tag: 'Foster Dogs' },
      { has: 'chapters', tag: 'Book Club' },
    ],
  },
  {
    name: "new plugs for the Triumph in a dump about the dojo are the classic car's",
    extra: ['Dojo', 'Classic Cars'],
    text: 'grading for the yellow belts is on the 5th, print the certificates. mop the mats sunday. chase the students behind on fees. the Triumph needs new plugs and a rotor arm, order them from the supplier in Leeds',
    want: [
      { has: 'certificates', tag: 'Dojo' },
      { has: 'mats', tag: 'Dojo' },
      { has: 'fees', tag: 'Dojo' },
      { has: 'supplier', tag: 'Classic Cars' },
    ],
  },
  {
    name: "a social worker's visit and respite are the Fostering tag's (children in care, not only foster dogs)",
    extra: ['Book club', 'Fostering'],
    text: 'Social worker visit Thursday, tidy the spare room. Sort the respite paperwork. Finish the book before the 3rd.',
    want: [
      { has: 'spare room', tag: 'Fostering' },
      { has: 'respite', tag: 'Fostering' },
      { has: 'book', tag: 'Book club' },
    ],
  },
  {
    name: "oat milk for the café is the Cafe tag's",
    extra: ['Cafe'],
    text: 'Order more oat milk. Fix the roster for Christmas week. The grinder is playing up again, call the tech.',
    want: [
      { has: 'oat milk', tag: 'Cafe' },
      { has: 'roster', tag: 'Cafe' },
      { has: 'tech', tag: 'Cafe' },
    ],
  },
  {
    name: "icing the knee after the long run is the Running tag's",
    extra: ['Japanese', 'Running'],
    text: 'Do 20 minutes of kanji flashcards every night. Long run Sunday, 18k. Ice the knee.',
    want: [
      { has: 'kanji', tag: 'Japanese' },
      { has: 'long run', tag: 'Running' },
      { has: 'knee', tag: 'Running' },
    ],
  },
  {
    name: "twine between two choir items, and fence panels, are the allotment's",
    extra: ['Allotment', 'Choir'],
    text: 'Saturday:\n- lift the last leeks\n- learn the alto line for the Fauré\n- buy more twine\n- return the folder of sheet music to Bev\n\nOrder new fence panels for the back.',
    want: [
      { has: 'leeks', tag: 'Allotment' },
      { has: 'alto', tag: 'Choir' },
      { has: 'twine', tag: 'Allotment' },
      { has: 'sheet music', tag: 'Choir' },
      { has: 'fence', tag: 'Allotment' },
    ],
  },
  {
    name: "footy pick-up, skates and the parent-teacher slot are the Kids tag's",
    extra: ['Thesis', 'Kids', 'Choir'],
    text: 'Rerun the regression with the cleaned data. Pick up Max from footy at 5. Ella needs new skates. Sign up for the parent-teacher conference slot. Learn the descant for Sunday.',
    want: [
      { has: 'regression', tag: 'Thesis' },
      { has: 'footy', tag: 'Kids' },
      { has: 'skates', tag: 'Kids' },
      { has: 'parent-teacher', tag: 'Kids' },
      { has: 'descant', tag: 'Choir' },
    ],
  },
  {
    name: "hosting the December meeting and its snacks are the Book club's, beside a fostering visit",
    extra: ['Book club', 'Fostering'],
    text: 'Host the December meeting at mine, get snacks. Social worker visit Thursday, tidy the spare room.',
    want: [
      { has: 'host', tag: 'Book club' },
      { has: 'snacks', tag: 'Book club' },
      { has: 'spare room', tag: 'Fostering' },
    ],
  },
];

describe('custom tags the dump only implies', () => {
  it.each(ROWS)('$name', (row) => check(row));
});
