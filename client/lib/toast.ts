import { useSyncExternalStore } from 'react';
import { VALIDATION_STATUS } from '../../shared/api-error.js';
import { ApiError } from './api.js';
import { errorLine, humanMessage, labelOfKey } from './field-errors.js';

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

/** Lines a failed call shows: 428 field errors one by one, named by words, else the message or the fallback. */
export function errorLines(error: unknown, fallback: string): string[] {
  if (error instanceof ApiError) {
    const fields = fieldErrorsOf(error);
    if (fields) return Object.entries(fields).map(([key, message]) => errorLine(labelOfKey(key), message));
    return [error.body.message ?? fallback];
  }
  return [fallback];
}

function fieldErrorsOf(error: ApiError): Record<string, string> | undefined {
  const errors = error.status === VALIDATION_STATUS ? error.body.errors : undefined;
  return errors && Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * The one place the client shows API errors (spec §5, §8; decision 0800). Field errors are shown by the
 * form under their fields: once the page has rendered them, focus moves to the first invalid field and a
 * toast says only what no field shows, named by the field's label.
 */
export function toastError(error: unknown, fallback: string): void {
  const fields = error instanceof ApiError ? fieldErrorsOf(error) : undefined;
  if (!fields || typeof document === 'undefined') {
    for (const line of errorLines(error, fallback)) showToast(line, 'error');
    return;
  }
  afterRender(() => {
    const shown = new Set([...document.querySelectorAll('.field-error')].map((el) => el.textContent?.trim()));
    for (const [key, message] of Object.entries(fields)) {
      if (!shown.has(humanMessage(message))) showToast(errorLine(labelInPage(key) ?? labelOfKey(key), message), 'error');
    }
    focusFirstInvalid();
  });
}

/** Runs once the state set with an error has been rendered. */
export function afterRender(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/** The label of the page's field for a key (`barcodes.confirmBarcode` → the `confirmBarcode` input's label). */
function labelInPage(key: string): string | undefined {
  const name = key.split('.').pop() ?? key;
  const control = document.querySelector<HTMLInputElement>(`[name="${CSS.escape(name)}"]`);
  const text = control?.labels?.[0]?.textContent?.trim();
  return text || undefined;
}

/** Moves focus to the first field showing an error, in the open dialog if there is one. */
export function focusFirstInvalid(): void {
  const scope = document.querySelector('[role="dialog"][aria-modal="true"]') ?? document;
  const first = scope.querySelector<HTMLElement>('[aria-invalid="true"], .field-error');
  if (!first) return;
  const control = first.matches('.field-error')
    ? first.closest('.field, fieldset, .checkbox')?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')
    : first;
  control?.focus();
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
