/**
 * What the writer's side of a mail will do: in a mail sent to the user, the writer's promise after a comma or "and"
 * ("If so, I'll send…", "…and I will arrange it for you") and what someone they name will do for the reader ("Bruno
 * will send you the images") are not the user's to do. In a mail the user sent, "On my side, I'll…" says the user
 * wrote it. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a named colleague of the writer doing something for the reader is no task of the reader',
    text: 'From: Ines Moreau <ines@castings.example>\nTo: Paul Grant\nSubject: porosity on batch 44\n\nDear Paul,\n\nCould you hold the remaining castings from batch 44 until Friday? Bruno will send you the X-ray images tomorrow. On our side, Claire will book the lab and share the results with you.\n\nKind regards,\nInes',
    want: [{ has: 'hold remaining castings', due: '2026-11-27', people: ['Ines'] }],
  },
  {
    name: 'the writer\'s promise after "If so," or "and" is theirs',
    text: "Hi Tom,\n\nThe engineer is booked for Friday morning. Please let the porter have a key on the day. If so, I'll send the engineer's details. The parts are covered by the warranty and I will order them for you once the visit is booked.\n\nBest,\nMarta",
    want: [{ has: 'porter key' }],
  },
  {
    name: "a sent mail whose writer says \"On my side, I'll…\": the promise is the user's, the requests the recipients'",
    text: "From: Lena Berg <lena@harbourfoods.example>\nTo: Ravi Das; Omar Aziz\nSubject: freezer 2 alarm\n\nRavi, Omar,\n\nCould one of you check the door seal on freezer 2 before Thursday?\n\nOn my side, I'll call the service company tomorrow and send round their report.\n\nThanks,\nLena",
    want: [
      { has: 'check door seal freezer', due: '2026-11-26', people: ['Ravi', 'Omar'] },
      { has: 'call service company', due: '2026-11-25' },
      { has: 'send round report', due: '2026-11-25' },
    ],
  },
  {
    name: 'a duty told of a colleague ("will have to") keeps the request that follows it, which is about it',
    text: 'Hi Sam,\n\nCan you list the printers still on the old driver by Friday? Nadia will have to patch the print server, so loop her in once you have the list.\n\nThanks,\nGreg',
    want: [
      { has: 'list printers', due: '2026-11-27' },
      { has: 'loop', description: 'patch the print server' },
    ],
  },
  {
    name: 'a colleague\'s promise that turns to ask the reader ("…, please …") keeps what it asks',
    text: 'From: Ines Moreau <ines@castings.example>\nTo: Paul Grant\nSubject: porosity on batch 44\n\nDear Paul,\n\nBruno will send you the X-ray images today, please forward them to your quality lead before Friday.\n\nKind regards,\nInes',
    want: [{ has: 'forward quality lead', due: '2026-11-27', people: ['Bruno'] }],
  },
  {
    name: 'the same turn with a verb after the comma',
    text: 'From: Ines Moreau <ines@castings.example>\nTo: Paul Grant\nSubject: porosity on batch 44\n\nDear Paul,\n\nBruno will send you the revised drawing tomorrow, sign it before the kickoff on Monday.\n\nKind regards,\nInes',
    want: [{ has: 'sign', due: '2026-11-30' }],
  },
  {
    name: "in a mail with headers, a colleague's plan that is not for the reader is theirs too",
    text: 'From: Ines Moreau <ines@castings.example>\nTo: Paul Grant\nSubject: porosity on batch 44\n\nDear Paul,\n\nCould you hold the castings until Friday? Bruno will walk the line with the auditor on Thursday.\n\nKind regards,\nInes',
    want: [{ has: 'hold castings', due: '2026-11-27', people: ['Ines'] }],
  },
];

describe("pasted mail: what the writer's side will do", () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
