import { useSyncExternalStore } from 'react';

/** Spec §4: the cart's session id lives in local storage and is removed when the cart is deleted. */
const KEY = 'cartSessionId';
const listeners = new Set<() => void>();

export function readCartSession(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function writeCartSession(sessionId: string | null): void {
  try {
    if (sessionId) window.localStorage.setItem(KEY, sessionId);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage disabled: the cart lives for this page only.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The stored session id; null on the server and before hydration, so server and first client render agree. */
export const useCartSession = () => useSyncExternalStore(subscribe, readCartSession, () => null);
