/**
 * Tags on meeting notes (issue 12): an action item is the meeting's — the team's work tag, or the user's custom
 * tag for the club, the client, the committee — whatever everyday word it has ("fix the van's tail light" under the
 * food bank's meeting, "book a room for the review" under a standup). A meeting is a name line with notes under it
 * (who was there, "Action items", "Name: …" jobs); it ends where its notes end. An item keeps a tag its own words
 * give twice, a custom tag of its own, or the writer's own family ("pick up the kids at 3"). Dumps written for these
 * tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const MEETINGS: Row[] = [
  {
    name: "a platform standup: ordering keys and booking a room are the team's work",
    text: "Platform standup 25/11\nAttendees: Ana, Ravi, me\n- payments API latency back to normal after the rollback\n\nAction items:\n- Ana: write the postmortem for Monday's outage by Thu\n- Ravi — order the new YubiKeys for the team\n- me: update the status page wording\n- me: book a room for the incident review",
    want: [
      { has: 'postmortem', tag: 'Work-DevOps' },
      { has: 'yubikeys', tag: 'Work-DevOps' },
      { has: 'wording', tag: 'Work-DevOps' },
      { has: 'incident', tag: 'Work-DevOps' },
    ],
  },
  {
    name: "a shift handover: a charger and the break-room milk are the plant's",
    text: 'Shift handover – nights to earlies\n- line 3 down 40 min, conveyor belt tracking again\n- forklift 2 not charging\n\nActions:\n- Marek: check the belt tracking on line 3 before 10\n- me: call the dealer about the charger\n- Dana: print new labels for the racking\n- me: order coffee and milk for the break room',
    want: [
      { has: 'tracking', tag: 'Work-Manufacturing' },
      { has: 'charger', tag: 'Work-Manufacturing' },
      { has: 'racking', tag: 'Work-Manufacturing' },
      { has: 'coffee', tag: 'Work-Manufacturing' },
    ],
  },
  {
    name: "a food bank meeting: the van's tail light and bin bags are the food bank's",
    text: "Food bank volunteers meeting – Tue\nPresent: Joan, Ade, Priya, me\n- Christmas hampers: 140 families signed up so far\n\nActions\n- Joan: ring Tesco about the surplus bread pickup\n- Ade: fix the van's tail light before Saturday\n- Priya: sort the rota for the 23rd\n- me: buy bin bags and gloves",
    extra: ['Food Bank'],
    want: [
      { has: 'surplus', tag: 'Food Bank' },
      { has: "van's", tag: 'Food Bank' },
      { has: 'sort', tag: 'Food Bank' },
      { has: 'gloves', tag: 'Food Bank' },
    ],
  },
  {
    name: "a call named for a client tag (Acme): flights and a SOW are Acme's, not Garden's sowing",
    text: 'Acme call 24/11\nLena, Tom, me + their CTO\n- they want the pilot live before Christmas\n\nNext steps\n- Lena: send the revised SOW by Friday\n- me: book flights to Lyon for the kickoff\n- Tom: set up the shared drive\n- me: get the NDA signed',
    extra: ['Acme', 'Garden'],
    want: [
      { has: 'revised', tag: 'Acme' },
      { has: 'flights', tag: 'Acme' },
      { has: 'shared', tag: 'Acme' },
      { has: 'signed', tag: 'Acme' },
    ],
  },
  {
    name: "band practice notes: paying back the van hire is the band's",
    text: "Band practice notes – Sunday\n- new setlist for the Crown gig, drop the slow one\n- Jo's amp is buzzing again\n\nActions:\nSam: fix the snare stand\nme: book the rehearsal room for Thursday\nJo — post the gig on Instagram\nme: pay Dave back for the van hire",
    extra: ['Band'],
    want: [
      { has: 'snare', tag: 'Band' },
      { has: 'rehearsal', tag: 'Band' },
      { has: 'instagram', tag: 'Band' },
      { has: 'dave', tag: 'Band' },
    ],
  },
  {
    name: 'an allotment AGM with "AI:" lines: a leak, a gate and the rent are the allotment\'s',
    text: 'Allotment committee AGM notes\n- the water bill went up again\n\nAI: Keith to fix the leak in the water trough\nAI: Sue to order a new padlock for the gate\nAI: Sue to chase plot 14 about the rent\nAI: Priya to email everyone the minutes',
    extra: ['Allotment'],
    want: [
      { has: 'trough', tag: 'Allotment' },
      { has: 'padlock', tag: 'Allotment' },
      { has: 'chase', tag: 'Allotment' },
      { has: 'everyone', tag: 'Allotment' },
    ],
  },
  {
    name: "a retro: the team's Christmas dinner and a whiteboard are the team's work, not Family and Life",
    text: 'Sprint 18 retro\nWent well: zero pages this week\nWent badly: the release train slipped twice\n\nAction items\n- Priya: pin the node version in the build image\n- me: sort out a venue for the team Christmas dinner\n- Kofi: write up the on-call rota for December\n- me: buy a new whiteboard for the war room',
    want: [
      { has: 'version', tag: 'Work-DevOps' },
      { has: 'christmas', tag: 'Work-DevOps' },
      { has: 'december', tag: 'Work-DevOps' },
      { has: 'whiteboard', tag: 'Work-DevOps' },
    ],
  },
  {
    name: "a family meeting: the bike and the dentist are the family's",
    text: "Family meeting Sunday night (Mum, Dad, Léa, me)\n- Léa wants to do judo on Wednesdays\n\nTo do:\n- Dad: fix the brakes on Léa's bike\n- Mum: book the dentist for all of us\n- me: plan the weekend at Grandma's\n- Léa: tidy her room by Saturday",
    want: [
      { has: 'brakes', tag: 'Family' },
      { has: 'dentist', tag: 'Family' },
      { has: "grandma's", tag: 'Family' },
      { has: "léa's", tag: 'Family' },
    ],
  },
  {
    name: 'a sync then a "Personal" paragraph: the meeting ends where its notes end',
    text: 'Notes from the ops sync:\n- Jonas: rotate the TLS certs before Friday\n- me: check why the backup cron failed\n\nPersonal\n- dentist on Thursday, confirm it\n- buy milk and bread',
    want: [
      { has: 'rotate', tag: 'Work-DevOps' },
      { has: 'backup', tag: 'Work-DevOps' },
      { has: 'thursday', tag: 'Life' },
      { has: 'bread', tag: 'Life' },
    ],
  },
  {
    name: "a wedding venue call: hotel rooms for the family are the wedding's",
    text: 'Wedding planning call w/ Sophie (venue)\n- tasting moved to 6 Dec\n- they need the final numbers 4 weeks out\nNext steps\n- Sophie: send the updated quote\n- me: book the hotel rooms for the family\n- Marco: order the cake\n- me: pay the deposit by Friday',
    extra: ['Wedding'],
    want: [
      { has: 'updated', tag: 'Wedding' },
      { has: 'family', tag: 'Wedding' },
      { has: 'order', tag: 'Wedding' },
      { has: 'deposit', tag: 'Wedding' },
    ],
  },
  {
    name: "a PTA meeting: baking brownies is the PTA's",
    text: "PTA meeting 20/11\nPresent: Claire (chair), Dev, Hannah, me\n1. Winter fair on 12 Dec\nActions\n- Dev: get quotes for the Santa's grotto\n- Hannah: ask the head about using the hall\n- me: bake two trays of brownies\n- Claire: print the raffle tickets",
    extra: ['PTA'],
    want: [
      { has: "santa's", tag: 'PTA' },
      { has: 'using', tag: 'PTA' },
      { has: 'brownies', tag: 'PTA' },
      { has: 'tickets', tag: 'PTA' },
    ],
  },
  {
    name: "a production meeting: badges and overtime pizzas are the plant's",
    text: 'Weekly production meeting\nAttendees: Tomasz, Kasia, me\nScrap on press 4 at 5%, customer complaint from Valeo\n\nNext steps:\n1. Kasia: 8D for the Valeo complaint by Friday\n2. Tomasz to book the Zeiss training for the new inspectors\n3. me: update the visitor badges and the sign-in sheet\n4. me: order pizzas for the Saturday overtime crew',
    want: [
      { has: 'complaint', tag: 'Work-Manufacturing' },
      { has: 'inspectors', tag: 'Work-Manufacturing' },
      { has: 'visitor', tag: 'Work-Manufacturing' },
      { has: 'saturday', tag: 'Work-Manufacturing' },
    ],
  },
  {
    name: "church council minutes: the heating engineer and the hall's electricity bill are the church's",
    text: 'Church council minutes\nPresent: Rev. Alan, Grace, Tunde, me\n- heating in the hall broken since Sunday\nActions:\nTunde: call the heating engineer\nGrace — organise the Christmas carol service rota\nme: buy candles and matches for the advent service\nme: pay the electricity bill for the hall',
    extra: ['Church'],
    want: [
      { has: 'engineer', tag: 'Church' },
      { has: 'christmas', tag: 'Church' },
      { has: 'candles', tag: 'Church' },
      { has: 'electricity', tag: 'Church' },
    ],
  },
  {
    name: '"Mtg w/ Sarah re: …": a venue and flyers for the launch are marketing\'s',
    text: 'Mtg w/ Sarah re: the spring launch\nshe wants the landing page live by 1 March\n- me: brief the photographer\n- Sarah: book the venue for the launch party\n- Tom to order the printed flyers',
    extra: ['Marketing'],
    want: [
      { has: 'photographer', tag: 'Marketing' },
      { has: 'launch', tag: 'Marketing' },
      { has: 'printed', tag: 'Marketing' },
    ],
  },
  {
    name: "an ops review: a colleague's new baby does not make the meeting the family's",
    text: 'Tuesday 24/11 – ops review\n- failover test on the SAN passed, latency fine\n\n- Ana: renew the support contract for the SAN before Friday\n- Ravi: send flowers to Kemi from the team (new baby)\n- me: expense the taxi from the datacentre visit',
    want: [
      { has: 'contract', tag: 'Work-DevOps' },
      { has: 'flowers', tag: 'Work-DevOps' },
      { has: 'datacentre', tag: 'Work-DevOps' },
    ],
  },
  {
    name: "a scout leaders' meeting: the minibus and first-aid refills are the scouts', parents are not kin",
    text: 'Scout leaders meeting\nPresent: Akela, Baloo, me\n- camp in May, 24 cubs signed up\nActions:\n- Baloo: book the minibus\n- me: buy the first aid kit refills\n- Akela: send the kit list to parents',
    extra: ['Scouts'],
    want: [
      { has: 'minibus', tag: 'Scouts' },
      { has: 'refills', tag: 'Scouts' },
      { has: 'parents', tag: 'Scouts' },
    ],
  },
  {
    name: "a toolbox talk: hi-vis vests and a first-aid refresher are the plant's",
    text: 'Line 4 toolbox talk\n- near miss at the loading bay yesterday\nActions\n- me: order new hi-vis vests\n- Sunita: repaint the walkway lines\n- Raj: book the first aid refresher for the night crew',
    want: [
      { has: 'order', tag: 'Work-Manufacturing' },
      { has: 'repaint', tag: 'Work-Manufacturing' },
      { has: 'refresher', tag: 'Work-Manufacturing' },
    ],
  },
  {
    name: "a standup: picking up the writer's own kids stays the family's",
    text: 'Standup\nblocked on the staging DB again\nme - pick up the kids at 3, leaving early\nme - rerun the migration after lunch',
    want: [
      { has: 'leaving', tag: 'Family' },
      { has: 'migration', tag: 'Work-DevOps' },
    ],
  },
];

const IN_PROSE: Row[] = [
  {
    name: "an infra sync told in prose: the pizza bought for the game day is the team's",
    text: "Had the infra sync this morning, we decided to move the nightly jobs to the new runners. Action items: Priya to book a room for the game day, I'll buy the pizza for it, Tom to write the comms.",
    want: [
      { has: 'nightly', tag: 'Work-DevOps' },
      { has: 'book', tag: 'Work-DevOps' },
      { has: 'pizza', tag: 'Work-DevOps' },
      { has: 'write', tag: 'Work-DevOps' },
    ],
  },
  {
    name: "a committee call told in prose: bin bags and a tail light are the food bank's",
    text: "Quick notes from the food bank committee call, the hamper numbers are up again. Next steps: Joan to ring Tesco about the bread, I'll buy the bin bags, Ade to fix the van's tail light.",
    extra: ['Food Bank'],
    want: [
      { has: 'tesco', tag: 'Food Bank' },
      { has: 'bags', tag: 'Food Bank' },
      { has: "van's", tag: 'Food Bank' },
    ],
  },
  {
    name: 'a meeting said in passing, with no action items: the errands keep their own tags',
    text: 'Standup was short today. Call mum tonight. Buy milk on the way home.',
    want: [
      { has: 'call', tag: 'Family' },
      { has: 'milk', tag: 'Life' },
    ],
  },
];

/**
 * Round two: a meeting whose notes are only points ("1:1 with Helen" over a list), one about office work the
 * user has no tag for (its items stay Unsorted instead of taking the family errands around them), a school's
 * parents' meeting, and a team's Christmas party in a work meeting's items.
 */
