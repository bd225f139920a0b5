/**
 * @module @mynd/shared — the API contract (zod schemas) and the product's domain rules as pure functions,
 * shared by the worker, the web app and the extension. Runtime-neutral: zod and plain TypeScript only.
 */

export * from './contract/index.js';
export * from './domain/index.js';
export * from './schemas/index.js';
