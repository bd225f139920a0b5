/**
 * @module @mynd/shared/jitless — zod without its JIT: `z.config({ jitless: true })`, so no schema ever compiles a
 * parser with `new Function` (browser-extension stores refuse eval, and a strict CSP reports it). Import it
 * FIRST in an entry point, before any module that builds schemas: zod decides per schema, when it is built.
 */
import { z } from 'zod';

z.config({ jitless: true });
