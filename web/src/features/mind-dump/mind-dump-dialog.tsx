/** @module MindDumpDialog: placeholder until the real dialog lands (keeps the header's import building). */
export interface MindDumpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function MindDumpDialog(_props: MindDumpDialogProps) {
  return null;
}

export default MindDumpDialog;
