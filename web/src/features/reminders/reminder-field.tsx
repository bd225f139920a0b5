/**
 * @module features/reminders/reminder-field — "Remind me": a date and time in the browser's zone (stored as an
 * instant), cleared with "No reminder". When notifications are not allowed yet, a button asks for them: the
 * browser's question then comes from the user's click, never on its own.
 */
import { BellOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/label';
import { AllowNotificationsButton } from './allow-notifications-button';
import { notificationState } from './notifications';

/** An instant as the value of a `datetime-local` input, in the browser's zone ('' for none). */
export function localInputValue(instant: string | null | undefined): string {
  if (!instant) return '';
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (browser zone) as an ISO instant; null for ''. */
export function instantFromInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function ReminderField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const [permission, setPermission] = useState(notificationState);
  return (
    <Field
      label="Reminder"
      htmlFor={`${id}-remind`}
      hint={value ? 'A notification at this time, in this browser and the Mynd extension' : 'No reminder'}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={`${id}-remind`}
          type="datetime-local"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="w-auto min-w-0 flex-1"
        />
        {value && (
          <Button variant="outline" size="sm" onClick={() => onChange('')}>
            <BellOff aria-hidden />
            No reminder
          </Button>
        )}
      </div>
      {value && permission === 'default' && (
        <AllowNotificationsButton variant="ghost" className="justify-self-start" onAnswer={setPermission} />
      )}
    </Field>
  );
}
