import { describe, expect, it } from 'vitest';
import {
  CURSOR_INVALID_MESSAGE,
  cursorField,
  decodeCursor,
  encodeCursor,
  PAGE_SIZE_MESSAGE,
  pageSizeField,
} from './pagination.js';

describe('cursors', () => {
  const position = { at: '2026-11-20T12:00:00.000Z', id: 'a-B_9' };

  it('decode what they encode, for their own list only', () => {
    const cursor = encodeCursor('completed', position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor('completed', cursor)).toEqual(position);
    expect(decodeCursor('history', cursor)).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['not base64url', '%%%'],
    ['not JSON', btoa('hello')],
    ['too short', btoa('["completed","2026-11-20T12:00:00.000Z"]')],
    ['no instant', btoa('["completed","yesterday","abc"]')],
    ['an empty id', btoa('["completed","2026-11-20T12:00:00.000Z",""]')],
    ['too long', 'a'.repeat(401)],
  ])('reject %s', (_name, cursor) => {
    expect(decodeCursor('completed', cursor.replace(/=+$/, ''))).toBeNull();
  });

  it('are validated by the query field with a clear message', () => {
    const field = cursorField('history');
    expect(field.safeParse(undefined).success).toBe(true);
    expect(field.safeParse(encodeCursor('history', position)).success).toBe(true);
    expect(field.safeParse('nope').error?.issues[0]?.message).toBe(CURSOR_INVALID_MESSAGE);
  });
});

describe('page size', () => {
  const field = pageSizeField(20);
  it('defaults and coerces', () => {
    expect(field.parse(undefined)).toBe(20);
    expect(field.parse('100')).toBe(100);
  });
  it.each(['0', '101', '2.5', 'all'])('refuses %s', (value) => {
    expect(field.safeParse(value).error?.issues[0]?.message).toBe(PAGE_SIZE_MESSAGE);
  });
});
