/** @module One step of the setup wizard: the form for a single new task. */
import { addDaysIso, DEFAULT_DUE_DAYS, formatPercent } from '@mynd/shared/domain';
import type { Suggestion, Task } from '@mynd/shared/schemas';
import { format, parseISO, startOfDay } from 'date-fns';
import { Check, Sparkles, UserPlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { DatePicker } from '../../components/ui/date-picker';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { api } from '../../lib/api';
import { cn } from '../../lib/cn';
import { instantFromInput, localInputValue, ReminderField } from '../reminders/reminder-field';
import { browserTimeZone, browserToday } from '../tasks/clock';
import { repeatsSource, SourceText } from '../tasks/source-text';
import { storeTask } from '../tasks/task-mutations';
import { usePeople } from '../tasks/task-queries';
import { toastFailure, toastSuccess } from '../tasks/toast';

/** The due date offered first: the one read from the mind dump ("by Friday"), else 14 days from today. */
export function initialDueDate(task: Pick<Task, 'dueDate' | 'dueText'>, today: string): string {
  if (task.dueText && task.dueDate && task.dueDate >= today) return task.dueDate;
  return addDaysIso(today, DEFAULT_DUE_DAYS);
}

/** The person selected when the step opens: the AI's suggestion with the highest confidence, if any. */
export function preselectedPeople(
  suggestions: readonly Pick<Suggestion, 'suggestedPersonId' | 'confidence'>[],
) {
  const best = [...suggestions].sort((a, b) => b.confidence - a.confidence)[0];
  return new Set(best ? [best.suggestedPersonId] : []);
}

export type SetupTaskFormProps = {
  task: Task;
  suggestions: Suggestion[];
  /** Called after Setup Task succeeds or Cancel: the wizard moves to the next task. */
  onDone: () => void;
};

export function SetupTaskForm({ task, suggestions, onDone }: SetupTaskFormProps) {
  const id = useId();
  const { data: people = [] } = usePeople();
  const [due, setDue] = useState(() => parseISO(initialDueDate(task, browserToday())));
  const [selected, setSelected] = useState<Set<string>>(() => preselectedPeople(suggestions));
  const [newPeople, setNewPeople] = useState<string[]>([]);
  const [newName, setNewName] = useState('');
  const [benchmarks, setBenchmarks] = useState(false);
  const [split, setSplit] = useState(false);
  const [remindAt, setRemindAt] = useState(() => localInputValue(task.remindAt));
  const [saving, setSaving] = useState(false);

  const toggle = (personId: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(personId)) next.delete(personId);
      else next.add(personId);
      return next;
    });

  function addNewPerson() {
    const name = newName.trim();
    if (!name) return;
    if (!newPeople.some((n) => n.toLowerCase() === name.toLowerCase()))
      setNewPeople((list) => [...list, name]);
    setNewName('');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const result = await api.tasks.setup(task.id, {
        dueDate: format(due, 'yyyy-MM-dd'),
        personIds: [...selected],
        newPeople,
        generateBenchmarks: benchmarks,
        split,
        ...(remindAt !== localInputValue(task.remindAt) ? { remindAt: instantFromInput(remindAt) } : {}),
        timeZone: browserTimeZone(),
      });
      storeTask(result.task);
      if (result.splitTask) storeTask(result.splitTask);
      toastSuccess('Task setup complete', `Successfully configured "${task.title}"`);
      onDone();
    } catch (error) {
      toastFailure('Error setting up task', error, 'Failed to setup task');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-5">
      {task.description && !repeatsSource(task.description, task.sourceText) && (
        <p className="text-sm leading-relaxed text-muted-foreground">{task.description}</p>
      )}
      <SourceText sourceText={task.sourceText} dueText={task.dueText} sourcePage={task.sourcePage} />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-due`}>Due Date</Label>
        <DatePicker
          id={`${id}-due`}
          value={due}
          onChange={setDue}
          disabled={{ before: startOfDay(new Date()) }}
        />
      </div>
      <ReminderField value={remindAt} onChange={setRemindAt} />
      {suggestions.length > 0 && (
        <section aria-label="AI Assignment Suggestions" className="space-y-2">
          <h3 className="flex items-center gap-1.5 text-sm font-medium">
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            AI Assignment Suggestions
          </h3>
          <ul className="space-y-2">
            {suggestions.map((s) => (
              <li
                key={s.suggestedPersonId}
                className="rounded-lg border border-border bg-muted/30 p-3 text-sm"
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium">{s.suggestedPersonName}</span>
                  <span className="flex items-center gap-2">
                    <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
                      {formatPercent(s.confidence)}
                    </span>
                    <Button
                      size="sm"
                      variant={selected.has(s.suggestedPersonId) ? 'default' : 'outline'}
                      aria-pressed={selected.has(s.suggestedPersonId)}
                      aria-label={`Delegate to ${s.suggestedPersonName}`}
                      onClick={() => toggle(s.suggestedPersonId)}
                    >
                      {selected.has(s.suggestedPersonId) ? 'Selected' : 'Select'}
                    </Button>
                  </span>
                </div>
                <p className="mt-1 text-muted-foreground">{s.reasoning}</p>
                <p className="mt-1 text-xs text-muted-foreground">Similar task: {s.similarTaskTitle}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-label="Delegate to Team Members" className="space-y-2">
        <h3 className="text-sm font-medium">Delegate to Team Members</h3>
        <div className="flex flex-wrap gap-2">
          {people.map((p) => (
            <PersonToggle
              key={p.id}
              label={p.name}
              pressed={selected.has(p.id)}
              onClick={() => toggle(p.id)}
            />
          ))}
          {newPeople.map((name) => (
            <PersonToggle
              key={`new-${name}`}
              label={name}
              pressed
              onClick={() => setNewPeople((l) => l.filter((n) => n !== name))}
            />
          ))}
          {people.length === 0 && newPeople.length === 0 && (
            <p className="text-sm text-muted-foreground">No people yet — add someone below.</p>
          )}
        </div>
        <div className="flex gap-2">
          <Input
            aria-label="Add new person"
            placeholder="Add new person..."
            value={newName}
            onChange={(e) => setNewName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addNewPerson();
              }
            }}
          />
          <Button variant="outline" onClick={addNewPerson} disabled={!newName.trim()}>
            <UserPlus aria-hidden="true" />
            Add
          </Button>
        </div>
      </section>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-bench`}
            checked={benchmarks}
            onCheckedChange={(c) => setBenchmarks(c === true)}
          />
          <Label htmlFor={`${id}-bench`}>Generate AI Benchmarks</Label>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox id={`${id}-split`} checked={split} onCheckedChange={(c) => setSplit(c === true)} />
          <Label htmlFor={`${id}-split`}>Split into Sub-tasks</Label>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          Setup Task
        </Button>
      </div>
    </form>
  );
}

function PersonToggle({ label, pressed, onClick }: { label: string; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        pressed
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-border bg-card hover:bg-muted',
      )}
    >
      {pressed && <Check className="size-3.5" aria-hidden="true" />}
      {label}
    </button>
  );
}
