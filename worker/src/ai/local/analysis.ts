/**
 * @module ai/local/analysis — a structured markdown analysis of a topic without a model: the gist, the
 * actions in it (with dates and owners), risks, priorities and a note personalised by the user's profile.
 * Plain markdown only; the client renders it sanitised.
 */
import type { AiContext, Profile, Topic } from '../types.js';
import { extractTasks } from './extract.js';
import { keywordsOf } from './keywords.js';
import { splitSegments } from './sentences.js';

const RISK =
  /\b(?:expir\w*|flaky|overdue|behind|risk\w*|block\w*|late|deadline|fail\w*|outage|issue|problem|mess|too long|broken|down|delay\w*|urgent|asap|complain\w*|scrap|defect\w*|cost\w*|budget)\b/i;

/** Markdown must not smuggle HTML or links in from the dump: keep text, drop tags and brackets. */
export function plain(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/[[\]`*_#]/g, '')
    .trim();
}

function profileNote(profile: Profile | null | undefined, ownerless: number, delegated: string[]): string[] {
  const lines: string[] = [];
  const who = [profile?.role ?? profile?.userPosition, profile?.company ? `at ${profile.company}` : null]
    .filter(Boolean)
    .join(' ');
  if (who) lines.push(`- As ${plain(who)}, focus your own time on the decisions only you can make here.`);
  if (profile?.industry)
    lines.push(
      `- In ${plain(profile.industry)}, tie each action to a measurable outcome (cost, time, quality or risk).`,
    );
  if (profile?.isManager || delegated.length > 0) {
    lines.push(
      delegated.length > 0
        ? `- Delegate with a clear owner and date: ${delegated.map(plain).join(', ')} ${delegated.length === 1 ? 'is' : 'are'} already named in this topic.`
        : '- You manage a team: hand off the routine items and keep the review step for yourself.',
    );
  }
  if (ownerless > 0) lines.push(`- ${ownerless} action(s) have no owner yet — decide who does each one.`);
  if (lines.length === 0)
    lines.push('- Block time this week for the first action; small, dated steps beat a long list.');
  return lines;
}

function telling(sentence: string, keywords: string[]): number {
  const lower = sentence.toLowerCase();
  return keywords.filter((k) => lower.includes(k)).length;
}

export function analyzeTopicLocally(topic: Topic, ctx: AiContext): string {
  const sentences = splitSegments(topic.summary).map((s) => s.text);
  const { tasks } = extractTasks(topic.summary, ctx);
  const keywords = keywordsOf(`${topic.title} ${topic.summary}`, 6).map((k) => k.word);
  const risks = sentences.filter((s) => RISK.test(s)).slice(0, 4);
  const dated = tasks.filter((t) => t.dueDate).sort((a, b) => a.dueDate!.localeCompare(b.dueDate!));
  const delegated = [...new Set(tasks.flatMap((t) => t.people))];
  const out: string[] = [`## ${plain(topic.title)}`, ''];
  const gist = [...sentences].sort((a, b) => telling(b, keywords) - telling(a, keywords))[0] ?? topic.summary;
  out.push(`**In short:** ${plain(gist).slice(0, 300)}`, '');
  out.push('### Recommended actions');
  if (tasks.length === 0) {
    out.push(
      `1. Decide the next concrete step on ${plain(keywords[0] ?? topic.title)} and put a date on it.`,
    );
  } else {
    tasks.slice(0, 8).forEach((task, i) => {
      const details = [
        task.dueDate ? `due ${task.dueDate}` : null,
        task.people.length ? `with ${task.people.join(', ')}` : null,
      ]
        .filter(Boolean)
        .join(', ');
      out.push(`${i + 1}. ${plain(task.title)}${details ? ` (${details})` : ''}`);
    });
  }
  out.push('', '### Risks and dependencies');
  if (risks.length === 0)
    out.push('- No explicit risk is mentioned; confirm deadlines and owners before starting.');
  else for (const risk of risks) out.push(`- ${plain(risk)}`);
  out.push('', '### Priorities');
  if (dated.length > 0)
    out.push(`- Start with "${plain(dated[0]!.title)}" — it is due first (${dated[0]!.dueDate}).`);
  out.push(
    tasks.length > 3
      ? `- ${tasks.length} actions in one topic: do the two with the biggest impact first and schedule the rest.`
      : '- The topic is small enough to finish in one focused session.',
  );
  out.push('', '### For you');
  out.push(...profileNote(ctx.profile, tasks.filter((t) => t.people.length === 0).length, delegated));
  if (keywords.length > 0) out.push('', `**Key terms:** ${keywords.join(', ')}`);
  return out.join('\n');
}

/** The action lines of an analysis ("1. Renew the certificate (due …)") as plain sentences. */
export function actionLines(analysis: string | null): string[] {
  if (!analysis) return [];
  const section = /### Recommended actions\n([\s\S]*?)(?:\n###|$)/.exec(analysis)?.[1] ?? '';
  return section
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s*(?:\d+[.)]|[-*])\s+/, '')
        .replace(/\s*\((?:due|with)[^)]*\)\s*$/, '')
        .trim(),
    )
    .filter((line) => line.length > 3 && !/^Decide the next concrete step/.test(line));
}
