/** @module The mind-dump tab: a heading, the input and the recent history; a processed dump switches to the topics tab. */

import { MIND_DUMP_TITLE } from '@mynd/shared/domain';
import { Brain } from 'lucide-react';
import { HistoryPanel } from '../history/history-panel';
import { MindDumpInput } from './mind-dump-input';
import { useSubmitMindDump } from './use-submit-mind-dump';

function MindDumpTab() {
  const submit = useSubmitMindDump();
  return (
    <section aria-labelledby="mind-dump-heading" className="mx-auto max-w-3xl space-y-4">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 inline-flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Brain className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="mind-dump-heading" className="text-xl font-semibold tracking-tight">
            {MIND_DUMP_TITLE}
          </h2>
          <p className="text-sm text-muted-foreground">
            Type or speak everything on your mind. Mynd turns it into topics and actionable tasks.
          </p>
        </div>
      </div>
      <MindDumpInput onSubmit={(text) => submit(text)} autoFocus />
      <p className="text-xs text-muted-foreground">
        Press <kbd className="rounded border border-border bg-muted px-1">Enter</kbd> to send,{' '}
        <kbd className="rounded border border-border bg-muted px-1">Shift</kbd> +{' '}
        <kbd className="rounded border border-border bg-muted px-1">Enter</kbd> for a new line.
      </p>
      <HistoryPanel />
    </section>
  );
}

export default MindDumpTab;
