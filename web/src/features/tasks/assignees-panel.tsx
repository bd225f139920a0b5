/** @module Who a task is delegated to: the Assigned To list, a person selector with Assign, and adding a person. */
import type { Task } from '@mynd/shared/schemas';
import { UserPlus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { isApiError } from '../../lib/api';
import { addPerson, assignPerson, unassignPerson } from './task-mutations';
import { usePeople } from './task-queries';
import { toastError, toastFailure, toastSuccess } from './toast';

export function AssigneesPanel({ task }: { task: Task }) {
  const id = useId();
  const { data: people } = usePeople();
  const [selected, setSelected] = useState('');
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);
  const assignedIds = new Set(task.assignees.map((a) => a.id));
  const available = (people ?? []).filter((p) => !assignedIds.has(p.id));
  const placeholder =
    available.length === 0 && (people ?? []).length > 0 ? 'All people assigned' : 'Select a person';

  async function assign() {
    if (!selected) return;
    setBusy(true);
    try {
      await assignPerson(task.id, selected);
      setSelected('');
      toastSuccess('Assigned');
    } catch (error) {
      if (isApiError(error, 409))
        toastError('Already assigned', 'This person is already assigned to this task.');
      else toastFailure('Failed to assign person', error);
    } finally {
      setBusy(false);
    }
  }

  async function unassign(personId: string) {
    try {
      await unassignPerson(task.id, personId);
      toastSuccess('Unassigned');
    } catch (error) {
      toastFailure('Failed to unassign person', error);
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const name = newName.trim();
    if (!name) return;
    try {
      const person = await addPerson(name);
      setNewName('');
      setSelected(person.id);
    } catch (error) {
      toastFailure('Could not add person', error);
    }
  }

  return (
    <section aria-label="Assigned To" className="space-y-2">
      <h4 className="text-sm font-medium">Assigned To</h4>
      {task.assignees.length === 0 ? (
        <p className="text-sm text-muted-foreground">No one assigned yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {task.assignees.map((a) => (
            <li key={a.id}>
              <Badge variant="secondary" className="gap-1 py-1 pr-1">
                {a.name}
                <button
                  type="button"
                  aria-label={`Remove ${a.name}`}
                  onClick={() => void unassign(a.id)}
                  className="rounded-full p-0.5 hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Select
          id={`${id}-person`}
          aria-label="Person to assign"
          value={selected}
          onValueChange={setSelected}
          options={available.map((p) => ({ value: p.id, label: p.name }))}
          placeholder={placeholder}
          emptyText="No available people"
          className="sm:flex-1"
        />
        <Button size="default" variant="outline" onClick={() => void assign()} disabled={!selected || busy}>
          Assign
        </Button>
      </div>
      <form onSubmit={add} className="flex flex-col gap-2 sm:flex-row">
        <Input
          aria-label="New person name"
          placeholder="New person name"
          value={newName}
          onChange={(e) => setNewName(e.target.value)}
          className="sm:flex-1"
        />
        <Button type="submit" variant="outline" disabled={!newName.trim()}>
          <UserPlus aria-hidden="true" />
          Add
        </Button>
      </form>
    </section>
  );
}
