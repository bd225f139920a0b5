/**
 * @module features/settings/reminders-section — the default reminder (a time on the due date, in the user's zone,
 * or none; stored in the profile and applied by the server when a task gets a due date) and this browser's
 * permission to show notifications, asked only when the user clicks "Allow notifications".
 */
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { api, errorMessage } from '../../lib/api';
import { publishChange } from '../../lib/change-bus';
import { AllowNotificationsButton } from '../reminders/allow-notifications-button';
import { type NotificationState, notificationState } from '../reminders/notifications';
import { useProfile } from '../tasks/task-queries';

const PERMISSION_TEXT: Record<NotificationState, string> = {
  granted: 'Notifications are allowed in this browser.',
  denied: 'Notifications are blocked for this site; allow them in the browser’s site settings.',
  default: 'Allow notifications to be reminded even when Mynd is in another tab.',
  unsupported: 'This browser cannot show notifications; reminders appear inside Mynd.',
};

/** `HH:MM` as the browser writes a time of day ("9:00 AM", "09:00"). */
export function clockTime(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(2000, 0, 1, h, m).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

export function RemindersSection() {
  const id = useId();
  const profile = useProfile();
  const [time, setTime] = useState('09:00');
  const [mode, setMode] = useState<'none' | 'due'>('none');
  const [saving, setSaving] = useState(false);
  const [permission, setPermission] = useState(notificationState);

  useEffect(() => {
    const saved = profile.data?.reminderTime ?? null;
    setMode(saved ? 'due' : 'none');
    if (saved) setTime(saved);
  }, [profile.data]);

  async function save(next: { mode: 'none' | 'due'; time: string }) {
    setSaving(true);
    try {
      const reminderTime = next.mode === 'due' ? next.time : null;
      const { profile: saved } = await api.profile.update({ reminderTime });
      profile.setData(saved);
      publishChange('profile');
      toast.success(
        reminderTime
          ? `Default reminder set: ${clockTime(reminderTime)} on the due date`
          : 'Default reminder turned off',
      );
    } catch (error) {
      toast.error('Could not save the default reminder', {
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="grid gap-4">
      <Field
        label="Default reminder"
        htmlFor={`${id}-mode`}
        hint="Applied when a task gets a due date, in your time zone"
      >
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2">
          <Select
            id={`${id}-mode`}
            value={mode}
            disabled={saving || profile.isLoading}
            onValueChange={(value) => {
              const next = value === 'due' ? 'due' : 'none';
              setMode(next);
              void save({ mode: next, time });
            }}
            options={[
              { value: 'none', label: 'None' },
              { value: 'due', label: 'On the due date at…' },
            ]}
          />
          {mode === 'due' && (
            <Input
              type="time"
              aria-label="Reminder time"
              value={time}
              disabled={saving}
              onChange={(e) => setTime(e.target.value)}
              onBlur={() => {
                if (time && time !== profile.data?.reminderTime) void save({ mode, time });
              }}
              className="w-36"
            />
          )}
        </div>
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-muted/30 p-3">
        <p className="text-sm text-muted-foreground">{PERMISSION_TEXT[permission]}</p>
        {permission === 'default' && <AllowNotificationsButton variant="outline" onAnswer={setPermission} />}
      </div>
    </div>
  );
}
