/**
 * No import cycles, type-only ones included, from any entry point of the four packages (dpdm follows `import
 * type` too). A cycle means two modules each need the other: one of them holds what belongs in a third.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const ENTRIES: Record<string, string[]> = {
  shared: ['shared/src/index.ts', 'shared/src/api-client/index.ts', 'shared/src/browser/index.ts'],
  worker: ['worker/src/node.ts', 'worker/src/worker.ts'],
  web: ['web/src/main.tsx'],
  extension: [
    'extension/entrypoints/background.ts',
    'extension/entrypoints/popup/main.tsx',
    'extension/entrypoints/options/main.tsx',
  ],
};

async function cycles(entries: string[]): Promise<string[][]> {
  const tree = await parseDependencyTree(
    entries.map((entry) => resolve(ROOT, entry)),
    { context: ROOT, transform: false, skipDynamicImports: false },
  );
  return parseCircular(tree);
}

describe('import cycles', () => {
  it.each(Object.entries(ENTRIES))(
    '%s has none',
    async (_name, entries) => {
      expect(await cycles(entries)).toEqual([]);
    },
    60_000,
  );
});
