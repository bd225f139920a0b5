/**
 * @module @mynd/shared/testing/vitest-projects — how the package suites share loaded modules.
 *
 * Vitest's default gives every test file a fresh module graph, so every file re-imports the app (Hono, drizzle, the
 * extractor's NLP lexicons, React): that import was 80% of the worker suite's time and over half the web suite's.
 * Here a worker process keeps its module graph from one file to the next (`isolate: false`), except for the files
 * that mock modules (`vi.mock`): a module mock cannot replace a module that an earlier file already loaded, so those
 * files get a fresh graph each, in a project of their own (a process of their own per file). So do the files that
 * replace a builtin's method (`RegExp.prototype.exec = …` to count searches): V8 leaves its fast paths for that builtin
 * for the rest of the process, even once the method is put back, and every later file would run slower. Found by
 * reading the files, so a new mocking test is isolated without anyone listing it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.output', '.wxt', 'coverage', 'e2e']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const MODULE_MOCK = /\bvi\.(?:mock|doMock)\(|\.prototype\.\w+\s*=(?!=)/;

/** Test files under `root` (relative, forward slashes) whose source mocks a module or replaces a builtin's method. */
export function filesWithModuleMocks(root) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (SKIP.has(entry.name) || entry.name.startsWith('.')) return [];
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return TEST_FILE.test(entry.name) && MODULE_MOCK.test(readFileSync(path, 'utf8')) ? [path] : [];
    });
  return walk(root)
    .map((path) => relative(root, path).split('\\').join('/'))
    .sort();
}

/**
 * The `test.projects` of a package: one project whose files share a module graph per worker, and, when any file
 * mocks modules, one project that isolates those files. Both extend the package's own test config.
 */
export function sharedGraphProjects(root, { include, exclude = [] }) {
  const mocking = filesWithModuleMocks(root);
  const shared = {
    extends: true,
    test: { name: 'shared-graph', include, exclude: [...exclude, ...mocking], isolate: false },
  };
  if (mocking.length === 0) return [shared];
  return [shared, { extends: true, test: { name: 'isolated', include: mocking, exclude, isolate: true } }];
}
