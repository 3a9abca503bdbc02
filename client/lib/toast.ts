import { useSyncExternalStore } from 'react';
import { ApiError } from './api.js';

export interface Toast {
  id: number;
  kind: 'error' | 'success' | 'info';
  text: string;
}

/** Spec §9: toasts stay 5 seconds. */
export const TOAST_MS = 5000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function showToast(text: string, kind: Toast['kind'] = 'info'): void {
  const toast = { id: nextId++, kind, text };
  toasts = [...toasts, toast];
  emit();
  setTimeout(() => dismissToast(toast.id), TOAST_MS);
}

/** Lines a failed call shows: 428 field errors item by item as 'field: message', else the message. */
export function errorLines(error: unknown, fallback: string): string[] {
  if (error instanceof ApiError) {
    const fields = error.fieldMessages;
    if (fields.length > 0) return fields;
    return [error.body.message ?? fallback];
  }
  return [fallback];
}

/** The one place the client shows API errors (spec §5, §8). */
export function toastError(error: unknown, fallback: string): void {
  for (const line of errorLines(error, fallback)) showToast(line, 'error');
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const serverSnapshot: Toast[] = [];

export const useToasts = () =>
  useSyncExternalStore(
    subscribe,
    () => toasts,
    () => serverSnapshot,
  );
