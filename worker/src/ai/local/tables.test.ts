/** Pasted tables of action items (Markdown, Notion, Confluence): rows read as list lines, offsets kept. */
import { describe, expect, it } from 'vitest';
import { check } from './class-rows.js';
import { readTables, tableRows } from './tables.js';

describe('tableRows', () => {
  it('blanks the header and the rule, turns each row into a bullet with dashes, and keeps every offset', () => {
    const text = 'Sync\n| Task | Due |\n|---|---|\n| migrate the cron jobs | 11/30 |\nbye';
    const out = tableRows(text);
    expect(out).toHaveLength(text.length);
    expect(out.split('\n').map((line) => line.trimEnd())).toEqual([
      'Sync',
      '',
      '',
      '- migrate the cron jobs — 11/30',
      'bye',
    ]);
  });

  it('blanks the owner column and gives who it names with the row instead', () => {
    const text =
      'Sync\n| Owner | Task | Due |\n|---|---|---|\n| Lee + me | migrate the cron jobs | 11/30 |\n| — | tidy the wiki | Mon |';
    const { text: out, owners } = readTables(text);
    expect(out).toHaveLength(text.length);
    expect(out.split('\n').map((line) => line.replace(/\s+/g, ' ').trimEnd())).toEqual([
      'Sync',
      '',
      '',
      '- migrate the cron jobs — 11/30',
      '- tidy the wiki — Mon',
    ]);
    const row = text.indexOf('| Lee');
    expect(owners).toEqual([{ start: row, end: text.indexOf('\n', row), names: ['Lee', 'me'] }]);
  });

  it('drops a row whose status is done and the status, priority, number and owner cells of the others', () => {
    const text =
      '| # | Action | Owner | Status |\n| 1 | book the venue | Kim | open |\n| 2 | send invites | Raj | Done |';
    const lines = tableRows(text).split('\n');
    expect(lines.map((line) => line.replace(/\s+/g, ' ').trim())).toEqual(['', '- book the venue', '']);
  });

  it('reads a table pasted without its outer bars: a header of column names, rows with as many bars', () => {
    const text = 'Who | What | When\nKim | book the venue | Fri\nRaj | send invites | done\nnot | a row';
    const lines = tableRows(text).split('\n');
    expect(lines.map((line) => line.replace(/\s+/g, ' ').trim())).toEqual([
      '',
      '- book the venue — Fri',
      '',
      'not | a row',
    ]);
  });

  it('leaves text without a table, and a lone line with bars, as it is', () => {
    expect(tableRows('call Ana | then Bo')).toBe('call Ana | then Bo');
    expect(tableRows('no table here')).toBe('no table here');
  });
});

describe('tables in a dump', () => {
  it.each([
    {
      name: 'a Markdown table of owners, tasks and due dates gives one task per open row',
      text: 'Sync notes\n| Owner | Task | Due | Status |\n|---|---|---|---|\n| Lee | migrate the cron jobs | 11/30 | open |\n| Sam | rotate the API keys | Fri | |\n| Ana | renew the TLS cert | 12/2 | Done |\n\nAlso call the landlord about the boiler.',
      timeZone: 'America/Chicago',
      want: [
        { has: 'migrate cron jobs', title: 'Migrate the cron jobs', due: '2026-11-30', people: ['Lee'] },
        { has: 'rotate api keys', title: 'Rotate the API keys', due: '2026-11-27', people: ['Sam'] },
        { has: 'call landlord boiler', due: null },
      ],
    },
    {
      name: 'an action table without outer bars under a heading gives one task per open row, the owner on it',
      text: 'Site meeting\nACTIONS\nOwner | Action | Due\nPriya | renew the hoarding licence | Friday\nme    | book the crane for the roof trusses | 3 Dec\nTomás | send the toolbox talk slides | done',
      timeZone: 'UTC',
      want: [
        { has: 'renew hoarding licence', due: '2026-11-27', people: ['Priya'] },
        { has: 'book crane', due: '2026-12-03', people: [] },
      ],
    },
  ])('$name', (row) => check(row));
});
