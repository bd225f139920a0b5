/** @module The header's "Speak Your Mind" dialog: the mind-dump input in a modal, closed once processed. */
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { MindDumpInput } from './mind-dump-input';
import { useSubmitMindDump } from './use-submit-mind-dump';

export interface MindDumpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function MindDumpDialog({ open, onOpenChange }: MindDumpDialogProps) {
  const submit = useSubmitMindDump({ onSuccess: () => onOpenChange(false) });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Speak Your Mind</DialogTitle>
          <DialogDescription>
            Type or dictate what is on your mind. Press Enter to send, Shift+Enter for a new line.
          </DialogDescription>
        </DialogHeader>
        <MindDumpInput onSubmit={(text) => submit(text)} autoFocus />
      </DialogContent>
    </Dialog>
  );
}

export default MindDumpDialog;
