/**
 * @module ai/openai/few-shot — the failure classes of real mind dumps (issue 12) as guidance and short worked
 * examples for the model, plus what this user has taught Mynd about their tags. The answer is still checked
 * against the shared schemas (normalise.ts); this only makes a good answer more likely.
 */
import type { TagExample } from '../local/learned-tags.js';

export const CLASS_RULES = [
  'Pasted emails and chats: ignore quoted replies ("> …", "On Tue, Dana wrote:"), headers, greetings, signatures and ' +
    'disclaimers. A request addressed to a named person ("Could you, Priya, send…", "@Jordan can you…") is a task ' +
    'with that person; "I\'ll take X and get back by Friday" is the writer\'s own task (no people).',
  'Checklists: "- [ ] X" is a task, "- [x] X" / "☑ X" is done (no task). One sentence with several actions gives ' +
    'one task per action, all sharing the sentence\'s date. A shopping heading with items is one "Buy …" task.',
  'Meeting notes: under "Action items"/"Next steps", "Name: do X by Thu", "Name — do X" and "AI: Name to do X" ' +
    'give a task with that person and date; a line for "me"/"I" is the user\'s own. Discussion bullets above ' +
    'that heading are not tasks. A pasted table ("| Owner | Task | Due | Status |") gives one task per row, with its ' +
    'owner and date; a row whose status is done gives none.',
  'Dictation: take the corrected value ("Thursday, no, actually Friday" → Friday; "call Ken — sorry, Ben" → Ben; ' +
    '"ask Lena to, sorry, I mean Olga to water the ferns" → Olga; "the roofer Stan no Stefan" → Stefan; "by tomorrow actually ' +
    'make that Thursday" → Thursday); ' +
    'drop fillers ("um", "so yeah", "like") from titles; split run-on speech into one task per action.',
  'Not tasks: things already done or cancelled ("sent the invoice already", "no need to call the bank now", "the ' +
    'trip got cancelled"), feelings and worries, idle wishes ("would be nice to learn piano someday"), rhetorical ' +
    'questions ("do I even remember how to relax?"), a question answered "nah". A real question to self that implies ' +
    'an action ("should I book the hotel?") is a task; "have we paid the deposit?" is a check to make.',
  'Dates: "EOD"/"tonight" → today, but "EOD Friday"/"COB tomorrow" → that day; "before 3pm tomorrow" → tomorrow; "the 15th" → the coming 15th; "end of the ' +
    'month" → its last day; "in two weeks" → 14 days from today. Vague phrases ("before the holidays", "Q1") get ' +
    'dueDate null with the phrase kept in dueText.',
  'Dates counted from another day: "a week on Friday"/"Friday week" → the Friday after the coming one; "a week today" ' +
    '→ 7 days from today; "the Tuesday after next" → a week after the coming Tuesday; "the first Monday of next month"; ' +
    '"the evening before the 16th" → the 15th. "Renew it before then" takes the date said just before; "it lapses on ' +
    'the 19th" after a task dates that task; a chat answer "will do today" dates the request it answers.',
  'Tags: choose a custom tag when the meaning implies it, even if its name is not written ("sow the broad beans" → ' +
    '"Allotment", "restring the cello" → "Studio"). Technical work vocabulary is Work: queues, clusters, pipelines, ' +
    'incidents, deploys → Work-DevOps; lines, presses, scrap, torque, changeovers → Work-Manufacturing. A task with ' +
    "no clue of its own belongs to what the dump is about (its custom tag, or its neighbours' tag); a personal " +
    'errand is Life, a child\'s or relative\'s is Family, in any language ("buscar a Lucas en la escuela" → Family). "Unsorted" ' +
    'is a last resort.',
  'people: only real person names — never "the team", "everyone", weekdays, companies, departments or cities. A ' +
    'group doing a task together ("Priyanka and Joel to migrate the agents", "ask Ingrid and Tomasz to count the stock") gives one task ' +
    'with all of them; a trade before a name ("the plumber Dave") names that person.',
];

export const EXAMPLES = [
  {
    dump: "On Mon, Dana wrote:\n> can you rotate the keys?\nSure. Could you, Priya, send the Q3 figures by Monday? I'll draft the contract.\n--\nDana | Ops",
    tasks:
      '[{"title":"Send the Q3 figures","due":"the coming Monday","people":["Priya"]},{"title":"Draft the contract","people":[]}]',
  },
  {
    dump: 'Moving\n- [x] pay the deposit\n- [ ] renew the lease\n- [ ] book the van for Saturday',
    tasks:
      '[{"title":"Renew the lease","tag":"Life"},{"title":"Book the van","due":"the coming Saturday","tag":"Life"}]',
  },
  {
    dump: 'Action items:\n- Priya: migrate the nightly jobs to the new runners by Thu\n- me: book the retro',
    tasks:
      '[{"title":"Migrate the nightly jobs to the new runners","due":"the coming Thursday","tag":"Work-DevOps","people":["Priya"]},{"title":"Book the retro","people":[]}]',
  },
  {
    dump: 'um so I need to call Ken sorry Ben about the quote and uh send the slides Thursday no actually Friday',
    tasks:
      '[{"title":"Call Ben about the quote","people":["Ben"]},{"title":"Send the slides","due":"the coming Friday"}]',
  },
  {
    dump: 'Sent the invoice already. The trip got cancelled. Would be nice to learn piano someday. Plan the roadmap before the holidays.',
    tasks: '[{"title":"Plan the roadmap","dueDate":null,"dueText":"before the holidays"}]',
  },
];

/** The guidance block of the mind-dump prompt, with up to `max` of this user's tag corrections as hints. */
export function fewShotGuidance(learned: readonly TagExample[] | undefined, max = 12): string {
  const corrections = (learned ?? []).filter((e) => e.weight > 1).slice(0, max);
  return [
    'How to read real dumps:',
    ...CLASS_RULES.map((rule) => `- ${rule}`),
    'Worked examples (dump → the tasks to return, other fields omitted):',
    ...EXAMPLES.map((e) => `Dump: ${JSON.stringify(e.dump)}\nTasks: ${e.tasks}`),
    ...(corrections.length > 0
      ? [
          'This user corrected these tags before — tag similar tasks the same way:',
          ...corrections.map((e) => `- ${JSON.stringify(e.text.slice(0, 120))} → ${JSON.stringify(e.tag)}`),
        ]
      : []),
  ].join('\n');
}
