import { useSyncExternalStore } from 'react';

let text: string | null = null;
const listeners = new Set<() => void>();

/** Blocks the page with a spinner and a message, e.g. while leaving it (spec §2 "Loading overlays"). */
export function showLoadingOverlay(message: string): void {
  text = message;
  for (const listener of listeners) listener();
}

export function hideLoadingOverlay(): void {
  text = null;
  for (const listener of listeners) listener();
}

export const useLoadingOverlay = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => text,
    () => null,
  );
