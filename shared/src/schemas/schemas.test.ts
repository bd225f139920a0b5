import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ChangePasswordRequestSchema,
  SendCodeRequestSchema,
  SignInRequestSchema,
  VerifyCodeRequestSchema,
} from './auth.js';
import { MindDumpRequestSchema } from './mind-dumps.js';
import { UploadOrgChartRequestSchema } from './org-chart.js';
import { UpdateProfileRequestSchema } from './profile.js';
import { SpeechToTextRequestSchema } from './speech.js';
import { ListSummariesQuerySchema, MergeSummariesRequestSchema } from './summaries.js';
import { CreateTagRequestSchema, UpdateTagRequestSchema } from './tags.js';
import {
  CompleteTaskRequestSchema,
  CreateNoteRequestSchema,
  CreateTaskRequestSchema,
  UpdateTaskRequestSchema,
} from './tasks.js';

function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid');
}

describe('request schemas refuse bad input with a clear message', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['empty mind dump', MindDumpRequestSchema, { text: '   ' }, 'Mind dump text is required'],
    [
      '10001-character mind dump',
      MindDumpRequestSchema,
      { text: 'a'.repeat(10001) },
      'A mind dump can be at most 10000 characters',
    ],
    ['mind dump as a number', MindDumpRequestSchema, { text: 42 }, 'Mind dump text is required'],
    [
      'unknown time zone',
      MindDumpRequestSchema,
      { text: 'x', timeZone: 'Mars/Olympus' },
      'Unknown time zone',
    ],
    [
      'source URL that is not a URL',
      MindDumpRequestSchema,
      { text: 'x', source: { kind: 'selection', url: 'not a url' } },
      'Source URL must be a valid URL',
    ],
    ['task without title', CreateTaskRequestSchema, {}, 'Title is required'],
    [
      'over-long task title',
      CreateTaskRequestSchema,
      { title: 't'.repeat(201) },
      'Title must be at most 200 characters',
    ],
    ['progress 101', UpdateTaskRequestSchema, { progress: 101 }, 'Progress must be between 0 and 100'],
    ['progress -5', UpdateTaskRequestSchema, { progress: -5 }, 'Progress must be between 0 and 100'],
    ['progress as a string', UpdateTaskRequestSchema, { progress: '50' }, 'Progress must be a number'],
    ['fractional progress', UpdateTaskRequestSchema, { progress: 12.5 }, 'Progress must be a whole number'],
    ['empty update', UpdateTaskRequestSchema, {}, 'Nothing to update'],
    [
      'due date in the wrong format',
      UpdateTaskRequestSchema,
      { dueDate: '21/11/2026' },
      'Use a date in the format YYYY-MM-DD',
    ],
    [
      'negative money on completion',
      CompleteTaskRequestSchema,
      { moneySaved: -1 },
      'Money saved cannot be negative',
    ],
    [
      'three decimals of money',
      CompleteTaskRequestSchema,
      { moneySaved: 1.005 },
      'Money saved has at most 2 decimals',
    ],
    [
      'fractional minutes',
      CompleteTaskRequestSchema,
      { timeSavedMinutes: 1.5 },
      'Time saved must be whole minutes',
    ],
    [
      'empty progress note',
      CreateNoteRequestSchema,
      { text: '  ' },
      'Write a note or enter time or cost saved',
    ],
    [
      'unknown tag colour',
      UpdateTagRequestSchema,
      { color: 'hsl(1,2%,3%)' },
      'Unknown tag colour: pick one of the palette colours',
    ],
    ['blank tag name', CreateTagRequestSchema, { name: '   ' }, 'Tag name is required'],
    [
      'merge of one summary',
      MergeSummariesRequestSchema,
      { summaryIds: ['a'] },
      'Pick at least two summaries to merge',
    ],
    [
      'merge listing a summary twice',
      MergeSummariesRequestSchema,
      { summaryIds: ['a', 'a'] },
      'A summary is listed twice',
    ],
    ['archived=maybe', ListSummariesQuerySchema, { archived: 'maybe' }, 'archived must be true or false'],
    ['code of 5 digits', VerifyCodeRequestSchema, { email: 'a@b.co', code: '12345' }, 'Enter 6-digit code'],
    ['code with letters', VerifyCodeRequestSchema, { email: 'a@b.co', code: '12a456' }, 'Enter 6-digit code'],
    ['send code without email', SendCodeRequestSchema, { email: '' }, 'Email required'],
    [
      'sign in without password',
      SignInRequestSchema,
      { email: 'a@b.co', password: '' },
      'Please fill in all fields',
    ],
    [
      'sign in without email',
      SignInRequestSchema,
      { email: '', password: 'secret1' },
      'Please fill in all fields',
    ],
    [
      'short new password',
      ChangePasswordRequestSchema,
      { newPassword: '12345' },
      'Password must be at least 6 characters long',
    ],
    [
      'org chart without file name',
      UploadOrgChartRequestSchema,
      { fileName: '', content: '{}' },
      'File name is required',
    ],
    [
      'audio with a data: prefix',
      SpeechToTextRequestSchema,
      { audio: 'data:audio/webm;base64,AAAA' },
      'Audio must be base64 without a data: prefix',
    ],
    [
      'unknown theme',
      UpdateProfileRequestSchema,
      { themePreference: 'sepia' },
      'Theme must be light, dark or system',
    ],
  ])('%s', (_name, schema, value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });
});

describe('request schemas accept and normalise good input', () => {
  it('trims a mind dump and keeps exactly 10000 characters', () => {
    const text = 'a'.repeat(10000);
    expect(MindDumpRequestSchema.parse({ text: `  ${text}\n` }).text).toBe(text);
  });

  it('fills task defaults', () => {
    expect(CreateTaskRequestSchema.parse({ title: ' Ship it ' })).toEqual({
      title: 'Ship it',
      description: '',
      tag: 'Unsorted',
      progress: 0,
      benchmarks: [],
    });
  });

  it('lowercases and trims emails', () => {
    expect(SendCodeRequestSchema.parse({ email: '  Jane@Example.COM ' }).email).toBe('jane@example.com');
  });

  it('uppercases currency codes and accepts two decimals of money', () => {
    expect(CompleteTaskRequestSchema.parse({ moneySaved: 19.99, currency: 'eur' })).toMatchObject({
      moneySaved: 19.99,
      currency: 'EUR',
      timeSavedMinutes: 0,
    });
  });

  it('accepts a note with only time saved', () => {
    expect(CreateNoteRequestSchema.safeParse({ timeSavedMinutes: 30 }).success).toBe(true);
  });

  it('reads archived=true from a query string', () => {
    expect(ListSummariesQuerySchema.parse({ archived: 'true' }).archived).toBe(true);
  });
});
