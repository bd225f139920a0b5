/**
 * @module features/settings/org-chart-section — upload an org chart (the file rule is @mynd/shared's
 * orgChartFormat: .json, .md or .txt; the server parses it),
 * show its people, sync them into the people list, delete it.
 */
import {
  ORG_CHART_EXTENSIONS,
  orgChartFormat,
  REPORTS_TO_LABEL,
  UNSUPPORTED_ORG_CHART_MESSAGE,
  USER_NOT_IN_CHART_MESSAGE,
} from '@mynd/shared/domain';
import type { OrgChart } from '@mynd/shared/schemas';
import { FileUp, Network, RefreshCw, Trash2, UserRoundX } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, api, errorMessage } from '../../lib/api';
import { publishChange } from '../../lib/change-bus';
import { useOrgChartQuery } from './settings-queries';

const PEOPLE_SHOWN = 50;

function PeopleTable({ chart }: { chart: OrgChart }) {
  const shown = chart.people.slice(0, PEOPLE_SHOWN);
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">People in {chart.chartName}</caption>
        <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Name
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Role
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
              Department
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
              {REPORTS_TO_LABEL}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {shown.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: names can repeat in a chart.
            <tr key={`${p.name}-${i}`}>
              <td className="px-3 py-2 font-medium">{p.name}</td>
              <td className="px-3 py-2 text-muted-foreground">{p.role ?? '—'}</td>
              <td className="hidden px-3 py-2 text-muted-foreground sm:table-cell">{p.department ?? '—'}</td>
              <td className="hidden px-3 py-2 text-muted-foreground md:table-cell">{p.reportsTo ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {chart.people.length > PEOPLE_SHOWN ? (
        <p className="border-t border-border px-3 py-2 text-xs text-muted-foreground">
          and {chart.people.length - PEOPLE_SHOWN} more
        </p>
      ) : null}
    </div>
  );
}

export function OrgChartSection() {
  const chart = useOrgChartQuery();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'sync' | 'delete' | null>(null);
  const [notFound, setNotFound] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (orgChartFormat(file.name) === null) {
      toast.error('Upload Error', { description: UNSUPPORTED_ORG_CHART_MESSAGE });
      return;
    }
    setBusy('upload');
    try {
      const content = await file.text();
      const { orgChart } = await api.orgChart.upload({ fileName: file.name, content });
      chart.setData(orgChart);
      setNotFound(false);
      const count = orgChart?.people.length ?? 0;
      toast.success('Org chart uploaded', {
        description: `Found ${count} ${count === 1 ? 'person' : 'people'}.`,
      });
      publishChange('org-chart');
    } catch (error) {
      toast.error('Upload Error', { description: errorMessage(error, 'Failed to upload the org chart.') });
    } finally {
      setBusy(null);
    }
  };

  const sync = async () => {
    if (!chart.data || chart.data.people.length === 0) {
      toast.error('No People Found', { description: 'Upload an org chart with people in it first.' });
      return;
    }
    setBusy('sync');
    try {
      const { added, me } = await api.orgChart.sync();
      if (added.length > 0) {
        toast.success('Sync Successful', {
          description: `Added ${added.length} ${added.length === 1 ? 'person' : 'people'} to your team.`,
        });
      } else {
        toast.success('Sync Complete', {
          description: 'Everyone in the chart is already in your people list.',
        });
      }
      setNotFound(me === null);
      if (me === null) {
        toast.warning('User Not Found', {
          description: USER_NOT_IN_CHART_MESSAGE,
        });
      }
      publishChange('people');
    } catch (error) {
      if (error instanceof ApiError && error.status !== 0)
        toast.error('Sync Error', { description: error.message });
      else toast.error('Sync Failed', { description: errorMessage(error, 'Please try again.') });
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('delete');
    try {
      await api.orgChart.remove();
      chart.setData(null);
      setNotFound(false);
      toast.success('Org chart deleted');
      publishChange('org-chart');
    } catch (error) {
      toast.error('Delete Error', { description: errorMessage(error, 'Failed to delete the org chart.') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={fileInput}
          id="org-chart-file"
          type="file"
          accept={[...ORG_CHART_EXTENSIONS, 'application/json', 'text/markdown', 'text/plain'].join(',')}
          className="sr-only"
          onChange={upload}
          aria-label="Org chart file"
        />
        <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={busy !== null}>
          {busy === 'upload' ? <Spinner label="Uploading" /> : <FileUp aria-hidden />}
          Upload Org Chart
        </Button>
        <Button variant="outline" onClick={sync} disabled={busy !== null || !chart.data}>
          {busy === 'sync' ? <Spinner label="Syncing" /> : <RefreshCw aria-hidden />}
          Sync People
        </Button>
        <Button
          variant="ghost"
          onClick={remove}
          disabled={busy !== null || !chart.data}
          className="text-destructive hover:text-destructive"
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        JSON (employees, people, team or departments), Markdown or plain text with one person per heading or
        bullet.
      </p>

      {notFound ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm"
        >
          <UserRoundX className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          <div>
            <p className="font-medium">User Not Found</p>
            <p className="text-muted-foreground">{USER_NOT_IN_CHART_MESSAGE}</p>
          </div>
        </div>
      ) : null}

      {chart.isLoading ? (
        <Skeleton className="h-32" />
      ) : chart.data ? (
        <div className="grid gap-2">
          <div className="flex items-center gap-2 text-sm">
            <span className="font-medium">{chart.data.chartName}</span>
            <Badge variant="secondary">
              {chart.data.people.length} {chart.data.people.length === 1 ? 'person' : 'people'}
            </Badge>
          </div>
          {chart.data.people.length > 0 ? (
            <PeopleTable chart={chart.data} />
          ) : (
            <EmptyState
              icon={Network}
              title="No People Found"
              description="The chart was saved, but no people could be read from it."
            />
          )}
        </div>
      ) : (
        <EmptyState
          icon={Network}
          title="No organization chart yet"
          description="Upload one to add your team in one go."
        />
      )}
    </div>
  );
}
