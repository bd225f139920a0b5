/**
 * The provider interface and the shared API contract must not drift apart: the routes store what a provider
 * returns after validating it with the @mynd/shared schemas.
 */
import type {
  ExtractedTask as SharedExtractedTask,
  MindDumpExtraction as SharedMindDump,
  Topic as SharedTopic,
} from '@mynd/shared';
import { describe, expectTypeOf, it } from 'vitest';
import type { ExtractedTask, MindDumpResult, Topic } from './provider.js';

describe('provider types', () => {
  it('match the shared schemas exactly', () => {
    expectTypeOf<ExtractedTask>().toEqualTypeOf<SharedExtractedTask>();
    expectTypeOf<Topic>().toEqualTypeOf<SharedTopic>();
    expectTypeOf<MindDumpResult>().toEqualTypeOf<SharedMindDump>();
  });
});
