import { type ReactNode, useId, useRef, useState } from 'react';
import { useOutsideClick } from '../../../lib/use-outside-click.js';

/**
 * A listing filter's toggle and the panel it opens (spec §2 multi-selects), with how many of its options are
 * chosen; a click elsewhere closes it. The panel is rendered only while open, with the id the toggle names.
 */
export function MultiSelect(props: { label: string; chosen: number; children: (panelId: string) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = `${useId()}-panel`;
  useOutsideClick(root, open, () => setOpen(false));
  return (
    <div className="multi-select" ref={root}>
      <button
        type="button"
        className="multi-select__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {props.label}
        {props.chosen ? ` (${props.chosen})` : ''}
      </button>
      {open && props.children(panelId)}
    </div>
  );
}
