/**
 * @module features/settings/calendar-section — the private calendar feed: its secret address with Copy, and
 * Rotate (a new address; the old one stops working). The server keeps only a hash of the address, so it shows it
 * when it is made; this browser remembers it for the signed-in user so the section can keep showing it.
 */
import { Copy, RefreshCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { api, errorMessage } from '../../lib/api';

const STORAGE_KEY = 'mynd.calendarFeedUrl';

export function CalendarSection() {
  const id = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [hidden, setHidden] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api.calendar
      .get()
      .then(({ url: made }) => {
        if (!live) return;
        if (made) localStorage.setItem(STORAGE_KEY, made);
        const known = made ?? localStorage.getItem(STORAGE_KEY);
        setUrl(known);
        setHidden(!known);
      })
      .catch((error) =>
        toast.error('Could not load the calendar feed', {
          description: errorMessage(error, 'Please try again.'),
        }),
      );
    return () => {
      live = false;
    };
  }, []);

  async function rotate() {
    setBusy(true);
    try {
      const { url: fresh } = await api.calendar.rotate();
      localStorage.setItem(STORAGE_KEY, fresh);
      setUrl(fresh);
      setHidden(false);
      toast.success('New calendar address', { description: 'The old address no longer works.' });
    } catch (error) {
      toast.error('Could not rotate the address', { description: errorMessage(error, 'Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    toast.success('Calendar address copied');
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Subscribe to this address in Google Calendar, Outlook or Apple Calendar to see your open tasks on
        their due dates. Keep it private: anyone with it can read your task titles.
      </p>
      <label htmlFor={`${id}-url`} className="text-sm font-medium">
        Secret calendar address
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${id}-url`}
          readOnly
          value={url ?? ''}
          placeholder={hidden ? 'Shown once when made — rotate to get a new address' : 'Loading…'}
          className="min-w-0 flex-1 font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="outline" onClick={copy} disabled={!url}>
          <Copy aria-hidden />
          Copy
        </Button>
        <Button variant="outline" onClick={rotate} disabled={busy}>
          <RefreshCw aria-hidden />
          Rotate
        </Button>
      </div>
    </div>
  );
}
