/**
 * @module ai/local/topics — groups the sentences of a mind dump into topics (one per area of the user's
 * tags, in order of appearance) with an extractive summary, and points each task at its topic.
 */
import type { Topic } from '../types.js';
import { withoutMarks } from './cleanup.js';
import { keywordsOf } from './keywords.js';
import { INJECTION, NOT_A_TASK } from './lexicon.js';
import type { LocatedTask } from './located-task.js';
import type { Segment } from './sentences.js';
import { pickTag, UNSORTED } from './tags.js';
import { wordOffsets } from './titles.js';

const MAX_TITLE = 120;
const MAX_SUMMARY = 4000;
const MAX_TOPICS = 20;

const AREA_LABELS: Record<string, string> = {
  'work-devops': 'Engineering & operations',
  'work-manufacturing': 'Plant & production',
  family: 'Family',
  life: 'Personal errands',
};

/**
 * A keyword as the text writes it when that is a name or an acronym (Sarah, TLS), not a sentence's capital; a person
 * on one of the topic's tasks keeps their capital even where only a sentence's start writes it ("Marco will …").
 */
function displayForm(word: string, text: string, people: readonly string[]): string {
  const person = people.find((name) => name.toLowerCase() === word);
  if (person) return person;
  for (const at of wordOffsets(text, word)) {
    const written = text.slice(at, at + word.length);
    const before = text.slice(0, at).trimEnd();
    const startsSentence = before === '' || /[.!?:;\n-]$/.test(before);
    if (!startsSentence && written !== written.toLowerCase()) return written;
  }
  return word;
}

/**
 * "Family: dentist, birthday, cake": the area and the words the topic says most, its tasks' titles counted again, as
 * the tasks are what the card is for.
 */
function titleFor(tag: string, text: string, tasks: readonly LocatedTask[]): string {
  const label = AREA_LABELS[tag.toLowerCase()] ?? (tag === UNSORTED ? 'Notes' : tag);
  const people = tasks.flatMap((task) => task.people);
  const said = [text, ...tasks.map((task) => task.title)].join('\n');
  const keywords = keywordsOf(said, 3).map((k) => displayForm(k.word, text, people));
  const title = keywords.length > 0 ? `${label}: ${keywords.join(', ')}` : label;
  return title.slice(0, MAX_TITLE);
}

/** A sentence of a summary and the line of the text it was said on (a list's items keep their own lines). */
export interface SaidSentence {
  text: string;
  line: number;
}

/**
 * "call mom" opens its summary sentence as "Call mom" (and no stop a taken-out label left opens it); a first word written with a capital inside it ("iPhone",
 * "eBay"), a link or a handle is left as written.
 */
const LOWER_FIRST_WORD = /^\p{Ll}[\p{Ll}'’-]*(?![\p{L}\p{N}@_/]|:\/\/|\.\p{L})/u;

function opened(said: string): string {
  // The stop a label left when clean-up took the label out (": the white shirt is too small").
  const sentence = said.replace(/^[:;,]+\s*/, '');
  return LOWER_FIRST_WORD.test(sentence) ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : sentence;
}

/** The sentences as read: each opened with a capital, a new line where the writer started one (a list stays a list). */
function joined(said: readonly SaidSentence[]): string {
  return said
    .map((entry, i) => (i === 0 ? '' : said[i - 1]!.line === entry.line ? ' ' : '\n') + entry.text)
    .join('');
}

/** An extractive summary: the group's sentences, most telling first when they do not all fit. */
export function extractiveSummary(said: readonly SaidSentence[]): string {
  const sentences = said.map((entry) => ({ text: opened(withoutMarks(entry.text)), line: entry.line }));
  const full = joined(sentences);
  if (full.length <= MAX_SUMMARY) return full;
  const keywords = new Set(keywordsOf(full, 15).map((k) => k.word));
  const scored = sentences.map((sentence, index) => ({
    sentence,
    index,
    score: sentence.text
      .toLowerCase()
      .split(/\W+/)
      .filter((w) => keywords.has(w)).length,
  }));
  const chosen: typeof scored = [];
  let length = 0;
  for (const entry of [...scored].sort((a, b) => b.score - a.score || a.index - b.index)) {
    if (length + entry.sentence.text.length + 1 > MAX_SUMMARY) continue;
    chosen.push(entry);
    length += entry.sentence.text.length + 1;
  }
  // One sentence longer than the limit (a dictated run-on): its beginning.
  if (chosen.length === 0) return full.slice(0, MAX_SUMMARY);
  return joined(chosen.sort((a, b) => a.index - b.index).map((entry) => entry.sentence));
}

/**
 * Groups segments into topics and sets `topicIndex` on the tasks. A sentence the writer took back stays in its topic's
 * summary (it is what they said) but gives no word to its title ("book the table, esquece" is not what it is about).
 */
export function groupTopics(
  segments: Segment[],
  tasks: LocatedTask[],
  tags: string[],
  takenBack: ReadonlySet<number>,
): Topic[] {
  const taskTag = new Map<number, string>();
  for (const task of tasks) if (!taskTag.has(task.segment)) taskTag.set(task.segment, task.tag);
  const areaOf: string[] = segments.map((segment, index) => {
    const tag = taskTag.get(index);
    if (tag !== undefined) return tag;
    if (NOT_A_TASK.test(segment.text) || INJECTION.test(segment.text)) return UNSORTED;
    return pickTag(segment.text, '', [], tags);
  });
  // A sentence with no area of its own belongs with its neighbour ("It expires next week."): the one before, else the
  // one after.
  let next: string = UNSORTED;
  const after = areaOf.map((_, i) => {
    const area = areaOf[areaOf.length - 1 - i]!;
    const following = next;
    if (area !== UNSORTED) next = area;
    return following;
  });
  after.reverse();
  let previous: string = UNSORTED;
  for (let i = 0; i < areaOf.length; i++) {
    if (areaOf[i] !== UNSORTED) previous = areaOf[i]!;
    else areaOf[i] = previous !== UNSORTED ? previous : after[i]!;
  }
  const order: string[] = [];
  const groups = new Map<string, number[]>();
  // A user with very many tags still gets at most MAX_TOPICS topics: the rest share the last one.
  const distinct = [...new Set(areaOf)];
  const overflow = new Set(distinct.slice(MAX_TOPICS - 1));
  if (distinct.length > MAX_TOPICS) {
    for (let i = 0; i < areaOf.length; i++) if (overflow.has(areaOf[i]!)) areaOf[i] = UNSORTED;
  }
  areaOf.forEach((area, index) => {
    if (!groups.has(area)) {
      groups.set(area, []);
      order.push(area);
    }
    groups.get(area)!.push(index);
  });
  const topics = order.map((area) => {
    const members = groups.get(area)!;
    const sentences = members.map((i) => segments[i]!);
    const kept = members.filter((i) => !takenBack.has(i)).map((i) => segments[i]!.text);
    const own = tasks.filter((task) => areaOf[task.segment] === area);
    return {
      title: titleFor(area, (kept.length > 0 ? kept : sentences.map((s) => s.text)).join(' '), own),
      summary: extractiveSummary(sentences),
    };
  });
  for (const task of tasks) task.topicIndex = order.indexOf(areaOf[task.segment] ?? UNSORTED);
  return topics;
}
