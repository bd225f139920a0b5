/**
 * The stock phrases and shapes of pasted mail (issue 12, "pasted email/chat"): "please find attached" and "please note
 * our office is closed" are no tasks, a recap "from today" dates nothing, "I still owe X" is owed to X, "…, will send
 * tomorrow" says when to do the task before it, and a Portuguese "um" is an article, not a hesitation. Messages written
 * for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a received letter: the attachment and the office hours are no tasks',
    text: 'From: Ines Brandt <ines@brandt-law.de>\nTo: Me\nSubject: Tenancy\n\nDear Mr. Adeyemi,\n\nplease find attached the draft agreement. Could you sign page 3 and return it by Friday?\n\nPlease note our office is closed from 24 December.\n\nKind regards,\nInes Brandt',
    want: [{ has: 'sign page 3', due: '2026-11-27' }],
  },
  {
    name: 'a recap "from today" dates none of its items; "I still owe…, will send tomorrow" is one task',
    text: 'Quick recap from today:\n- Noor will update the changelog.\n- I still owe Priya the revised budget, will send tomorrow.\n- Can someone check why the nightly build is red?',
    want: [
      { has: 'update changelog', due: null, people: ['Noor'] },
      { has: 'give priya revised budget', due: '2026-11-25', people: ['Priya'] },
      { has: 'check nightly build', due: null },
    ],
  },
  {
    name: 'a Portuguese "um" is "a"; "amanhã" leaves the title like "tomorrow"',
    text: 'preciso abrir um chamado no suporte amanhã and ship the release notes today',
    want: [
      { has: 'abrir um chamado suporte', title: 'Abrir um chamado no suporte', due: '2026-11-25' },
      { has: 'ship release notes', due: '2026-11-24' },
    ],
  },
  {
    name: 'a recipient addressed before a remark ("Ivan, we\'re…") is asked, even one whose name is a month',
    text: "From: Nora Quinn <nora@quinnfreight.com>\nTo: Ivan Petrov; Lucy Hart; May Chen\nSubject: Dock 2\n\nHi all,\n\nLucy, can you count the pallets in bay 4?\nMay, we're almost out of shrink wrap, could you order two rolls today?\nIvan, we've lost the dock keys again — can you get a spare set cut?\n\nI'll redo the rota tomorrow.\n\nThanks,\nNora",
    want: [
      { has: 'count pallets', people: ['Lucy'] },
      { has: 'order two rolls', due: '2026-11-24', people: ['May'] },
      { has: 'spare set', people: ['Ivan'] },
      { has: 'redo rota', due: '2026-11-25', people: [] },
    ],
  },
  {
    name: 'a month that is nobody the message is to stays a month',
    text: 'From: Nora Quinn <nora@quinnfreight.com>\nTo: Ivan Petrov\nSubject: Dock 2\n\nHi Ivan,\n\nMay, as you know, is our busiest month. Could you book two extra drivers for it?\n\nThanks,\nNora',
    want: [{ has: 'book two extra drivers', people: ['Nora'] }],
  },
  {
    name: 'a request passed on in a mail ("Dad asked if you could…", "Gran wants you to…") is the reader\'s, with the writer',
    text: "Hi Tom,\n\nCan you bring the folding chairs on Saturday? I'll order the balloons by Thursday.\n\nAlso Dad asked if you could fix the gate latch before Sunday, and Gran wants you to phone the care home tomorrow. Aunt Jo just wanted you to know the party starts at 3.\n\nLove,\nElla",
    want: [
      { has: 'bring folding chairs', due: '2026-11-28', people: ['Ella'] },
      { has: 'fix gate latch', due: '2026-11-29', people: ['Ella'] },
      { has: 'phone care home', due: '2026-11-25', people: ['Ella'] },
    ],
  },
  {
    name: 'said of the user: "Mum asked if I could…", "my boss asked me to…"',
    text: 'Mum asked if I could drop off the spare keys on Friday. My boss asked me to redo the rota by Monday.',
    want: [
      { has: 'drop off spare keys', due: '2026-11-27' },
      { has: 'redo rota', due: '2026-11-30' },
    ],
  },
  {
    name: 'the user\'s own line under a paste, opened "and separately" / "on an unrelated note", is a task',
    text: '---\nFrom: Ruth Keane <ruth@keane-interiors.ie>\nSubject: Kitchen plans\n\nHi Ali,\n\nCould you send us the lighting plan by Friday?\n\nThanks,\nRuth\n---\n\nand separately I need to book the van service before the warranty runs out on Monday\non an unrelated note, renew the parking permit',
    want: [
      { has: 'send lighting plan', due: '2026-11-27', people: ['Ruth'] },
      { has: 'book van service', due: '2026-11-30' },
      { has: 'renew parking permit' },
    ],
  },
  {
    name: 'the user\'s reply saying where they will be ("we\'re both out Thursday/Friday", "I\'m away next week") is no task',
    text: "Re: Hallam order\n\nHi Pat,\n\nThanks for the samples. Could you send the signed order form by Wednesday? We're both out Thursday/Friday for Thanksgiving. I'm away next week as well.\n\nBest,\nSuki\n\nOn Mon, Pat Ng <pat@hallam.co> wrote:\n> The samples are in the post.",
    want: [{ has: 'send signed order form', due: '2026-11-25', people: ['Pat'] }],
  },
  {
    name: 'said in a dump, "I\'m stuck in Leeds until Friday" is where the user is; the task beside it stays',
    text: "I'm stuck in Leeds until Friday. Ask Omar to feed the cat tomorrow.",
    want: [{ has: 'feed cat', due: '2026-11-25', people: ['Omar'] }],
  },
  {
    name: 'a short weekday and an hour after "at" ("Wed at 4", "Thu at 9.30") is that day; a number after it is not an hour',
    text: 'my part: Rosa needs to take Leo to the orthodontist Wed at 4, remind her. Call the garage Thu at 9.30. Order the tiles, the Sat at 40 percent off sale ends soon.',
    want: [
      { has: 'take leo orthodontist', due: '2026-11-25', people: ['Rosa'] },
      { has: 'remind', due: '2026-11-25' },
      { has: 'call garage', due: '2026-11-26' },
      { has: 'order tiles', due: null },
    ],
  },
  {
    name: 'a short weekday and an hour after "before" or "after" ("thu before 5", "Sat after 7") is that day, and leaves the title',
    text: 'collect the hired marquee thu before 5\nfetch the spare chairs from the hall Sat after 7',
    want: [
      { has: 'collect hired marquee', title: 'Collect the hired marquee', due: '2026-11-26' },
      { has: 'fetch spare chairs', title: 'Fetch the spare chairs from the hall', due: '2026-11-28' },
    ],
  },
  {
    name: 'a reader addressed by a given name of two words ("Hui Min, could you…", "- Bao Anh, please…") is asked',
    text: 'Subject: Re: rollout\n\nHi both,\n\nHui Min, could you draft the rollback plan by Thursday?\n- Bao Anh, please rotate the API keys on Monday.\n\nCheers,\nOlu\n\nOn Mon, Hui Min Koh <hm@x.sg> wrote:\n> Who owns the rollback?',
    want: [
      { has: 'draft rollback plan', due: '2026-11-26', people: ['Hui Min'] },
      { has: 'rotate api keys', due: '2026-11-30', people: ['Bao Anh'] },
    ],
  },
  {
    name: 'in a message to the user, an imperative that sends a thing back ("Send us…", "Let me know…") is for its writer',
    text: 'From: Greta Holm <greta@holm-estates.se>\nSubject: Unit 4\n\nHi Ravi,\n\nBefore the move:\n- Return the signed inventory by Friday.\n- Send us a copy of your contents insurance.\n- Let me know your forwarding address by Monday.\n- Email me the meter photos.\n\nBest regards,\nGreta Holm',
    want: [
      { has: 'return signed inventory', due: '2026-11-27', people: [] },
      { has: 'contents insurance', people: ['Greta'] },
      { has: 'forwarding address', due: '2026-11-30', people: ['Greta'] },
      { has: 'email meter photos', people: ['Greta'] },
    ],
  },
  {
    name: 'a note above a mail saying whom it came from ("fwd from Ines") makes it one the user received, thread or not',
    text: "fwd from Ines, need to deal with this\n\nHi Colm,\n\nCould you book the venue for the launch? Let's go over the guest list next week.\n\nThanks,\nInes\n\nOn Mon, Pat Ng <pat@x.ie> wrote:\n> Is the venue booked?",
    want: [
      { has: 'book venue', people: ['Ines'] },
      { has: 'go over guest list', people: ['Ines'] },
    ],
  },
  {
    name: 'what a mail agreed not to do, "shout if I missed anything" and "have a good weekend" are no tasks',
    text: "Hi Dara,\n\nRecap of today: we agreed not to migrate the mail server before March, and we've agreed to never reuse the old VPN keys. Could you order the spare switch by Friday?\n\nShout if I missed anything. Have a good weekend!\n\nBest,\nNiamh",
    want: [{ has: 'order spare switch', due: '2026-11-27', people: ['Niamh'] }],
  },
  {
    name: '"please find … below" and "Reply above this line" are no tasks',
    text: [
      '## Reply above this line ##',
      'Hi Sven,',
      'Please find the revised schedule below.',
      'Could you confirm the delivery window by Thursday?',
      'Thanks, Oona',
    ].join('\n'),
    want: [{ has: 'confirm delivery window', due: '2026-11-26' }],
  },
  {
    name: 'a mail wrapped by its program ("…the delivery window and the" / "parking bays by Thursday?") reads as one sentence',
    text: [
      'Hi Sven,',
      'Could you please confirm the delivery window for the pallets and the',
      'parking bays for the two vans by Thursday? We will also need your',
      'signature on the site form.',
      'Thanks, Oona',
    ].join('\n'),
    want: [{ has: 'confirm delivery window pallets parking bays', due: '2026-11-26' }],
  },
];

describe('the shapes of pasted mail', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
