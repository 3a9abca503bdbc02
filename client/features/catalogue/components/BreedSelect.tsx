import { type RefObject, useEffect, useRef, useState } from 'react';
import type { Breed } from '../../../../shared/types/catalogue.js';
import { useBreedPages } from '../api/get-breeds.js';
import { MultiSelect } from './MultiSelect.js';

/** Spec §9 virtual dropdown: 40 px rows, at most 6 visible, the next page loads past 80% of the scroll. */
export const ROW_HEIGHT = 40;
const VISIBLE_ROWS = 6;
const LOAD_MORE_AT = 0.8;
const OVERSCAN = 4;
const FILTER_DEBOUNCE_MS = 500;

export function BreedSelect(props: {
  species: string;
  selected: number[];
  onToggle: (breed: Pick<Breed, 'id' | 'name'>) => void;
}) {
  // What was typed and where the list was scrolled stay while the panel closes and opens again.
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [scrollTop, setScrollTop] = useState(0);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setName(text.trim());
      list.current?.scrollTo({ top: 0 });
      setScrollTop(0);
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <MultiSelect label="Breeds" chosen={props.selected.length}>
      {(panelId) => (
        <BreedPanel
          panelId={panelId}
          species={props.species}
          name={name}
          text={text}
          onText={setText}
          list={list}
          scrollTop={scrollTop}
          onScrollTop={setScrollTop}
          selected={props.selected}
          onToggle={props.onToggle}
        />
      )}
    </MultiSelect>
  );
}

/** The open list: the breeds are read only while it shows (the filter pages render the closed select on every visit). */
function BreedPanel(props: {
  panelId: string;
  species: string;
  name: string;
  text: string;
  onText: (text: string) => void;
  list: RefObject<HTMLDivElement | null>;
  scrollTop: number;
  onScrollTop: (top: number) => void;
  selected: number[];
  onToggle: (breed: Pick<Breed, 'id' | 'name'>) => void;
}) {
  const { panelId, list, scrollTop } = props;
  const breeds = useBreedPages(props.species, props.name);
  const rows = breeds.data?.pages.flatMap((page) => page.results) ?? [];
  const total = breeds.data?.pages[0]?.count ?? 0;

  const onScroll = () => {
    const el = list.current;
    if (!el) return;
    props.onScrollTop(el.scrollTop);
    const reached = (el.scrollTop + el.clientHeight) / el.scrollHeight;
    if (reached >= LOAD_MORE_AT && breeds.hasNextPage && !breeds.isFetchingNextPage) breeds.fetchNextPage();
  };

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, first + VISIBLE_ROWS + OVERSCAN * 2);
  const windowRows = rows.slice(first, last);

  return (
    <div className="multi-select__panel" id={panelId}>
      <label className="visually-hidden" htmlFor={`${panelId}-filter`}>
        Find a breed
      </label>
      <input
        id={`${panelId}-filter`}
        type="search"
        placeholder="Find a breed…"
        value={props.text}
        onChange={(event) => props.onText(event.target.value)}
        autoComplete="off"
      />
      <div ref={list} className="virtual-list" style={{ maxHeight: ROW_HEIGHT * VISIBLE_ROWS }} onScroll={onScroll}>
        <ul aria-label="Breeds" style={{ height: rows.length * ROW_HEIGHT }}>
          {windowRows.map((breed, offset) => {
            const checked = props.selected.includes(breed.id);
            return (
              <li key={breed.id} className="virtual-list__row" style={{ top: (first + offset) * ROW_HEIGHT, height: ROW_HEIGHT }}>
                <label>
                  <input type="checkbox" checked={checked} onChange={() => props.onToggle(breed)} /> {breed.name}
                </label>
              </li>
            );
          })}
        </ul>
        {breeds.isFetched && total === 0 && <p className="virtual-list__empty">Nothing found.</p>}
      </div>
      {(breeds.isFetching || !breeds.isFetched) && <span className="spinner spinner--small" role="status" aria-label="Loading" />}
    </div>
  );
}
