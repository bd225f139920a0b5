/**
 * @module ui/toasts — a few lines of toast instead of a toast library: the popup must stay small.
 * Bottom-right, labelled "Notifications", each closable with "Close toast" (the spec's labels).
 */
import { TOAST_CLOSE_LABEL, TOAST_CONTAINER_LABEL } from '@mynd/shared/domain';
import { useCallback, useRef, useState } from 'react';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export type PushToast = (toast: Omit<Toast, 'id'>) => void;

const TOAST_MS = 5000;

export function useToasts(): { toasts: Toast[]; push: PushToast; dismiss: (id: number) => void } {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const push = useCallback<PushToast>(
    (toast) => {
      const id = nextId.current++;
      setToasts((all) => [...all.slice(-2), { ...toast, id }]);
      setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  return { toasts, push, dismiss };
}

export function Toasts({ toasts, dismiss }: { toasts: Toast[]; dismiss: (id: number) => void }) {
  return (
    <section className="toasts" aria-label={TOAST_CONTAINER_LABEL} aria-live="polite">
      {toasts.map((t) => (
        <div
          key={t.id}
          role="status"
          className={`toast${t.variant === 'destructive' ? ' toast-destructive' : ''}`}
        >
          <strong>{t.title}</strong>
          {t.description ? <p>{t.description}</p> : null}
          <button type="button" aria-label={TOAST_CLOSE_LABEL} onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
