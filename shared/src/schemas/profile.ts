/**
 * @module schemas/profile — the professional profile that personalises AI analyses, and preferences.
 */
import { z } from 'zod';
import { REMINDER_TIME_MESSAGE, REMINDER_TIME_RE } from '../domain/reminders.js';
import { REPORTS_TO_LABEL } from '../domain/texts.js';
import { CurrencySchema } from './common.js';

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullable();

export const ProfileSchema = z.object({
  hasSeenIntro: z.boolean(),
  themePreference: z.enum(['light', 'dark', 'system']),
  userPosition: z.string().nullable(),
  userDepartment: z.string().nullable(),
  reportsTo: z.string().nullable(),
  isManager: z.boolean(),
  industry: z.string().nullable(),
  role: z.string().nullable(),
  company: z.string().nullable(),
  currencyPreference: z.string(),
  /** The default reminder: this time (HH:MM) on the due date, in the user's zone; null: none. */
  reminderTime: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;
export const ProfileResponseSchema = z.object({ profile: ProfileSchema });

export const UpdateProfileRequestSchema = z
  .object({
    hasSeenIntro: z.boolean(),
    themePreference: z.enum(['light', 'dark', 'system'], { error: 'Theme must be light, dark or system' }),
    userPosition: optionalText(100, 'Position'),
    userDepartment: optionalText(100, 'Department'),
    reportsTo: optionalText(100, REPORTS_TO_LABEL),
    isManager: z.boolean(),
    industry: optionalText(100, 'Industry'),
    role: optionalText(100, 'Role'),
    company: optionalText(100, 'Company'),
    currencyPreference: CurrencySchema,
    reminderTime: z.string().regex(REMINDER_TIME_RE, REMINDER_TIME_MESSAGE).nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to update' });
