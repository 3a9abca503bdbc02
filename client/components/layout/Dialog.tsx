import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons.js';

// iframe: a provider's fields (Stripe's Payment Element) live in one and must stay reachable by Tab.
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, iframe, [tabindex="0"]';

/**
 * Keeps focus inside `container` while it is open, closes on Escape, blocks page scroll, and gives
 * focus back to where it was on close. Shared by the dialogs and the mobile drawer.
 */
export function useModal(container: React.RefObject<HTMLElement | null>, open: boolean, onClose: () => void): void {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const node = container.current;
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    document.body.classList.add('scroll-locked');
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) return;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('scroll-locked');
      previous?.focus?.();
    };
  }, [open, container]);
}

export function Dialog(props: { open: boolean; title: string; onClose?: () => void; children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(ref, props.open, () => props.onClose?.());
  if (!props.open) return null;
  return (
    <div className="overlay" role="presentation">
      <div ref={ref} className={`dialog ${props.className ?? ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="dialog__head">
          <h2 id={titleId}>{props.title}</h2>
          {props.onClose && (
            <button type="button" className="icon-button" onClick={props.onClose} aria-label="Close">
              <CloseIcon />
            </button>
          )}
        </div>
        {props.children}
      </div>
    </div>
  );
}
