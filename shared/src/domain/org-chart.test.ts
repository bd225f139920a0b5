import { describe, expect, it } from 'vitest';
import {
  findPersonInChart,
  namesToAdd,
  type OrgPerson,
  orgChartFormat,
  parseOrgChart,
  UNSUPPORTED_ORG_CHART_MESSAGE,
} from './org-chart.js';

const names = (people: OrgPerson[]) => people.map((p) => p.name);

function parsePeople(fileName: string, content: string): OrgPerson[] {
  const result = parseOrgChart(fileName, content);
  if (!result.ok) throw new Error(result.error);
  return result.people;
}

describe('accepted files', () => {
  it('uses the spec’s message', () => {
    expect(UNSUPPORTED_ORG_CHART_MESSAGE).toBe('Unsupported file format. Please use JSON, MD, or TXT files.');
  });

  it.each([
    ['chart.json', 'json'],
    ['Chart.JSON', 'json'],
    ['team.md', 'md'],
    ['team.txt', 'txt'],
    ['chart.csv', null],
    ['chart.json.exe', null],
    ['json', null],
  ])('%s → %s', (fileName, format) => expect(orgChartFormat(fileName)).toBe(format));

  it.each([
    ['chart.pdf', '{}', UNSUPPORTED_ORG_CHART_MESSAGE],
    ['chart.json', '  ', 'The org chart file is empty.'],
    ['chart.json', '{ "people": [', 'The org chart file is not valid JSON.'],
  ])('%s with %j fails: %s', (fileName, content, error) => {
    expect(parseOrgChart(fileName, content)).toEqual({ ok: false, error });
  });
});

describe('JSON charts', () => {
  it.each([
    {
      name: 'a top-level list with name variants',
      json: [
        { name: 'Ann Lee', title: 'CEO' },
        { fullName: 'Bo Chen' },
        { employee_name: 'Cy Diaz' },
        { firstName: 'Di', lastName: 'Evans' },
        { first_name: 'Ed', last_name: 'Fox' },
        { role: 'nameless' },
      ],
      expected: ['Ann Lee', 'Bo Chen', 'Cy Diaz', 'Di Evans', 'Ed Fox'],
    },
    {
      name: 'people under employees / people / team',
      json: {
        company: 'Acme',
        employees: [{ name: 'A One' }],
        people: [{ name: 'B Two' }],
        team: [{ name: 'C Three' }],
      },
      expected: ['A One', 'B Two', 'C Three'],
    },
    {
      name: 'a named container is not a person',
      json: { name: 'Acme Corp', employees: [{ name: 'A One' }] },
      expected: ['A One'],
    },
    {
      name: 'deeply nested anywhere',
      json: { org: { divisions: [{ groups: { x: [{ name: 'Deep Person', email: 'deep@acme.test' }] } }] } },
      expected: ['Deep Person'],
    },
  ])('$name', ({ json, expected }) => {
    expect(names(parsePeople('c.json', JSON.stringify(json)))).toEqual(expected);
  });

  it('reads departments (a list with members, or an object) and the person fields', () => {
    const json = {
      departments: [
        {
          name: 'Engineering',
          head: { name: 'Grace Hopper', role: 'CTO', level: '2' },
          members: [
            {
              name: 'Alan Turing',
              title: 'Engineer',
              reportsTo: 'Grace Hopper',
              email: 'alan@acme.test',
              level: 3,
            },
          ],
        },
        { name: 'Sales', manager: 'Sam Seller', employees: [{ name: 'Pat Pitch' }] },
      ],
    };
    expect(parsePeople('c.json', JSON.stringify(json))).toEqual([
      { name: 'Grace Hopper', role: 'CTO', department: 'Engineering', level: 2 },
      {
        name: 'Alan Turing',
        role: 'Engineer',
        department: 'Engineering',
        reportsTo: 'Grace Hopper',
        email: 'alan@acme.test',
        level: 3,
      },
      { name: 'Sam Seller', department: 'Sales' },
      { name: 'Pat Pitch', department: 'Sales' },
    ]);
    const byKey = parsePeople('c.json', JSON.stringify({ departments: { Finance: [{ name: 'Fi Nance' }] } }));
    expect(byKey).toEqual([{ name: 'Fi Nance', department: 'Finance' }]);
  });

  it('follows directReports (objects or names) and merges repeats', () => {
    const json = {
      name: 'Ceo Person',
      role: 'CEO',
      directReports: [{ name: 'Vp One', role: 'VP', directReports: ['Ic Two'] }, 'Vp Three'],
      people: [{ name: 'vp three', email: 'v3@acme.test' }],
    };
    expect(parsePeople('c.json', JSON.stringify(json))).toEqual([
      { name: 'Ceo Person', role: 'CEO', directReports: ['Vp One', 'Vp Three'] },
      { name: 'Vp One', role: 'VP', reportsTo: 'Ceo Person', directReports: ['Ic Two'] },
      { name: 'Ic Two', reportsTo: 'Vp One' },
      { name: 'Vp Three', reportsTo: 'Ceo Person', email: 'v3@acme.test' },
    ]);
  });

  it('keeps the parsed document as chartData', () => {
    const json = { people: [{ name: 'A One' }] };
    expect(parseOrgChart('c.json', JSON.stringify(json))).toMatchObject({ ok: true, chartData: json });
  });

  it('survives absurd nesting', () => {
    let deep: unknown = { name: 'Bottom Person' };
    for (let i = 0; i < 200; i++) deep = { child: deep };
    expect(parsePeople('c.json', JSON.stringify(deep))).toEqual([]);
  });
});

