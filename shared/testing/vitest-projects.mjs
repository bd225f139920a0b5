/**
 * @module @mynd/shared/testing/vitest-projects — how the package suites share loaded modules.
 *
 * Vitest's default gives every test file a fresh module graph, so every file re-imports the app (Hono, drizzle, the
 * extractor's NLP lexicons, React): that import was 80% of the worker suite's time and over half the web suite's.
 * Here a worker process keeps its module graph from one file to the next (`isolate: false`), except for the files
 * that mock modules (`vi.mock`): a module mock cannot replace a module that an earlier file already loaded, so those
 * files get a fresh graph each, in a project of their own. Found by reading the files, so a new mocking test is
 * isolated without anyone listing it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.output', '.wxt', 'coverage', 'e2e']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const MODULE_MOCK = /\bvi\.(?:mock|doMock)\(/;

/** Test files under `root` (relative, forward slashes) whose source mocks a module. */
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
