import { type ReactNode, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MIN_CHARS } from '../../shared/catalogue.js';
import { paths } from '../../shared/paths.js';
import { SearchIcon } from '../components/layout/icons.js';
import { useOutsideClick } from '../lib/use-outside-click.js';

export interface SuggestionControls {
  /** Puts a chosen suggestion's name in the box and closes the panel. */
  choose: (name: string) => void;
}

/**
 * The expandable header search. Enter goes to /search?q= once the text has 3 or more characters
 * (spec §2: with fewer the button does nothing). The catalogue's live suggestion panel plugs in
 * through `renderSuggestions`; a click outside the box closes it.
 */
export function SearchBox(props: { renderSuggestions?: (query: string, controls: SuggestionControls) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState(false);
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const id = useId();
  const close = () => {
    setOpen(false);
    setPanel(false);
  };

  useOutsideClick(root, open, () => setPanel(false));

  /** Arrow keys walk from the box through the suggestions and back; Escape closes and returns to the box. */
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      close();
      if (event.target !== input.current) input.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const options = [...(root.current?.querySelectorAll<HTMLElement>('.search-suggestions a') ?? [])];
    if (options.length === 0) return;
    event.preventDefault();
    const at = options.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, options.length - 1) : at - 1;
    (next < 0 ? input.current : options[next])?.focus();
  };

  return (
    <search ref={root} className={`search-box${open ? ' search-box--open' : ''}`} onKeyDown={onKeyDown}>
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
          if (q.length >= SEARCH_MIN_CHARS) {
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
          onChange={(event) => {
            setQuery(event.target.value);
            setPanel(true);
          }}
          onFocus={() => setPanel(true)}
          tabIndex={open ? 0 : -1}
          autoComplete="off"
        />
        <button type="submit" className="icon-button" aria-label={open ? 'Search' : 'Open search'}>
          <SearchIcon />
        </button>
      </form>
      {open &&
        panel &&
        props.renderSuggestions?.(query, {
          choose: (name) => {
            setQuery(name);
            setPanel(false);
          },
        })}
    </search>
  );
}
