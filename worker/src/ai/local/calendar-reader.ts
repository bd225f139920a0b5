/**
 * @module ai/local/calendar-reader — the chrono-node instance the date module reads calendar dates with.
 *
 * The date module keeps only chrono's calendar dates ("Dec 3", "8 March", "Wednesday 2 December"); relative phrases
 * are its own rules' job. chrono's duration parsers ("3 days ago", "in 2 weeks", "2 hours later", "+2d") give results
 * it throws away, except where a refiner joins one to the calendar date beside it: "two weeks before Dec 20" (Dec 6),
 * "3 days after March 2", "Dec 3 +2d". Yet their patterns are the largest chrono has: each runs over every text
 * chrono reads, and V8 compiles each to machine code on its second run (~80 ms apiece on this machine, once per
 * process and per Workers isolate). So a text gets the full reader only when a duration sits where such a join can
 * happen (a time unit before "before"/"after"/"ago"/"later"…, or a signed number), and a reader without those parsers
 * otherwise — the same dates either way.
 */
import * as chrono from 'chrono-node';

/** chrono's English duration parsers, by class name (chrono-node 2.x; the Worker bundle keeps the names: its test). */
export const DURATION_PARSERS = new Set([
  'ENTimeUnitWithinFormatParser',
  'ENTimeUnitAgoFormatParser',
  'ENTimeUnitLaterFormatParser',
  'ENTimeUnitCasualRelativeFormatParser',
]);

const casual = chrono.en.configuration.createCasualConfiguration(false);

/** chrono's casual English reader less its duration parsers. */
export const calendarOnly = new chrono.Chrono({
  parsers: casual.parsers.filter((parser) => !DURATION_PARSERS.has(parser.constructor.name)),
  refiners: casual.refiners,
});

/** How many duration parsers `calendarOnly` goes without (4 unless chrono renamed them: its test says so). */
export const durationParsersLeftOut = casual.parsers.length - calendarOnly.parsers.length;

/**
 * Where a duration can join a calendar date: a time unit (chrono's words and abbreviations) followed by the words its
 * "ago"/"later" parsers end on ("two weeks before", "3d after"), or a signed number ("Dec 3 +2d", "-1 week").
 */
const DURATION_BESIDE_DATE =
  /(?:\b|(?<=\d))(?:s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?|mo|mons?|mos|months?|qtrs?|quarters?|y|yrs?|years?|fortnights?)\s{0,5}(?:ago|before|earlier|later|after|from now|henceforth|forward|out)\b|(?:^|[^\w])[+-]\s*\d/i;

/** The reader for `text`: the full casual one only where a duration may join a date. */
export function readerFor(text: string): chrono.Chrono {
  return DURATION_BESIDE_DATE.test(text) ? chrono.casual : calendarOnly;
}