const ROUND_TWO: Row[] = [
  {
    name: 'a 1:1 over a list of points is office work; the kids stay the family’s',
    text: '1:1 with Helen\n- went over the Q3 goals\n- ask about the training budget\n- I need to pick up the kids early on Friday, tell her\n- follow up on the promotion case',
    want: [
      { has: 'training', tag: 'Unsorted' },
      { has: 'kids', tag: 'Family' },
      { has: 'helen', tag: 'Unsorted' },
      { has: 'promotion', tag: 'Unsorted' },
    ],
  },
  {
    name: 'a catch-up about a pricing sheet, then a paragraph about mum’s birthday',
    text: "Catch-up with Dominik\n- chase the legal review of the pricing sheet\n- send him last year's renewal numbers\n\nmum's birthday on Sunday: order the flowers, book the table at Luigi's",
    want: [
      { has: 'legal', tag: 'Unsorted' },
      { has: 'numbers', tag: 'Unsorted' },
      { has: 'flowers', tag: 'Family' },
      { has: 'table', tag: 'Family' },
    ],
  },
  {
    name: 'a PTA meeting is the family’s',
    text: 'PTA meeting minutes\nPresent: Claire, Mo, Fatima, me\n- the bake sale raised £412\n- Mo to print the flyers for the quiz night\n- me: email the head about the playground\n- Fatima: get quotes for the new benches',
    want: [
      { has: 'flyers', tag: 'Family' },
      { has: 'playground', tag: 'Family' },
      { has: 'benches', tag: 'Family' },
    ],
  },
  {
    name: 'the team’s Christmas party in a platform sync is the team’s',
    text: 'Platform sync 24/11\nAttendees: Ana, Kofi, me\nAction items:\n- Ana: book the venue for the Christmas party\n- Kofi: fix the alert routing for the billing API\n- me: write up the incident timeline',
    want: [
      { has: 'venue', tag: 'Work-DevOps' },
      { has: 'routing', tag: 'Work-DevOps' },
      { has: 'timeline', tag: 'Work-DevOps' },
    ],
  },
];

describe('action items of meeting notes take the meeting’s tag', () => {
  for (const row of MEETINGS) it(row.name, () => check(row));
});
describe('a meeting told in prose: the items after its "Action items:" take its tag', () => {
  for (const row of IN_PROSE) it(row.name, () => check(row));
});
describe('meetings, round two: points, office work, a PTA and a team party', () => {
  for (const row of ROUND_TWO) it(row.name, () => check(row));
});
