/**
 * @module ai/local/keywords-analysis — three short paragraphs on what a user's topic keywords say: what
 * dominates, how work and life balance, and what to do about it. Deterministic, from the counts alone.
 */
import type { AiContext, KeywordCount } from '../types.js';
import { scoreTags } from './tags.js';

function list(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export function analyzeKeywordsLocally(keywords: KeywordCount[], ctx: AiContext): string {
  const sorted = [...keywords]
    .filter((k) => k.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, 20);
  if (sorted.length === 0) {
    return [
      'There are no topic keywords to analyse yet.',
      'Capture a few mind dumps and the recurring themes will show up here.',
      'Once they do, this analysis will point out where your attention goes and what to delegate.',
    ].join('\n\n');
  }
  const total = sorted.reduce((sum, k) => sum + k.count, 0);
  const top = sorted.slice(0, 3);
  const share = Math.round((top.reduce((sum, k) => sum + k.count, 0) / total) * 100);
  const areas = scoreTags(sorted.map((k) => `${k.word} `.repeat(k.count)).join(' '), ctx.tags)
    .filter((a) => a.score > 0)
    .sort((a, b) => b.score - a.score);
  const role = ctx.profile?.role ?? ctx.profile?.userPosition;
  const first = [
    `Your topics keep returning to ${list(top.map((k) => `"${k.word}" (${k.count})`))}.`,
    `Together these account for about ${share}% of the ${total} keyword mentions in your recent topics.`,
    share >= 50
      ? 'That concentration suggests one or two themes are absorbing most of your attention.'
      : 'Your attention is spread across many themes rather than one dominant concern.',
  ];
  const second = [
    areas.length > 0
      ? `By area, the keywords lean towards ${list(areas.slice(0, 3).map((a) => a.tag))}.`
      : 'The keywords do not map clearly onto your tags, so they may describe new areas worth a tag of their own.',
    sorted.length > 3
      ? `Further down the list, ${list(sorted.slice(3, 6).map((k) => `"${k.word}"`))} show up as secondary threads.`
      : 'There are few secondary threads, which makes the picture easy to act on.',
    'Recurring words usually mark open loops: things that come back because they are not finished yet.',
  ];
  const third = [
    `Pick the most repeated theme, "${top[0]!.word}", and turn it into one dated task with a clear next step.`,
    role
      ? `As ${role}, delegate the routine parts of the other themes and keep the decisions for yourself.`
      : 'Delegate the routine parts of the other themes and keep the decisions for yourself.',
    'Review this cloud again in a week: a shrinking word is a loop you closed.',
  ];
  return [first, second, third].map((p) => p.join(' ')).join('\n\n');
}
