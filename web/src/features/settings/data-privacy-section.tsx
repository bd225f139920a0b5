/**
 * @module features/settings/data-privacy-section — Export My Data (JSON download), Delete All Tasks and Delete
 * Account (both confirmed; the account needs DELETE typed) — all working, as DESIGN.md decides.
 */
import { format } from 'date-fns';
import { useSetAtom } from 'jotai';
import { Download, Trash2, UserX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { api, errorMessage } from '../../lib/api';
import { publishChange } from '../../lib/change-bus';
import { clearSessionAtom } from '../auth/session';

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is revoked.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Row({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-medium">{title}</p>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {action}
    </div>
  );
}

export function DataPrivacySection() {
  const [confirmTasks, setConfirmTasks] = useState(false);
  const [confirmAccount, setConfirmAccount] = useState(false);
  const [typed, setTyped] = useState('');
  const [exporting, setExporting] = useState(false);
  const clearSession = useSetAtom(clearSessionAtom);
  const navigate = useNavigate();

  const exportData = async () => {
    setExporting(true);
    try {
      const data = await api.account.export();
      download(`mynd-export-${format(new Date(), 'yyyy-MM-dd')}.json`, JSON.stringify(data, null, 2));
      toast.success('Data exported', { description: 'Your data was downloaded as JSON.' });
    } catch (error) {
      toast.error('Export failed', { description: errorMessage(error, 'Please try again.') });
    } finally {
      setExporting(false);
    }
  };

  const deleteTasks = async () => {
    try {
      const { deleted } = await api.account.deleteAllTasks();
      toast.success('All tasks deleted', {
        description: `${deleted} task${deleted === 1 ? '' : 's'} removed.`,
      });
      publishChange('tasks');
    } catch (error) {
      toast.error('Error deleting tasks', { description: errorMessage(error, 'Please try again.') });
    }
  };

  const deleteAccount = async () => {
    try {
      await api.account.remove();
      toast.success('Account deleted', { description: 'Your account and all its data are gone.' });
      clearSession();
      navigate('/auth', { replace: true });
    } catch (error) {
      toast.error('Error deleting account', { description: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <div className="divide-y divide-border">
      <Row
        title="Export My Data"
        description="Download everything you have stored in Mynd as a JSON file."
        action={
          <Button variant="outline" onClick={exportData} disabled={exporting}>
            <Download aria-hidden />
            Export My Data
          </Button>
        }
      />
      <Row
        title="Delete All Tasks"
        description="Permanently remove every task, with its notes and assignments."
        action={
          <Button
            variant="outline"
            className="text-destructive hover:text-destructive"
            onClick={() => setConfirmTasks(true)}
          >
            <Trash2 aria-hidden />
            Delete All Tasks
          </Button>
        }
      />
      <Row
        title="Delete Account"
        description="Permanently delete your account and all of its data. This cannot be undone."
        action={
          <Button variant="destructive" onClick={() => setConfirmAccount(true)}>
            <UserX aria-hidden />
            Delete Account
          </Button>
        }
      />
      <ConfirmDialog
        open={confirmTasks}
        onOpenChange={setConfirmTasks}
        title="Delete all tasks?"
        description="Every task, note and assignment will be permanently deleted. Topics and people stay."
        confirmLabel="Delete All Tasks"
        onConfirm={deleteTasks}
      />
      <ConfirmDialog
        open={confirmAccount}
        onOpenChange={(open) => {
          setConfirmAccount(open);
          if (!open) setTyped('');
        }}
        title="Delete your account?"
        description="This permanently deletes your account, tasks, topics, people and settings."
        confirmLabel="Delete Account"
        confirmDisabled={typed !== 'DELETE'}
        onConfirm={deleteAccount}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="confirm-delete-account">Type DELETE to confirm</Label>
          <Input
            id="confirm-delete-account"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
          />
        </div>
      </ConfirmDialog>
    </div>
  );
}
