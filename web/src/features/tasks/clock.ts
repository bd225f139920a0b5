/** @module The browser's time zone and today's date in it, for due statuses and mind dumps. */
import { localTimeZone } from '@mynd/shared/browser';
import { type IsoDate, todayIn } from '@mynd/shared/domain';

/** The IANA zone mind dumps and the setup wizard send, so "by Friday" resolves in the user's zone. */
export const browserTimeZone = localTimeZone;

export function browserToday(now: Date = new Date()): IsoDate {
  return todayIn(browserTimeZone(), now);
}