describe('text charts', () => {
  const md = [
    '# Acme Org Chart',
    '',
    '## Engineering',
    '- **Jane Doe** — CTO',
    '  - John Smith - Engineer (john@acme.test)',
    '  - Mary-Jane Watson: Designer',
    '## Sales',
    '* Bob Stone (Head of Sales)',
    '1. Ann Other, Account Manager',
    '- This bullet is a long sentence of prose rather than anyone’s name at all',
  ].join('\n');

  it('reads headings as departments and bullets as people', () => {
    const result = parseOrgChart('team.md', md);
    expect(result).toMatchObject({
      ok: true,
      chartData: { format: 'text', content: md, departments: ['Engineering', 'Sales'] },
    });
    expect(parsePeople('team.md', md)).toEqual([
      {
        name: 'Jane Doe',
        role: 'CTO',
        department: 'Engineering',
        directReports: ['John Smith', 'Mary-Jane Watson'],
      },
      {
        name: 'John Smith',
        role: 'Engineer',
        email: 'john@acme.test',
        department: 'Engineering',
        reportsTo: 'Jane Doe',
      },
      { name: 'Mary-Jane Watson', role: 'Designer', department: 'Engineering', reportsTo: 'Jane Doe' },
      { name: 'Bob Stone', role: 'Head of Sales', department: 'Sales' },
      { name: 'Ann Other', role: 'Account Manager', department: 'Sales' },
    ]);
  });

  it('reads "Label:" lines in plain text and a lone level-1 heading as a department', () => {
    const txt = 'Finance:\n- Fay Money\n\n# Ops\n+ Otto Ops – COO\nno bullet here';
    expect(parseOrgChart('t.txt', txt)).toMatchObject({
      ok: true,
      chartData: { departments: ['Finance', 'Ops'] },
    });
    expect(parsePeople('t.txt', txt)).toEqual([
      { name: 'Fay Money', department: 'Finance' },
      { name: 'Otto Ops', role: 'COO', department: 'Ops' },
    ]);
  });

  it('accepts a file with no people', () => {
    expect(parseOrgChart('t.txt', 'Nothing to see')).toEqual({
      ok: true,
      chartData: { format: 'text', content: 'Nothing to see', departments: [] },
      people: [],
    });
  });
});

describe('findPersonInChart and namesToAdd', () => {
  const people: OrgPerson[] = [{ name: 'Jane Doe', email: 'jd@acme.test' }, { name: 'John Smith' }];

  it.each([
    ['jane', 'Jane Doe'],
    ['SMITH', 'John Smith'],
    ['jd@acme', 'Jane Doe'],
    ['nobody', null],
    ['   ', null],
  ])('%j → %s', (query, expected) => expect(findPersonInChart(people, query)?.name ?? null).toBe(expected));

  it.each([
    { existing: [], expected: ['Jane Doe', 'John Smith'] },
    { existing: ['jane doe'], expected: ['John Smith'] },
    { existing: [' JOHN SMITH ', 'Jane Doe'], expected: [] },
  ])('existing $existing → $expected', ({ existing, expected }) => {
    expect(namesToAdd(existing, people)).toEqual(expected);
  });

  it('never adds the user themself', () => {
    const me = people[0]!;
    expect(namesToAdd([], people, me)).toEqual(['John Smith']);
    expect(namesToAdd([], [{ name: 'Dr. Jane Doe (CEO)' }, ...people], me)).toEqual(['John Smith']);
  });

  it('adds near-duplicates once, by the shared person-name rule', () => {
    const chart: OrgPerson[] = [
      { name: 'Dr. Sarah Chen (CTO)' },
      { name: 'Chen, Sarah' },
      { name: 'Sara Chen' },
      { name: 'Tom Hardy' },
      { name: 'Tim Hardy' },
    ];
    expect(namesToAdd(['sarah chen'], chart)).toEqual(['Tom Hardy', 'Tim Hardy']);
    // A person known by first name only is the chart's only full name starting with it.
    expect(namesToAdd(['Tom'], chart)).toEqual(['Dr. Sarah Chen (CTO)', 'Tim Hardy']);
  });

  it('keeps a lone first name apart when two full names start with it', () => {
    const chart: OrgPerson[] = [{ name: 'Sarah Chen' }, { name: 'Sarah Lee' }];
    expect(namesToAdd(['Sarah'], chart)).toEqual(['Sarah Chen', 'Sarah Lee']);
  });

  it('adds a repeated chart name once', () => {
    expect(namesToAdd([], [{ name: 'Al' }, { name: 'al ' }, { name: '' }])).toEqual(['Al']);
  });
});
