import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../../../../shared/catalogue.js';
import type { ProductSuggestion } from '../../../../shared/types/catalogue.js';
import { useSuggestions } from '../api/search-products.js';

/** Spec §2: the next page loads when the list is scrolled to within 1.5 visible heights of its end. */
const LOAD_MORE_WITHIN = 1.5;

/**
 * The header's live suggestions (spec §2 "Product search box"): 3+ trimmed characters, an 800 ms
 * pause, a spinner while fetching, more on scroll, 'Result not found.' for nothing. A failed search
 * only stops the spinner.
 */
export function SearchSuggestions({ query, onChoose }: { query: string; onChoose: (product: ProductSuggestion) => void }) {
  const trimmed = query.trim();
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(trimmed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);
  const ready = debounced === trimmed && debounced.length >= SEARCH_MIN_CHARS;
  const suggestions = useSuggestions(debounced, ready);
  if (trimmed.length < SEARCH_MIN_CHARS) return null;

  const results = ready ? (suggestions.data?.pages.flatMap((page) => page.results) ?? []) : [];
  const loading = !ready || suggestions.isFetching;
  const empty = ready && suggestions.isSuccess && !suggestions.isFetching && results.length === 0;

  const onScroll = (event: React.UIEvent<HTMLUListElement>) => {
    const el = event.currentTarget;
    const remaining = el.scrollHeight - el.scrollTop - el.clientHeight;
    if (remaining <= LOAD_MORE_WITHIN * el.clientHeight && suggestions.hasNextPage && !suggestions.isFetchingNextPage) {
      suggestions.fetchNextPage();
    }
  };

  return (
    <ul className="search-suggestions" aria-label="Suggestions" onScroll={onScroll} data-testid="search-suggestions">
      {results.map((product) => (
        <li key={product.id}>
          <a
            href={product.url}
            onClick={(event) => {
              event.preventDefault();
              onChoose(product);
            }}
          >
            {product.name}
            {product.species && <span className="muted"> · {product.species === 'canine' ? 'Dog' : 'Cat'}</span>}
          </a>
        </li>
      ))}
      {loading && !suggestions.isError && (
        <li className="search-suggestions__status">
          <span className="spinner spinner--small" role="status" aria-label="Searching" />
        </li>
      )}
      {empty && <li className="search-suggestions__status">Result not found.</li>}
    </ul>
  );
}
