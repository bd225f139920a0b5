/**
 * The convention that keeps the four packages apart: no source file reaches into another package by a relative
 * path ("../../../web/src/…"). Code two packages need lives in `@mynd/shared` and is imported by name
 * (`@mynd/shared/browser`, `@mynd/shared/domain`, …). Fails on any import, export-from or dynamic import whose
 * relative specifier resolves outside the package of the file that contains it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PACKAGES = ['shared', 'web', 'worker', 'extension'];
const SKIP = new Set(['node_modules', 'dist', '.output', '.wxt', 'artifacts', 'coverage', '.vite']);
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SPECIFIERS = [
  /\b(?:import|export)\s[^'"]*?\bfrom\s*['"](\.{1,2}\/[^'"]*)['"]/g,
  /\bimport\s*['"](\.{1,2}\/[^'"]*)['"]/g,
  /\bimport\(\s*['"](\.{1,2}\/[^'"]*)['"]\s*\)/g,
  /\brequire\(\s*['"](\.{1,2}\/[^'"]*)['"]\s*\)/g,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** `file:line → specifier` for every relative import of `text` that leaves `packageRoot`. */
export function crossings(file: string, text: string, packageRoot: string): string[] {
  const found: string[] = [];
  for (const pattern of SPECIFIERS) {
    for (const match of text.matchAll(pattern)) {
      const target = resolve(dirname(file), match[1]!);
      if (target === packageRoot || target.startsWith(packageRoot + sep)) continue;
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`${relative(ROOT, file)}:${line} → ${match[1]}`);
    }
  }
  return found;
}

describe('package boundaries', () => {
  it('finds a relative import that leaves its package (the check itself)', () => {
    const root = join(ROOT, 'extension');
    const file = join(root, 'src/popup/use-voice.ts');
    // Built from parts so that this file's own source does not contain the imports it checks.
    const from = (spec: string) => `import { x } from '${spec}';`;
    expect(crossings(file, from('../../../web/src/features/voice/x'), root)).toHaveLength(1);
    expect(crossings(file, `export * from '${'../../../shared/src/domain'}';`, root)).toHaveLength(1);
    expect(crossings(file, `const m = await import('${'../../../worker/src/app'}');`, root)).toHaveLength(1);
    expect(crossings(file, from('../api/lazy-client'), root)).toEqual([]);
    expect(crossings(file, from('@mynd/shared/browser'), root)).toEqual([]);
  });

  it.each(PACKAGES)('%s imports nothing of another package by path', (name) => {
    const root = join(ROOT, name);
    const violations = sourceFiles(root).flatMap((file) => crossings(file, readFileSync(file, 'utf8'), root));
    expect(violations).toEqual([]);
  });
});
