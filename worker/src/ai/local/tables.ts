/**
 * @module ai/local/tables — a pasted Markdown or Notion table of action items ("| Owner | Task | Due |") read as
 * the list it stands for: each body row becomes a bullet whose cells are joined by dashes ("- Lee — migrate the
 * cron jobs — 11/30"), the forms meeting notes are already read in; the header and the |---| rule are blanked, and
 * a row whose status cell says it is done gives nothing. Offsets are kept (every character stays in its place).
 */

const ROW = /^\s*\|.*\|\s*$/;
const RULE = /^[\s|:-]+$/;
const HEADER_CELL =
  /^(?:#|no\.?|owner|owners|who|assignee|assigned to|responsible|person|name|task|tasks|action|actions|action items?|item|what|description|due|due date|date|when|deadline|by when|eta|status|notes?|comments?|priority)$/i;
const DONE_CELL = /^(?:done|complete|completed|closed|finished|✅|✔|✓|x|\[x\])$/i;

function cells(line: string): string[] {
  return line
    .trim()
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim());
}

/** The status, priority and number columns say nothing a task's title should carry ("open", "High", "3"). */
const SKIPPED_CELL = /^(?:#|no\.?|status|priority)$/i;

function blank(line: string): string {
  return line.replace(/[^\n]/g, ' ');
}

/**
 * `line` as a list line: its first bar a bullet, the bars between the cells it keeps dashes, the cells at `skipped`
 * (and their bars) and the last bar spaces.
 */
function asListLine(line: string, skipped: number[]): string {
  const chars = [...line];
  const bars = chars.flatMap((c, i) => (c === '|' ? [i] : []));
  const kept = bars.slice(0, -1).flatMap((_, column) => (skipped.includes(column) ? [] : [column]));
  bars.forEach((at, i) => {
    chars[at] = i === 0 ? '-' : ' ';
  });
  bars.slice(0, -1).forEach((from, column) => {
    if (skipped.includes(column)) for (let i = from + 1; i < bars[column + 1]!; i++) chars[i] = ' ';
    else if (column !== kept.at(-1)) chars[bars[column + 1]!] = '—';
  });
  return chars.join('');
}

/** How many bars a line holds. */
const barsIn = (line: string) => line.split('|').length - 1;

/**
 * A table pasted without its outer bars ("Who | What | When" over "Wang Lei | Vacuum check | 25-Nov"): the header
 * names its columns; each row with as many bars is a line whose cells are joined by dashes, a done row gives nothing.
 */
function bareRow(line: string, header: string[]): string {
  const row = line.split('|').map((cell) => cell.trim());
  const status = header.findIndex((cell) => /^status$/i.test(cell));
  if (row.some((cell, column) => DONE_CELL.test(cell) && (column === status || status < 0)))
    return blank(line);
  const skippedAt = (column: number) => SKIPPED_CELL.test(header[column] ?? '');
  let column = 0;
  return [...line]
    .map((c) => {
      if (c !== '|') return skippedAt(column) ? ' ' : c;
      column++;
      return skippedAt(column) || (column === 1 && skippedAt(0)) ? ' ' : '—';
    })
    .join('');
}

export function tableRows(text: string): string {
  if (!text.includes('|')) return text;
  const lines = text.split('\n');
  let inTable = false;
  let statusColumn = -1;
  let skipped: number[] = [];
  let bare: string[] | null = null;
  const out = lines.map((line, i) => {
    if (!ROW.test(line)) {
      inTable = false;
      const header = line.split('|').map((cell) => cell.trim());
      if (header.length > 1 && header.every((cell) => HEADER_CELL.test(cell))) {
        bare = header;
        return blank(line);
      }
      if (bare && barsIn(line) === bare.length - 1) return bareRow(line, bare);
      bare = null;
      return line;
    }
    bare = null;
    if (RULE.test(line)) return blank(line);
    const row = cells(line);
    if (!inTable) {
      inTable = true;
      const next = lines[i + 1];
      // A header names its columns ("Owner", "Task", "Due") or sits on a |---| rule.
      if (
        row.every((cell) => HEADER_CELL.test(cell)) ||
        (next !== undefined && RULE.test(next) && ROW.test(next))
      ) {
        skipped = row.flatMap((cell, column) => (SKIPPED_CELL.test(cell) ? [column] : []));
        statusColumn = row.findIndex((cell) => /^status$/i.test(cell));
        return blank(line);
      }
      statusColumn = -1;
      skipped = [];
    }
    if (row.length < 2) return line;
    if (row.some((cell, column) => DONE_CELL.test(cell) && (column === statusColumn || statusColumn < 0)))
      return blank(line);
    return asListLine(line, skipped);
  });
  return out.join('\n');
}
