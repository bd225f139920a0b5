/** @module Toasts of the main tabs: a title and an optional description, as spec section 8 writes them. */
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api';

export function toastSuccess(title: string, description?: string): void {
  toast.success(title, description ? { description } : undefined);
}

export function toastError(title: string, description?: string): void {
  toast.error(title, description ? { description } : undefined);
}

/** A destructive toast carrying the server's message, or the fallback when there is none. */
export function toastFailure(title: string, error: unknown, fallback?: string): void {
  toastError(title, errorMessage(error, fallback ?? title));
}
