/**
 * The extractor's patterns run over a whole dump, and a dump may hold long runs of blanks: clean-up blanks a quoted
 * thread or a signature into spaces (keeping every offset), a paste from a PDF or a web page brings runs of empty
 * lines, a mail pasted as one line becomes one long line of spaces once its quote is blanked. Two shapes of pattern
 * take time by the square of such a run, so a 10,000-character dump took seconds (`npx tsx scripts/bench-ai.ts`
 * prints the growth of both shapes):
 * - a pattern that opens with a lookbehind holding `\s*`, `\s+` (or any unbounded repeat): V8 tries it at every
 *   position, and inside a run of N blanks each try walks back over the run. A guard before it (a lookahead on the
 *   letters the match starts with, or `NOT_INSIDE_BLANKS`) leaves a position inside the run after one test;
 * - a multiline pattern that opens a line with `^\s*`: `\s` crosses line ends, so at each of N empty lines it walks
 *   over all the empty lines below. A line's indent is `^[ \t]*`.
 * This test reads the source of every pattern in ai/local and names each one of either shape.
 */
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const DIR = new URL('./', import.meta.url);

/** The lookbehinds a pattern opens with, each as written ("(?<=^|[.!?]\\s+)"). */
function openingLookbehinds(source: string): string[] {
  const found: string[] = [];
  let at = 0;
  while (source.startsWith('(?<=', at) || source.startsWith('(?<!', at)) {
    let depth = 0;
    let end = at;
    for (; end < source.length; end++) {
      const c = source[end];
      if (c === '\\') end++;
      else if (c === '[') {
        while (end < source.length && source[end] !== ']') end += source[end] === '\\' ? 2 : 1;
      } else if (c === '(') depth++;
      else if (c === ')' && --depth === 0) break;
    }
    found.push(source.slice(at, end + 1));
    at = end + 1;
  }
  return found;
}

/**
 * Whether a piece of pattern repeats, without bound, something that can be a blank: `\s*`, `[ \t]+`, `.*`,
 * `[^,]*`. (`[a-z]+` walks back over one word at most, which is no run of blanks.)
 */
const repeatsOverBlanks = (piece: string) =>
  /(?:\\s|\.|\[\^[^\]]*\]|\[[^\]]*(?: |\\s|\\t)[^\]]*\])(?:[*+]|\{\d+,\})/.test(
    piece.replace(/\\([^s])/g, 'x'),
  );

/** What is wrong with a pattern's shape, or null. */
export function slowShape(source: string, flags: string): string | null {
  if (openingLookbehinds(source).some(repeatsOverBlanks)) return 'opens with an unbounded lookbehind';
  if (flags.includes('m') && /(?:^|\|)\^\(?\\s\*/.test(source))
    return 'opens a line with ^\\s* in multiline mode';
  return null;
}

/** The pattern text of a `String.raw` template, with each `${NAME}` of a same-file constant written out. */
function templateText(
  node: ts.TemplateLiteral,
  constants: Map<string, ts.TemplateLiteral>,
  seen = new Set<string>(),
): string {
  if (ts.isNoSubstitutionTemplateLiteral(node)) return node.rawText ?? '';
  const spans = node.templateSpans.map((span) => {
    const name = ts.isIdentifier(span.expression) ? span.expression.text : '';
    const known = constants.get(name);
    // Another substitution stands for a word: what matters is how the pattern opens.
    const text = known && !seen.has(name) ? templateText(known, constants, new Set([...seen, name])) : 'x';
    return text + (span.literal.rawText ?? '');
  });
  return (node.head.rawText ?? '') + spans.join('');
}

/** Every pattern written in a source file: literals, and `new RegExp(String.raw`…`, 'flags')`. */
function patternsIn(file: string, text: string): { where: string; source: string; flags: string }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { where: string; source: string; flags: string }[] = [];
  const constants = new Map<string, ts.TemplateLiteral>();
  const where = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer;
      if (ts.isTaggedTemplateExpression(init)) constants.set(node.name.text, init.template);
      else if (ts.isNoSubstitutionTemplateLiteral(init) || ts.isTemplateExpression(init))
        constants.set(node.name.text, init);
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const literal = node.text;
      const slash = literal.lastIndexOf('/');
      found.push({ where: where(node), source: literal.slice(1, slash), flags: literal.slice(slash + 1) });
    } else if (ts.isNewExpression(node) && node.expression.getText() === 'RegExp' && node.arguments?.length) {
      const [pattern, flags] = node.arguments;
      const template = pattern && ts.isTaggedTemplateExpression(pattern) ? pattern.template : undefined;
      if (template)
        found.push({
          where: where(node),
          source: templateText(template, constants),
          flags: flags && ts.isStringLiteral(flags) ? flags.text : '',
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the shape of a pattern that runs over a whole dump', () => {
  it.each([
    [String.raw`(?<=^|[.!?]\s+)ill\s`, '', 'opens with an unbounded lookbehind'],
    [String.raw`(?<!\d(?:st|nd)?\s*)(?<![\p{L}])(period|comma)`, 'giu', 'opens with an unbounded lookbehind'],
    [String.raw`(?<![\p{L}])(?<!\b(?:the|a)\s)period`, 'giu', null],
    [String.raw`(?<!\b(?:a|an|[a-z]+-free)\s)\b(monday|friday)`, 'gi', null],
    [String.raw`(?<![\p{L}\d.])(?<!\bfri\.?,?\s+)(\d{1,2})`, 'giu', 'opens with an unbounded lookbehind'],
    [String.raw`(?<=\bby[^,]*)friday`, 'gi', 'opens with an unbounded lookbehind'],
    [String.raw`(?=[pc])(?<!\d\s*)(period|comma)`, 'giu', null],
    [String.raw`(?:(?![ \t])|(?<![ \t]))(?<=^|\n|[.!?]\s+)[ \t]*I'll`, 'g', null],
    [String.raw`^\s*(?:action items?|next steps)\s*:`, 'im', 'opens a line with ^\\s* in multiline mode'],
    [String.raw`^(\s*)(\p{Ll}+)(?=:\s)`, 'gmu', 'opens a line with ^\\s* in multiline mode'],
    [String.raw`^x|^(\s*)(\p{Ll}+)`, 'gmu', 'opens a line with ^\\s* in multiline mode'],
    [String.raw`^\s*(?:action items?|next steps)\s*:`, 'i', null],
    [String.raw`^[ \t]*(?:action items?|next steps)\s*:`, 'im', null],
  ])('%s /%s → %s', (source, flags, wrong) => {
    expect(slowShape(source, flags)).toBe(wrong);
  });

  it('no pattern of the local extractor has either slow shape', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const patterns = files.flatMap((f) => patternsIn(f, readFileSync(new URL(f, DIR), 'utf8')));
    // The reader found the patterns (more than a thousand over some sixty files).
    expect(patterns.length).toBeGreaterThan(1000);
    const slow = patterns.flatMap(({ where, source, flags }) => {
      const wrong = slowShape(source, flags);
      return wrong ? [`${where} ${wrong}`] : [];
    });
    expect(slow).toEqual([]);
  });
});
