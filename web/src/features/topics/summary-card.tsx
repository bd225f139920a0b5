/** @module A topic summary card: title, summary, Analyzed badge, date; expands to the analysis and the actions. */

import { DATE_FORMAT_LONG } from '@mynd/shared/domain';
import type { Summary } from '@mynd/shared/schemas';
import { format } from 'date-fns';
import { useSetAtom } from 'jotai';
import { Archive, ArchiveRestore, ListPlus, Printer, Sparkles, Trash2 } from 'lucide-react';
import { memo, useState } from 'react';
import { activeTabAtom } from '../../app/tabs';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Markdown } from '../markdown/markdown';
import { printSummary } from './print-summary';
import { analyzeSummary, createTasksFromSummary, deleteSummary, setSummaryArchived } from './summary-actions';

export const SummaryCard = memo(function SummaryCard({ summary }: { summary: Summary }) {
  const [expanded, setExpanded] = useState(false);
  const [busy, setBusy] = useState<null | 'analyze' | 'tasks' | 'archive'>(null);
  const [confirming, setConfirming] = useState(false);
  const setTab = useSetAtom(activeTabAtom);

  async function run(kind: 'analyze' | 'tasks' | 'archive', action: () => Promise<unknown>) {
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card className="flex flex-col p-5" aria-label={summary.topicTitle} role="article">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-base font-semibold leading-snug">{summary.topicTitle}</h3>
        {summary.hasAnalysis && <Badge color="hsl(142,71%,45%)">Analyzed</Badge>}
      </div>
      <p
        className={
          expanded
            ? 'mt-2 whitespace-pre-wrap text-sm text-muted-foreground'
            : 'mt-2 line-clamp-3 whitespace-pre-line text-sm text-muted-foreground'
        }
      >
        {summary.summaryContent}
      </p>
      <div className="mt-3 flex items-center justify-between gap-2">
        <span className="text-xs text-muted-foreground">
          {format(new Date(summary.createdAt), DATE_FORMAT_LONG)}
        </span>
        <Button
          size="sm"
          variant="link"
          className="px-0"
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? 'Show Less' : 'Show More'}
        </Button>
      </div>
      {expanded && (
        <div className="mt-3 space-y-4 border-t border-border pt-4">
          {summary.hasAnalysis && summary.analysisContent && <Markdown markdown={summary.analysisContent} />}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={busy !== null}
              onClick={() => run('analyze', () => analyzeSummary(summary))}
            >
              <Sparkles aria-hidden="true" />
              {busy === 'analyze' ? 'Analyzing...' : summary.hasAnalysis ? 'Re-analyze' : 'Analyze Topic'}
            </Button>
            {summary.hasAnalysis && (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy !== null}
                onClick={() =>
                  run('tasks', async () => {
                    if (await createTasksFromSummary(summary)) setTab('task-list');
                  })
                }
              >
                <ListPlus aria-hidden="true" />
                Create Task(s)
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => void printSummary(summary)}>
              <Printer aria-hidden="true" />
              Print
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy !== null}
              onClick={() => run('archive', () => setSummaryArchived(summary, !summary.archived))}
            >
              {summary.archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
              {summary.archived ? 'Unarchive' : 'Archive'}
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="text-destructive"
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this summary card?"
        description="This removes the summary permanently."
        confirmLabel="Delete"
        onConfirm={() => void deleteSummary(summary)}
      />
    </Card>
  );
});
