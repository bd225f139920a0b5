/** One figure of a benchmark: what was measured, its value as printed, its target, whether it was met. */
export interface BenchFigure {
  part: string;
  figure: string;
  value: string;
  target: string;
  met: boolean;
}
export function reportFigure(figure: BenchFigure): void;
