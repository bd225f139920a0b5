/**
 * @module scripts/eval — the extraction benchmark: `npm run eval -- FILE.jsonl… [--direct] [--verbose]
 * [--by-class] [--now ISO] [--save RUN.json] [--compare RUN.json]`. Sends every mind dump of a data set through the
 * API of a freshly started app (or straight to the provider with --direct) and prints precision, recall, F1, due-date,
 * tag and people accuracy and the time per mind dump, and how many matched tasks the text gives no date got one
 * anyway. With several files it ends with their pooled figures (from counts, exact); `--save` keeps this run's counts
 * per set, and `--compare` lists the sets that moved against a kept run. The AI provider comes from the environment
 * (AI_PROVIDER, OPENAI_*), local by default.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { zonedNow } from '../src/ai/local/calendar.js';
import { compareRuns, countsOf, formatChanges, formatTotals, type SavedRun } from './eval/compare.js';
import { apiRunner, directRunner, type Runner } from './eval/runners.js';
import { type CaseScore, type EvalCase, percentile, scoreCase, totals } from './eval/score.js';

function parseArgs(argv: string[]) {
  const files: string[] = [];
  let direct = false;
  let verbose = false;
  let now: Date | null = null;
  let byClass = false;
  let save: string | null = null;
  let compare: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--direct') direct = true;
    else if (arg === '--verbose' || arg === '-v') verbose = true;
    else if (arg === '--by-class') byClass = true;
    else if (arg === '--now') now = new Date(argv[++i] ?? '');
    else if (arg === '--save') save = argv[++i] ?? '';
    else if (arg === '--compare') compare = argv[++i] ?? '';
    else files.push(arg);
  }
  if (files.length === 0)
    throw new Error(
      'Usage: npm run eval -- FILE.jsonl… [--direct] [--verbose] [--by-class] [--now ISO-8601] [--save RUN.json] [--compare RUN.json]',
    );
  if (now && Number.isNaN(now.getTime())) throw new Error('--now needs an ISO-8601 date and time');
  if (save === '' || compare === '') throw new Error('--save and --compare need a file name');
  return { files, direct, verbose, now, byClass, save, compare };
}

/** A path as typed where the command ran (npm runs this script in worker/; INIT_CWD is the caller's folder). */
function fromCaller(file: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

function readCases(file: string): EvalCase[] {
  return readFileSync(fromCaller(file), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, i) => {
      try {
        return JSON.parse(line) as EvalCase;
      } catch {
        throw new Error(`${file}:${i + 1} is not valid JSON`);
      }
    });
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** Per-class figures, the class being a case id without its number ("email-03" → "email"). */
function classTable(scores: CaseScore[]): string {
  const groups = new Map<string, CaseScore[]>();
  for (const score of scores) {
    const name = score.id.replace(/-?\d+$/, '') || score.id;
    groups.set(name, [...(groups.get(name) ?? []), score]);
  }
  const rows = [...groups].map(([name, group]) => {
    const t = totals(group);
    return `  | ${name} | ${group.length} | ${pct(t.f1)} | ${pct(t.dueAccuracy)} (${t.dueTotal}) | ${pct(t.tagAccuracy)} (${t.tagTotal}) | ${pct(t.peopleAccuracy)} (${t.peopleTotal}) |`;
  });
  return ['  | class | dumps | F1 | due | tag | people |', '  |---|---|---|---|---|---|', ...rows].join('\n');
}

async function main() {
  const { files, direct, verbose, now, byClass, save, compare } = parseArgs(process.argv.slice(2));
  // Read before the run, so a wrong file name fails at once rather than after every set is scored.
  const before: SavedRun | null = compare ? JSON.parse(readFileSync(fromCaller(compare), 'utf8')) : null;
  const run: SavedRun = {};
  const allScores: CaseScore[] = [];
  const clock = () => (now ? new Date(now) : new Date());
  const env = Object.fromEntries(
    Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined),
  );
  const provider =
    env.AI_PROVIDER === 'openai' || (!env.AI_PROVIDER && env.OPENAI_API_KEY) ? 'openai' : 'local';
  const runner: Runner = direct
    ? directRunner(
        {
          provider,
          openaiApiKey: env.OPENAI_API_KEY,
          openaiBaseUrl: env.OPENAI_BASE_URL,
          openaiModel: env.OPENAI_MODEL,
        },
        clock,
      )
    : await apiRunner(env, clock);
  try {
    for (const file of files) {
      const cases = readCases(file);
      // One untimed, unscored run first: the first request of a fresh process pays for JIT and lazy setup.
      if (cases[0]) await runner.run(cases[0]);
      const scores: CaseScore[] = [];
      const times: number[] = [];
      for (const testCase of cases) {
        const started = performance.now();
        const produced = await runner.run(testCase);
        times.push(performance.now() - started);
        const score = scoreCase(testCase, produced, zonedNow(clock(), testCase.timeZone));
        scores.push(score);
        if (verbose && score.misses.length > 0) {
          console.log(`${score.id}:`);
          for (const miss of score.misses) console.log(`  ${miss}`);
        }
      }
      const t = totals(scores);
      const mean = times.reduce((a, b) => a + b, 0) / Math.max(1, times.length);
      console.log(
        [
          `${file} — ${cases.length} mind dumps via ${direct ? `the ${provider} provider directly` : `the API (${provider} provider)`}`,
          `  tasks: ${t.matched} matched / ${t.produced} produced / ${t.expected} expected`,
          `  precision ${pct(t.precision)}  recall ${pct(t.recall)}  F1 ${pct(t.f1)}`,
          `  due-date accuracy ${pct(t.dueAccuracy)} (${t.dueTotal} with a date)  tag accuracy ${pct(t.tagAccuracy)} (${t.tagTotal} with a tag)  people accuracy ${pct(t.peopleAccuracy)} (${t.peopleTotal} with people)`,
          `  dates where none: ${t.undatedLeaks} of ${t.undatedTotal} matched tasks the row gives no date got one (${pct(t.undatedTotal === 0 ? 0 : t.undatedLeaks / t.undatedTotal)})`,
          `  ms per mind dump: mean ${mean.toFixed(1)}, p95 ${percentile(times, 95).toFixed(1)}`,
        ].join('\n'),
      );
      if (byClass) console.log(classTable(scores));
      run[basename(file)] = countsOf(t);
      allScores.push(...scores);
    }
    if (files.length > 1) {
      console.log(
        `pooled over ${files.length} sets: ${formatTotals(totals(allScores))} (F1 / due / tag / people)`,
      );
    }
    if (before) console.log(`moved against ${compare}:\n${formatChanges(compareRuns(before, run))}`);
    if (save) writeFileSync(fromCaller(save), `${JSON.stringify(run, null, 1)}\n`);
  } finally {
    await runner.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
