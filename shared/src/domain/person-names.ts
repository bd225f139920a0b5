/**
 * @module When two written names are one person (issue 14 item 8: org-chart sync added near-duplicates). The
 * rule: names are compared by their words after dropping case, accents, punctuation, titles ("Dr.") and
 * remarks in brackets, with "Chen, Sarah" read as "Sarah Chen". Two names are the same person when
 *  - their words are equal ("sarah  chen" = "Dr. Sarah Chen (CTO)" = "Chen, Sarah" = "Sárah Chen"), or
 *  - they have the same number of words, all equal but one, which differs by one letter and has at least four
 *    letters ("Sara Chen" = "Sarah Chen"; "Jon Lee" ≠ "Jan Lee"), or
 *  - one is a lone first name and the other starts with it ("Sarah" = "Sarah Chen") — callers decide whether
 *    that is unambiguous (`firstNameOnly`).
 */

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir']);

/** The words a name is compared by. */
export function personNameWords(name: string): string[] {
  let text = name.replace(/’/g, "'").replace(/\([^)]*\)|\[[^\]]*\]/g, ' ');
  const comma = text.split(',');
  if (comma.length === 2 && comma[0]!.trim() && comma[1]!.trim()) text = `${comma[1]} ${comma[0]}`;
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((w) => w.replace(/^['-]+|['-]+$/g, ''))
    .filter((w) => w && !TITLES.has(w.replace(/\.$/, '')));
}

/** True when `a` and `b` differ by at most one inserted, deleted or replaced letter. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** "Sarah" against "Sarah Chen": a lone first name that starts the other, longer name. */
export function firstNameOnly(a: string, b: string): boolean {
  const [x, y] = [personNameWords(a), personNameWords(b)];
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length === 1 && long.length > 1 && short[0] === long[0];
}

/** Whether two names are the same person by the module's rule (a lone first name included). */
export function isSamePersonName(a: string, b: string): boolean {
  const x = personNameWords(a);
  const y = personNameWords(b);
  if (x.length === 0 || y.length === 0) return false;
  if (x.join(' ') === y.join(' ')) return true;
  if (x.length === y.length) {
    const differing = x.map((w, i) => [w, y[i]!] as const).filter(([p, q]) => p !== q);
    if (differing.length === 1) {
      const [p, q] = differing[0]!;
      return Math.min(p.length, q.length) >= 4 && oneEditApart(p, q);
    }
    return false;
  }
  return firstNameOnly(a, b);
}
