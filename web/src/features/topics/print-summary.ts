/** @module Print a topic: a new window with a formatted page (title, date, Summary, AI Analysis), printed after 250 ms. */
import { PRINT_DELAY_MS } from '@mynd/shared/domain';
import type { Summary } from '@mynd/shared/schemas';
import { format } from 'date-fns';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** The printable page; `analysisHtml` must already be sanitised. */
export function printableHtml(summary: Summary, analysisHtml: string | null): string {
  const created = format(new Date(summary.createdAt), 'MMMM d, yyyy');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(summary.topicTitle)}</title>
<style>body{font-family:Inter,system-ui,sans-serif;max-width:720px;margin:40px auto;padding:0 24px;color:#111;line-height:1.6}
h1{font-size:24px;margin:0 0 4px}.meta{color:#666;font-size:13px;margin-bottom:24px}h2{font-size:16px;border-bottom:1px solid #ddd;padding-bottom:4px;margin-top:28px}
@media print{body{margin:0}}</style></head><body>
<h1>${escapeHtml(summary.topicTitle)}</h1><p class="meta">Created ${escapeHtml(created)}</p>
<h2>Summary</h2><p>${escapeHtml(summary.summaryContent).replace(/\n/g, '<br>')}</p>
${analysisHtml ? `<h2>AI Analysis</h2><div>${analysisHtml}</div>` : ''}
</body></html>`;
}

export async function printSummary(summary: Summary): Promise<void> {
  // Opened before any await, so the pop-up counts as a response to the click.
  const win = window.open('', '_blank');
  if (!win) return;
  let analysisHtml: string | null = null;
  if (summary.hasAnalysis && summary.analysisContent) {
    const { renderMarkdown } = await import('../markdown/render-markdown');
    analysisHtml = renderMarkdown(summary.analysisContent);
  }
  win.document.open();
  win.document.write(printableHtml(summary, analysisHtml));
  win.document.close();
  setTimeout(() => win.print(), PRINT_DELAY_MS);
}
