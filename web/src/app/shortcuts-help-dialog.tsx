/** @module app/shortcuts-help-dialog — the "?" dialog listing the keyboard shortcuts. */
import { useAtom } from 'jotai';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { SHORTCUTS } from './shortcuts';
import { shortcutsHelpOpenAtom } from './tabs';

function ShortcutsHelpDialog() {
  const [open, setOpen] = useAtom(shortcutsHelpOpenAtom);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>
            Work without leaving the keyboard. Shortcuts pause while you type.
          </DialogDescription>
        </DialogHeader>
        <ul className="divide-y divide-border text-sm">
          {SHORTCUTS.map(({ keys, description }) => (
            <li key={keys} className="flex items-center justify-between py-2">
              <span>{description}</span>
              <span className="flex gap-1">
                {keys.split(' ').map((k) => (
                  <kbd
                    key={k}
                    className="min-w-6 rounded border border-border bg-muted px-1.5 py-0.5 text-center font-mono text-xs"
                  >
                    {k}
                  </kbd>
                ))}
              </span>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}

export default ShortcutsHelpDialog;
