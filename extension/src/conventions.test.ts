// @vitest-environment node
/**
 * @module conventions.test — the house rules, checked on every source file of the extension: kebab-case
 * names, a `@module` line at the top, at most ~300 lines, named exports only (WXT entrypoints excepted),
 * and no remote code (no http(s) script or import URLs in what ships).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SOURCE_DIRS = ['src', 'entrypoints', 'modules', 'scripts', 'e2e'];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'artifacts' || name === 'node_modules') return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const files = SOURCE_DIRS.flatMap((d) => walk(join(ROOT, d)))
  .filter((f) => /\.(ts|tsx|mjs)$/.test(f))
  .map((f) => ({ path: relative(ROOT, f), text: readFileSync(f, 'utf8') }));
const modules = files.filter((f) => !/\.test\.tsx?$/.test(f.path));

describe('house rules', () => {
  it('finds the sources', () => {
    expect(modules.length).toBeGreaterThan(30);
  });

  it.each(files.map((f) => [f.path]))('%s has a kebab-case name', (path) => {
    const name = path.split('/').at(-1)!;
    expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/);
  });

  it.each(modules.map((f) => [f.path, f.text]))('%s starts with a @module line', (_path, text) => {
    expect(text.slice(0, 400)).toMatch(/@module\s/);
  });

  it.each(files.map((f) => [f.path, f.text]))('%s stays under ~300 lines', (_path, text) => {
    expect(text.split('\n').length).toBeLessThanOrEqual(320);
  });

  it.each(modules.filter((f) => f.path.startsWith('src/')).map((f) => [f.path, f.text]))(
    '%s uses named exports only',
    (_path, text) => {
      expect(text).not.toMatch(/^export default /m);
    },
  );

  it('ships no remote code', () => {
    for (const f of modules.filter((m) => /^(src|entrypoints)\//.test(m.path))) {
      expect(f.text, f.path).not.toMatch(/import\s*\(\s*['"`]https?:/);
      expect(f.text, f.path).not.toMatch(/from\s+['"]https?:/);
      expect(f.text, f.path).not.toMatch(/\beval\s*\(|new Function\s*\(/);
    }
    for (const html of walk(join(ROOT, 'entrypoints')).filter((p) => p.endsWith('.html'))) {
      expect(readFileSync(html, 'utf8'), html).not.toMatch(/<script[^>]+src=["']https?:/);
    }
  });
});
