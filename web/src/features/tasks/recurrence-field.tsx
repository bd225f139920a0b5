/**
 * @module The Edit Task dialog's "Repeats" field: plain choices (does not repeat, daily, weekdays, weekly on…,
 * monthly on…, custom RRULE) turned into a rule by the shared recurrence rules, with the rule read back in words.
 */
import {
  checkRecurrence,
  type RecurrenceChoice,
  type RecurrenceKind,
  ruleFromChoice,
  WEEKDAY_CODES,
  WEEKDAY_NAMES,
} from '@mynd/shared/domain';
import { describeRecurrence } from '@mynd/shared/recurrence';
import { useId } from 'react';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { cn } from '../../lib/cn';

const KINDS: { value: RecurrenceKind; label: string }[] = [
  { value: 'none', label: 'Does not repeat' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekdays', label: 'Every weekday (Mon–Fri)' },
  { value: 'weekly', label: 'Weekly on…' },
  { value: 'monthly', label: 'Monthly on…' },
  { value: 'custom', label: 'Custom (RRULE)' },
];

const MONTH_DAYS = [
  ...Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
  { value: '-1', label: 'Last day' },
];

/** What the field says under itself: the rule in words, or why a custom rule is refused. */
function summary(choice: RecurrenceChoice): { text: string; error: boolean } {
  const rule = ruleFromChoice(choice);
  if (rule === null) return { text: 'The task is done once.', error: false };
  const checked = checkRecurrence(rule);
  if (!checked.ok) return { text: checked.message, error: true };
  return { text: `${describeRecurrence(checked.rule)} — completing it opens the next one.`, error: false };
}

export function RecurrenceField({
  value,
  onChange,
}: {
  value: RecurrenceChoice;
  onChange: (choice: RecurrenceChoice) => void;
}) {
  const id = useId();
  const set = (patch: Partial<RecurrenceChoice>) => onChange({ ...value, ...patch });
  const { text, error } = summary(value);
  return (
    <div className="grid gap-2">
      <Field label="Repeats" htmlFor={`${id}-kind`}>
        <Select
          id={`${id}-kind`}
          value={value.kind}
          onValueChange={(kind) => set({ kind: kind as RecurrenceKind })}
          options={KINDS}
        />
      </Field>
      {value.kind === 'weekly' && (
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">Days of the week</legend>
          {WEEKDAY_CODES.map((day) => {
            const on = value.days.includes(day);
            return (
              <button
                key={day}
                type="button"
                aria-pressed={on}
                aria-label={WEEKDAY_NAMES[day]}
                onClick={() => set({ days: on ? value.days.filter((d) => d !== day) : [...value.days, day] })}
                className={cn(
                  'h-8 min-w-10 rounded-md border px-2 text-xs font-medium transition-colors',
                  on
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-background text-foreground hover:bg-muted',
                )}
              >
                {WEEKDAY_NAMES[day].slice(0, 3)}
              </button>
            );
          })}
        </fieldset>
      )}
      {value.kind === 'monthly' && (
        <Field label="Day of the month" htmlFor={`${id}-day`}>
          <Select
            id={`${id}-day`}
            value={String(value.monthDay)}
            onValueChange={(day) => set({ monthDay: Number(day) })}
            options={MONTH_DAYS}
          />
        </Field>
      )}
      {value.kind === 'custom' && (
        <Field label="Rule (RFC 5545 RRULE)" htmlFor={`${id}-custom`}>
          <Input
            id={`${id}-custom`}
            value={value.custom}
            placeholder="FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"
            spellCheck={false}
            onChange={(e) => set({ custom: e.target.value })}
          />
        </Field>
      )}
      <p
        className={cn('text-xs', error ? 'text-destructive' : 'text-muted-foreground')}
        role={error ? 'alert' : undefined}
      >
        {text}
      </p>
    </div>
  );
}
