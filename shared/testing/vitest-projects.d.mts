/** Types of vitest-projects.mjs, for the packages' TypeScript vitest configs. */
import type { TestProjectInlineConfiguration } from 'vitest/config';

export function filesWithModuleMocks(root: string): string[];
export function sharedGraphProjects(
  root: string,
  options: { include: string[]; exclude?: string[] },
): TestProjectInlineConfiguration[];
