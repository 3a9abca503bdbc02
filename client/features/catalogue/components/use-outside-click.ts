import { type RefObject, useEffect } from 'react';

/** Calls `close` when a pointer goes down outside `ref` while `active`. */
export function useOutsideClick(ref: RefObject<HTMLElement | null>, active: boolean, close: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, active, close]);
}
