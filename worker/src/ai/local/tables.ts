/**
 * @module ai/local/tables — a pasted Markdown or Notion table of action items ("| Owner | Task | Due |") read as
 * the list it stands for: each body row becomes a bullet whose cells are joined by dashes ("- Lee — migrate the
 * cron jobs — 11/30"), the forms meeting notes are already read in; the header and the |---| rule are blanked, and
 * a row whose status cell says it is done gives nothing. Offsets are kept (every character stays in its place).
 * A column the header names as the owner's ("Owner", "Who") is said by the row's owner, not by its words: the cell is
 * blanked and what it names is given with the row's range (`RowOwner`).
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

/** A header naming whose each row's job is ("Owner", "Who", "Assignee"); not "Name", a Notion table's title column. */
const OWNER_CELL = /^(?:owners?|who|assignees?|assigned to|responsible|person)$/i;

/** An owner cell that names nobody: "—", "-", "TBD", "n/a", "?". */
const NOBODY_CELL = /^(?:[-—–?]*|tbd|tbc|n\/?a|none|nobody|open)$/i;

/** A row of a table and who its owner cell names ("Ramesh + me" → "Ramesh", "me"), offsets of the text. */
export interface RowOwner {
  start: number;
  end: number;
  names: string[];
}

/**
 * The names an owner cell gives: "Aditya + Putri", "Li Na & me", "Tom/Ana", "@Kim, [[Raj]]", "Priya (design)" and
 * "Priya S." (the name people use, without its role or its surname's initial).
 */
function ownerNames(cell: string): string[] {
  if (NOBODY_CELL.test(cell)) return [];
  return cell
    .replace(/\s*\([^()]*\)/g, '')
    .split(/\s*(?:[+&/,]|\band\b)\s*/)
    .map((name) => name.replace(/^@|^\[\[|\]\]$/g, '').replace(/\s\p{Lu}\.?$/u, ''))
    .filter(Boolean);
}

/** The columns of a header that are skipped, and the owner's (-1 without one). */
function columnsOf(header: string[]): { skipped: number[]; owner: number } {
  const owner = header.findIndex((cell) => OWNER_CELL.test(cell));
  const skipped = header.flatMap((cell, column) => (SKIPPED_CELL.test(cell) ? [column] : []));
  return { skipped, owner };
}

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
function bareRow(line: string, header: string[], skipped: number[]): string {
  const row = line.split('|').map((cell) => cell.trim());
  const status = header.findIndex((cell) => /^status$/i.test(cell));
  if (row.some((cell, column) => DONE_CELL.test(cell) && (column === status || status < 0)))
    return blank(line);
  const skippedAt = (column: number) => skipped.includes(column);
  let column = 0;
  const read = [...line].map((c) => {
    if (c !== '|') return skippedAt(column) ? ' ' : c;
    column++;
    return skippedAt(column) || (column === 1 && skippedAt(0)) ? ' ' : '—';
  });
  // "Wang Lei | Vacuum check | 25-Nov" with its owner cell blanked: the row is still a list item, as a piped row is.
  if (skippedAt(0) && /^\S\S/.test(line)) read[0] = '-';
  return read.join('');
}

/**
 * `text` with its tables read as lists (see the module), and who each row's owner cell names. An owner cell is read
 * (and blanked) when every name in it is one `isPerson` takes; else the row keeps it as written.
 */
export function readTables(
  text: string,
  isPerson: (name: string) => boolean = () => true,
): { text: string; owners: RowOwner[] } {
  const owners: RowOwner[] = [];
  if (!text.includes('|')) return { text, owners };
  const lines = text.split('\n');
  let inTable = false;
  let statusColumn = -1;
  let skipped: number[] = [];
  let ownerColumn = -1;
  let bare: string[] | null = null;
  let offset = 0;
  const out = lines.map((line, i) => {
    const start = offset;
    offset += line.length + 1;
    /** The columns the row leaves out: its owner's too, when the owner cell names people, kept with the row's range. */
    const leftOut = (row: string[], column: number, others: number[]) => {
      if (column < 0) return others;
      // "—", "TBD": nobody yet, and nothing for the row's words either.
      if (NOBODY_CELL.test(row[column] ?? '')) return [...others, column];
      const names = ownerNames(row[column]!);
      if (names.length === 0 || !names.every(isPerson)) return others;
      owners.push({ start, end: start + line.length, names });
      return [...others, column];
    };
    if (!ROW.test(line)) {
      inTable = false;
      const header = line.split('|').map((cell) => cell.trim());
      if (header.length > 1 && header.every((cell) => HEADER_CELL.test(cell))) {
        bare = header;
        return blank(line);
      }
      if (bare && barsIn(line) === bare.length - 1) {
        const { skipped: others, owner } = columnsOf(bare);
        const row = line.split('|').map((cell) => cell.trim());
        const read = bareRow(line, bare, others);
        return /\S/.test(read) ? bareRow(line, bare, leftOut(row, owner, others)) : read;
      }
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
        ({ skipped, owner: ownerColumn } = columnsOf(row));
        statusColumn = row.findIndex((cell) => /^status$/i.test(cell));
        return blank(line);
      }
      statusColumn = -1;
      skipped = [];
      ownerColumn = -1;
    }
    if (row.length < 2) return line;
    if (row.some((cell, column) => DONE_CELL.test(cell) && (column === statusColumn || statusColumn < 0)))
      return blank(line);
    return asListLine(line, leftOut(row, ownerColumn, skipped));
  });
  return { text: out.join('\n'), owners };
}

/** `text` with its tables read as lists (see the module). */
export function tableRows(text: string): string {
  return readTables(text).text;
}
