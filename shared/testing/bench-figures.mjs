/**
 * @module testing/bench-figures — how every benchmark of the repo hands its figures to the root `npm run bench`
 * (scripts/bench.mjs), which runs them all and prints every figure side by side at the end: `reportFigure`
 * appends one JSON line to the file named by BENCH_FIGURES (nothing when a bench runs on its own).
 */
import { appendFileSync } from 'node:fs';

export function reportFigure(figure) {
  const file = process.env.BENCH_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
}
