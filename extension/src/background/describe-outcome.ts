/**
 * @module background/describe-outcome — a capture's outcome in words, for notifications and the popup.
 */

import { MIND_DUMP_PROCESSED_TITLE, PROCESSING_FAILED_TITLE } from '@mynd/shared/domain';
import type { CaptureOutcome } from '../messaging/protocol';

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function describeOutcome(outcome: CaptureOutcome): { title: string; message: string } {
  switch (outcome.status) {
    case 'sent': {
      const result = outcome.result;
      if (!result) return { title: MIND_DUMP_PROCESSED_TITLE, message: 'Sent to Mynd.' };
      const tasks = result.tasks.map((t) => t.title);
      const topics = plural(result.summaries.length, 'topic');
      if (tasks.length === 0)
        return { title: MIND_DUMP_PROCESSED_TITLE, message: `No tasks generated · ${topics}` };
      const shown = tasks.slice(0, 3).join('; ');
      const more = tasks.length > 3 ? ` and ${tasks.length - 3} more` : '';
      return {
        title: MIND_DUMP_PROCESSED_TITLE,
        message: `Created ${plural(tasks.length, 'task')}: ${shown}${more} · ${topics}`,
      };
    }
    case 'queued':
      return {
        title: 'Saved — will send later',
        message:
          outcome.reason === 'transient'
            ? `${outcome.message.replace(/\.$/, '')}. ${plural(outcome.queued, 'capture')} queued; they are sent when Mynd is reachable.`
            : `Sign in to Mynd to send ${plural(outcome.queued, 'queued capture')}.`,
      };
    case 'rejected':
      return { title: PROCESSING_FAILED_TITLE, message: outcome.message };
  }
}
