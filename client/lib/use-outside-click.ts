import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `close` when a pointer goes down outside `ref` while `active`: how every menu, panel and
 * dropdown of the site closes on a click elsewhere. The listener is added when `active` turns on and
 * removed when it turns off; `close` may be a new function on every render.
 */
export function useOutsideClick(ref: RefObject<HTMLElement | null>, active: boolean, close: () => void): void {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) latest.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, active]);
}
