/**
 * The convention that keeps each user-facing text written once: a text (an error message, a toast, a label —
 * a string literal or JSX text of at least 8 characters with a space in it) may not be written as a literal in
 * the non-test sources of two packages. The second package imports it from `@mynd/shared` instead
 * (`domain/texts.ts`, or the text's own home: `browser/voice/voice-messages.ts`, `schemas/`, …), so the spec's
 * exact wording cannot drift between the server, the web app and the extension. Sources are read with the
 * TypeScript parser, so JSX text and attributes count and import paths do not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Where each package's shipped code lives (scripts, evals and tests are not user-facing). */
const SOURCES: Record<string, string[]> = {
  shared: ['src'],
  worker: ['src'],
  web: ['src'],
  extension: ['src', 'entrypoints'],
};
const SKIP = new Set(['node_modules', 'test', 'testing', '__tests__']);
const SOURCE = /\.[cm]?[jt]sx?$/;
const NOT_SHIPPED = /\.(?:test|spec|e2e)\.[cm]?[jt]sx?$|\.d\.ts$/;
const MIN_LENGTH = 8;

function sourceFiles(dir: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !NOT_SHIPPED.test(entry.name) ? [path] : [];
  });
}

/** A literal reads as a text someone sees: long enough, words with a space between. */
function isText(text: string): boolean {
  return text.length >= MIN_LENGTH && /\S \S/.test(text) && /[A-Za-z]{2}/.test(text);
}

/** The user-facing-looking literals of one source file, with their lines. */
export function literalTexts(fileName: string, source: string): { text: string; line: number }[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent;
      const isSpecifier =
        ts.isImportDeclaration(parent) ||
        ts.isExportDeclaration(parent) ||
        ts.isExternalModuleReference(parent);
      if (!isSpecifier && !ts.isLiteralTypeNode(parent)) text = node.text;
    } else if (ts.isJsxText(node)) {
      text = node.text.replace(/\s+/g, ' ').trim();
    }
    if (text !== undefined && isText(text)) {
      found.push({ text, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Each text written in two or more packages, with every place it is written. */
export function textsInTwoPackages(
  files: { pkg: string; path: string; source: string }[],
): Record<string, string[]> {
  const places = new Map<string, { pkg: string; at: string }[]>();
  for (const { pkg, path, source } of files) {
    for (const { text, line } of literalTexts(path, source)) {
      const list = places.get(text) ?? [];
      list.push({ pkg, at: `${path}:${line}` });
      places.set(text, list);
    }
  }
  const repeated: Record<string, string[]> = {};
  for (const [text, list] of places) {
    if (new Set(list.map((p) => p.pkg)).size > 1) repeated[text] = list.map((p) => p.at);
  }
  return repeated;
}

describe('user-facing texts are written once', () => {
  it('finds a text written in two packages (the check itself)', () => {
    const text = ['Failed to process', 'your mind dump.'].join(' ');
    const files = [
      { pkg: 'worker', path: 'a.ts', source: `const m = '${text}';` },
      { pkg: 'web', path: 'b.tsx', source: `const x = <p title="${text}">\n  ${text}\n</p>;` },
      { pkg: 'web', path: 'c.ts', source: `import { y } from '${'./some module path'}';` },
      {
        pkg: 'extension',
        path: 'd.ts',
        source: `const n = \`${'Sign in'} to \${name}\`; const k = 'Sign in';`,
      },
    ];
    expect(textsInTwoPackages(files)).toEqual({ [text]: ['a.ts:1', 'b.tsx:1', 'b.tsx:2'] });
    expect(literalTexts('e.ts', `type T = '${'Only a type here'}'; const s = 'two words';`)).toEqual([
      { text: 'two words', line: 1 },
    ]);
  });

  it('no text is written as a literal in two packages', () => {
    const files = Object.entries(SOURCES).flatMap(([pkg, dirs]) =>
      dirs.flatMap((dir) =>
        sourceFiles(join(ROOT, pkg, dir)).map((path) => ({
          pkg,
          path: relative(ROOT, path),
          source: readFileSync(path, 'utf8'),
        })),
      ),
    );
    expect(files.length).toBeGreaterThan(300);
    expect(textsInTwoPackages(files)).toEqual({});
    // Parsing every source takes seconds, more on a busy machine: beyond vitest's default 5 s there.
  }, 60_000);
});
