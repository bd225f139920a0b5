/**
 * @module ai/local/task-limits — how much one extraction may hold: the shared schema's limits on a mind dump's
 * tasks (`MindDumpExtraction` in @mynd/shared), which the extractor keeps to as it builds them.
 */

export const MAX_TASKS = 100;
export const MAX_DESCRIPTION = 2000;
export const MAX_SOURCE = 4000;
export const MAX_PEOPLE = 10;
