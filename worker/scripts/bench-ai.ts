/**
 * @module scripts/bench-ai — how long the local provider takes on a 10,000-character mind dump (the
 * maximum a user can send). Target: under 300 ms. Prints the first dump after the provider is created (it warms up once per process), then median and p95 of the next runs.
 * Then how its time grows with the length of six long pastes: clean-up blanks a quoted thread and a disclaimer into
 * long runs of spaces, and a pattern that backtracks over such a run (or over one unbroken token) takes time by the
 * square or the cube of its length (a 10,000-character mail took a minute before round thirty-four; a quoted thread of
 * short lines and a pasted key grew by the square until round thirty-five; one sentence of many errands, whose every task
 * read the whole sentence again, until round thirty-six; a mail that lost its line breaks and a paste spaced out by
 * empty lines took seconds until round thirty-eight). Figure per shape: ms per 1,000 characters
 * at 10,000 characters against 2,500, in the same run; about 1 when time grows with the length.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { reportFigure } from '@mynd/shared/testing/bench-figures';
import { createAiProvider } from '../src/ai/provider.js';
import {
  dictatedRunOn,
  mailOnOneLine,
  pastedKey,
  pastedMail,
  quotedThread,
  spacedOutPaste,
} from '../test/fixtures/pasted-mail.js';

const TARGET_MS = 300;
const RUNS = 20;

const sets = ['../eval/cases.jsonl'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
const texts = sets.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { text: string }).text),
);
let dump = '';
for (let i = 0; dump.length < 10_000; i++) dump += `${texts[i % texts.length]}\n`;
dump = dump.slice(0, 10_000);

const ai = createAiProvider({ provider: 'local' });
const ctx = {
  now: new Date(),
  timeZone: 'Europe/Berlin',
  tags: ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', 'Unsorted', 'Hiring'],
};

const time = async () => {
  const started = performance.now();
  const result = await ai.processMindDump(dump, ctx);
  return { ms: performance.now() - started, tasks: result.tasks.length, topics: result.topics.length };
};

const cold = await time();
const warm: number[] = [];
for (let i = 0; i < RUNS; i++) warm.push((await time()).ms);
warm.sort((a, b) => a - b);
const median = warm[Math.floor(RUNS / 2)]!;
const p95 = warm[Math.ceil(RUNS * 0.95) - 1]!;
const met = Math.max(cold.ms, p95) < TARGET_MS;
console.log(
  `local provider, ${dump.length}-character mind dump → ${cold.tasks} tasks, ${cold.topics} topics\n` +
    `  first ${cold.ms.toFixed(1)} ms · warm median ${median.toFixed(1)} ms · p95 ${p95.toFixed(1)} ms ` +
    `(target < ${TARGET_MS} ms: ${met ? 'met' : 'MISSED'})`,
);
reportFigure({
  part: 'worker',
  figure: `local provider, ${dump.length}-character mind dump: first / warm p95`,
  value: `${cold.ms.toFixed(1)} / ${p95.toFixed(1)} ms`,
  target: `< ${TARGET_MS} ms`,
  met,
});

const perThousand = async (text: string) => {
  await ai.processMindDump(text, ctx);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await ai.processMindDump(text, ctx);
    best = Math.min(best, performance.now() - started);
  }
  return { text, ms: best, per: (1000 * best) / text.length };
};
/** The largest size of a shape whose text stays within `limit` characters. */
const grownTo = (grow: (size: number) => string, limit: number) => {
  let size = 1;
  while (grow(size + 1).length <= limit) size++;
  return grow(size);
};
const shapes: [string, (size: number) => string][] = [
  ['pasted mail', pastedMail],
  ['reply over a quoted thread', quotedThread],
  ['note around a pasted key', (size) => pastedKey(size * 100)],
  ['dictated run-on of many errands', dictatedRunOn],
  ['note over a mail on one line', mailOnOneLine],
  ['paste spaced out by empty lines', (size) => spacedOutPaste(size * 10)],
];
let linear = true;
for (const [name, grow] of shapes) {
  const short = await perThousand(grownTo(grow, 2_500));
  const long = await perThousand(grownTo(grow, 10_000));
  const ratio = long.per / short.per;
  linear &&= ratio < 2;
  console.log(
    `${name}, ${short.text.length} → ${long.text.length} characters: ${short.ms.toFixed(1)} → ${long.ms.toFixed(1)} ms, ` +
      `${short.per.toFixed(1)} → ${long.per.toFixed(1)} ms per 1,000 characters (ratio ${ratio.toFixed(2)}, target < 2: ${ratio < 2 ? 'met' : 'MISSED'})`,
  );
  reportFigure({
    part: 'worker',
    figure: `local provider, ${name} 10,000 vs 2,500 characters: ms per 1,000 characters, ratio`,
    value: `${ratio.toFixed(2)} (${short.per.toFixed(1)} → ${long.per.toFixed(1)})`,
    target: '< 2',
    met: ratio < 2,
  });
}
if (!met || !linear) process.exitCode = 1;
