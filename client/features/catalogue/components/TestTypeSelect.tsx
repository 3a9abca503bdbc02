import { PRODUCT_TAGS, type Species, TEST_TYPE_CATEGORY_IDS } from '../../../../shared/catalogue.js';
import { MultiSelect } from './MultiSelect.js';

/** The test-type multi-select of spec §2: Full Breed Profile, Disease, Trait, DNA Profile. */
export function TestTypeSelect(props: { species: Species; selected: number[]; onToggle: (categoryId: number) => void }) {
  const ids = TEST_TYPE_CATEGORY_IDS[props.species];
  const count = PRODUCT_TAGS.filter((tag) => props.selected.includes(ids[tag])).length;
  return (
    <MultiSelect label="Test types" chosen={count}>
      {(panelId) => (
        <fieldset className="multi-select__panel" id={panelId}>
          <legend className="visually-hidden">Test types</legend>
          {PRODUCT_TAGS.map((tag) => (
            <label key={tag} className="multi-select__option">
              <input type="checkbox" checked={props.selected.includes(ids[tag])} onChange={() => props.onToggle(ids[tag])} />{' '}
              {tag}
            </label>
          ))}
        </fieldset>
      )}
    </MultiSelect>
  );
}
