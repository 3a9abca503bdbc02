import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { SelectField } from '../form/SelectField.js';

/** A searchable list's filter as the URL holds it, so a search can be bookmarked and the route loader prefetches it. */
export interface ListFilter<S extends string> {
  search: string;
  status: S | '';
  page: number;
}

/** The list's filter read from the URL, and `show` to change it (a new search or status starts at page 1). */
export function useListFilter<S extends string, F extends ListFilter<S> = ListFilter<S>>(
  filterOf: (params: URLSearchParams) => F,
) {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  function show(next: Partial<ListFilter<S>>) {
    const merged = { ...filter, page: 1, ...next };
    // A list's own narrowing beyond search and status (the orders of one storefront since a day) stays.
    const query: Record<string, string> = Object.fromEntries(
      [...params].filter(([key]) => key !== 'search' && key !== 'status' && key !== 'page'),
    );
    if (merged.search) query.search = merged.search;
    if (merged.status) query.status = merged.status;
    if (merged.page > 1) query.page = String(merged.page);
    // A new page starts at the top; a changed search or status keeps the list where it is.
    setParams(query, { preventScrollReset: next.page === undefined });
  }
  /** Reads a submitted filter form; an unknown status is dropped as the URL's would be. */
  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    show({
      search: String(form.get('search') ?? '').trim(),
      status: filterOf(new URLSearchParams({ status: String(form.get('status') ?? '') })).status,
    });
  }
  return { filter, show, onSearch };
}

/** A search box and a status choice above a list; it starts over from the URL whenever the filter changes. */
export function ListFilterForm<S extends string>(props: {
  id: string;
  label: string;
  searchLabel: string;
  statuses: readonly S[];
  statusLabels: Record<S, string>;
  filter: ListFilter<S>;
  onSearch: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { id, filter } = props;
  return (
    <form className="filter-form" aria-label={props.label} onSubmit={props.onSearch} key={`${filter.search}|${filter.status}`}>
      <div className="field">
        <label htmlFor={`${id}-search`}>{props.searchLabel}</label>
        <input id={`${id}-search`} name="search" type="search" defaultValue={filter.search} />
      </div>
      <SelectField
        id={`${id}-status`}
        name="status"
        label="Status"
        placeholder="All statuses"
        options={props.statuses.map((status) => ({ code: status, name: props.statusLabels[status] }))}
        defaultValue={filter.status}
      />
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
