/**
 * @module What a merged topic keeps of its originals' analyses (issue 14 item 8: Merge dropped them). The AI
 * writes the merged title and summary; the analyses the user already has are kept, not regenerated.
 */

/**
 * The merged topic's analysis: none when no original was analysed; the one analysis as it is when only one
 * was; otherwise each under a heading with its original topic's title, in the originals' order.
 */
export function mergedAnalysis(
  originals: readonly { title: string; analysis: string | null }[],
): string | null {
  const analysed = originals
    .map((o) => ({ title: o.title.trim(), analysis: o.analysis?.trim() ?? '' }))
    .filter((o) => o.analysis);
  if (analysed.length === 0) return null;
  if (analysed.length === 1) return analysed[0]!.analysis;
  return analysed.map((o) => `### ${o.title}\n\n${o.analysis}`).join('\n\n');
}
