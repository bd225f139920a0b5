/**
 * @module scripts/bench-ai — how long the local provider takes on a 10,000-character mind dump (the
 * maximum a user can send). Target: under 300 ms. Prints the first dump after the provider is created (it warms up once per process), then median and p95 of the next runs.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { reportFigure } from '@mynd/shared/testing/bench-figures';
import { createAiProvider } from '../src/ai/provider.js';

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
if (!met) process.exitCode = 1;
