/**
 * @module lib/validate — request validation with the shared zod schemas. A failure is a 400 whose message is
 * the first issue's (the schemas' messages are written for people), plus every field's message in `fields`.
 */
import { zValidator } from '@hono/zod-validator';
import type { z } from 'zod';
import { ValidationError } from './errors.js';

interface IssueLike {
  path: PropertyKey[];
  message: string;
  code?: string;
}

export const BODY_NOT_OBJECT_MESSAGE = 'Request body must be a JSON object';

/** zod's own default messages do not name the field, so those get its path in front. */
const GENERIC_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized|Expected|Required)/;

function pathLabel(path: PropertyKey[]): string {
  return path.map((p) => String(p)).join('.');
}

export function validationError(issues: readonly IssueLike[]): ValidationError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = pathLabel(issue.path) || '_';
    fields[key] ??= issue.message;
  }
  const first = issues[0];
  // `[]`, `null` or `"text"` as a body: say what is wrong with the body rather than zod's type jargon.
  if (first && first.path.length === 0 && first.code === 'invalid_type') {
    return new ValidationError(BODY_NOT_OBJECT_MESSAGE, fields);
  }
  let message = first?.message ?? 'Invalid request';
  if (first && first.path.length > 0 && GENERIC_MESSAGE.test(message)) {
    message = `${pathLabel(first.path)}: ${message}`;
  }
  return new ValidationError(message, fields);
}

/** `validate('json', Schema)` — a Hono middleware; read the parsed value with `c.req.valid('json')`. */
export function validate<T extends z.ZodType, Target extends 'json' | 'query' | 'param'>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error.issues);
  });
}
