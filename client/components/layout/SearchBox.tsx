import { type ReactNode, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.js';
import { SearchIcon } from './icons.js';

/**
 * The expandable header search. Enter goes to /search?q=. The catalogue's live suggestion panel
 * plugs in through `renderSuggestions` (spec §2 "Product search box": 3+ characters, 800 ms debounce).
 */
export function SearchBox(props: { renderSuggestions?: (query: string, close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const id = useId();
  const close = () => setOpen(false);
  return (
    <search className={`search-box${open ? ' search-box--open' : ''}`}>
      <form
        action={paths.searchPage}
        onSubmit={(event) => {
          event.preventDefault();
          if (!open) {
            setOpen(true);
            requestAnimationFrame(() => input.current?.focus());
            return;
          }
          const q = query.trim();
          if (q.length > 0) {
            navigate(paths.search(q));
            close();
          }
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          Search tests and breeds
        </label>
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          placeholder="Search tests, breeds…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          tabIndex={open ? 0 : -1}
          autoComplete="off"
        />
        <button type="submit" className="icon-button" aria-label={open ? 'Search' : 'Open search'}>
          <SearchIcon />
        </button>
      </form>
      {open && props.renderSuggestions?.(query, close)}
    </search>
  );
}
