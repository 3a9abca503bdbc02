import { useSyncExternalStore } from 'react';

/** What was just added, shown by the header's mini-cart until the shopper moves on. */
export interface AddedToCart {
  message: string;
  /** Where focus goes back when the mini-cart closes: the button that added. */
  returnFocusTo: HTMLElement | null;
}

let added: AddedToCart | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function openMiniCart(next: AddedToCart): void {
  added = next;
  emit();
}

/** Closes the mini-cart; `restoreFocus` gives focus back to the button that added. */
export function closeMiniCart(restoreFocus: boolean): void {
  const closing = added;
  added = null;
  emit();
  if (restoreFocus && closing?.returnFocusTo?.isConnected) closing.returnFocusTo.focus();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useAddedToCart = () =>
  useSyncExternalStore(
    subscribe,
    () => added,
    () => null,
  );
