import { useId, useRef, useState } from 'react';
import { PRODUCT_TAGS, type Species, TEST_TYPE_CATEGORY_IDS } from '../../../../shared/catalogue.js';
import { useOutsideClick } from './use-outside-click.js';

/** The test-type multi-select of spec §2: Full Breed Profile, Disease, Trait, DNA Profile. */
export function TestTypeSelect(props: { species: Species; selected: number[]; onToggle: (categoryId: number) => void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  useOutsideClick(root, open, () => setOpen(false));
  const ids = TEST_TYPE_CATEGORY_IDS[props.species];
  const count = PRODUCT_TAGS.filter((tag) => props.selected.includes(ids[tag])).length;
  return (
    <div className="multi-select" ref={root}>
      <button
        type="button"
        className="multi-select__toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((v) => !v)}
      >
        Test types{count ? ` (${count})` : ''}
      </button>
      {open && (
        <fieldset className="multi-select__panel" id={`${id}-panel`}>
          <legend className="visually-hidden">Test types</legend>
          {PRODUCT_TAGS.map((tag) => (
            <label key={tag} className="multi-select__option">
              <input type="checkbox" checked={props.selected.includes(ids[tag])} onChange={() => props.onToggle(ids[tag])} />{' '}
              {tag}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
