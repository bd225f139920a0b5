/**
 * @module features/reminders/allow-notifications-button — "Allow notifications": asks the browser for permission
 * from the user's click (never on load) and reports the answer. Used by the Edit Task reminder field and by
 * Settings → Reminders.
 */
import { BellRing } from 'lucide-react';
import { Button, type ButtonVariant } from '../../components/ui/button';
import { askNotificationPermission, type NotificationState } from './notifications';

export function AllowNotificationsButton({
  variant,
  className,
  onAnswer,
}: {
  variant: ButtonVariant;
  className?: string;
  onAnswer: (state: NotificationState) => void;
}) {
  return (
    <Button
      variant={variant}
      size="sm"
      className={className}
      onClick={async () => onAnswer(await askNotificationPermission())}
    >
      <BellRing aria-hidden />
      Allow notifications
    </Button>
  );
}
