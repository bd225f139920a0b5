/**
 * Round twenty-three, people on tasks, from the retired held-out sets' people misses (cases-6, 8–15), counted by form
 * before each fix: whom an errand is for is not on it when someone else is asked to do it; who in a team a task goes
 * to, in brackets after it; whose a thing is, said in another language; whom "you" is in the user's own message; a
 * neighbour who wants a thing back; whom one shadows. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { findPeople } from './people.js';

describe('whom an errand is for, when someone else is asked to do it', () => {
  it.each([
    ['ask Nadia if she can lend her tent for Oscar', ['Nadia']],
    ['get Tomas to print the name badges for Ines and Wanjiru', ['Tomas']],
    ['tell Farid to cover the Friday shift for Colm', ['Farid']],
    ['Rhys needs to take Elsie to swimming on Thursday', ['Rhys']],
    ['Marta will drive Kofi home after the match', ['Marta']],
    // With nobody else asked, the one an errand is for is on it.
    ['book a haircut for Elsie', ['Elsie']],
    ['print the name badges for Ines and Wanjiru', ['Ines', 'Wanjiru']],
    ['take Elsie to swimming on Thursday', ['Elsie']],
    // Whom the work goes to stays: "send … to Ingrid" is hers too.
    ['Dario to send the floor plan to Ingrid', ['Dario', 'Ingrid']],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });

  const rows: Row[] = [
    {
      name: 'a message asking a person by name: whom they do it for is not on the task',
      text: 'Hi all,\n\nSuleiman, could you order the gluten-free cake for Hanne by Friday?\n\nThanks,\nBeatriz',
      want: [{ has: 'gluten-free cake hanne', due: '2026-11-27', people: ['Suleiman'] }],
    },
    {
      name: 'an action item for a named owner: the places or people it is for are not on it',
      text: 'Action items\n- Wambui: collate the attendance sheets for Eldoret and Nakuru by Thursday\n- me: send the agenda for Priyanka',
      want: [
        { has: 'attendance sheets', due: '2026-11-26', people: ['Wambui'] },
        { has: 'agenda priyanka', people: ['Priyanka'] },
      ],
    },
  ];
  it.each(rows.map((row) => [row.name, row]))('%s', (_name, row) => check(row));
});

describe('who in a team or a role a task goes to, in brackets after it', () => {
  it.each([
    ['ask finance (Oksana) to release the PO', ['Oksana']],
    ['chase procurement (Ibrahim) about the three quotes', ['Ibrahim']],
    ['agree the new layout with Maintenance (Rutendo) on Monday', ['Rutendo']],
    ['tell HR (Siew Ling) about the new starter', ['Siew Ling']],
    ['set up a weekly call with the new grad (Tomasz)', ['Tomasz']],
    ['ring the new apprentice Kelechi about his rota', ['Kelechi']],
    // A day or a place in brackets is nobody.
    ['book the trial run with logistics (Thursday)', []],
    ['send the weekly numbers to finance (Leeds)', []],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });
});

describe('whose a thing is, said the way Spanish, Portuguese or German says it', () => {
  it.each([
    ['revisar la propuesta de Ximena antes del viernes', ['Ximena']],
    ['approve the PR do Thiago', ['Thiago']],
    ['die Präsentation von Henrik korrigieren', ['Henrik']],
    ['revisar el PR de Andrés', ['Andrés']],
    // Someone else named, a verb before "do", a firm or a place: no owner.
    ['pedir a Rosa el informe de Ximena', ['Rosa']],
    ['need to do Thiago a favour', []],
    ['pagar el recibo de Telmex', []],
    ['reservar el hotel de Madrid', []],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });
});

describe('in the user\'s own message, "you" is whom it is to', () => {
  const rows: Row[] = [
    {
      name: 'a reply greeting one person: "get back to you" is theirs too',
      text: "Hi Tobias,\n\nThanks for the notes. I'll check the lease wording and get back to you by Thursday.\n\nBest,\nRowan\n\nOn Mon, Tobias Brandt <tobias@example.com> wrote:\n> Can you look at clause 4 of the lease?",
      want: [{ has: 'lease wording', due: '2026-11-26', people: ['Tobias'] }],
    },
    {
      name: 'a reply with no greeting: "you" is who wrote the message it answers',
      text: "Sounds good. I'll send you the floor plans tomorrow.\n\nRowan\n\nOn Sun, Amara Eze <amara@example.com> wrote:\n> Could you share the floor plans?",
      want: [{ has: 'floor plans', due: '2026-11-25', people: ['Amara'] }],
    },
    {
      name: 'a reply to everyone: "you" is nobody in particular',
      text: "Hi all,\n\nI'll circulate the minutes and get back to you on the budget by Friday.\n\nThanks,\nRowan\n\nOn Mon, Tobias Brandt <tobias@example.com> wrote:\n> Where are the minutes?",
      want: [{ has: 'circulate minutes', due: '2026-11-27', people: [] }],
    },
  ];
  it.each(rows.map((row) => [row.name, row]))('%s', (_name, row) => check(row));
});

describe('a neighbour who wants a thing back, and whom one shadows', () => {
  it.each([
    ['shadow Ines on the night shift', ['Ines']],
    ["Bram to shadow Ines on Friday's audit", ['Bram', 'Ines']],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });

  const rows: Row[] = [
    {
      name: '"from next door", "from across the road": where the one who wants it lives',
      text: 'Kofi from next door wants his hedge trimmer back. Leila from across the road needs her cool box back by Friday.',
      want: [
        { has: 'hedge trimmer', people: ['Kofi'] },
        { has: 'cool box', due: '2026-11-27', people: ['Leila'] },
      ],
    },
  ];
  it.each(rows.map((row) => [row.name, row]))('%s', (_name, row) => check(row));
});
