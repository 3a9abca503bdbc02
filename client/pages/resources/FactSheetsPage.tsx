import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths.js';
import { Seo } from '../../components/content/Seo.js';
import { useFactSheets } from '../../features/resources/api/get-fact-sheets.js';
import { FactSheetCard } from '../../features/resources/components/FactSheetCard.js';

/** The page's filter, read the same way by the loader and the page. */
export function factSheetFilterOf(params: URLSearchParams) {
  const page = Number(params.get('page') ?? 1);
  const search = params.get('search')?.trim().slice(0, 120) || undefined;
  return { page: Number.isInteger(page) && page > 0 ? page : 1, ...(search ? { search } : {}) };
}

/** /my/fact-sheet (tool `fact-sheets`): a fact sheet per test, with a search, each downloadable as a PDF. */
export function FactSheetsPage() {
  const [params, setParams] = useSearchParams();
  const filter = factSheetFilterOf(params);
  const sheets = useFactSheets(filter).data;
  const [search, setSearch] = useState(filter.search ?? '');

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setParams(search.trim() ? { search: search.trim() } : {});
  }
  const goTo = (page: number) => setParams({ ...(filter.search ? { search: filter.search } : {}), page: String(page) });

  return (
    <div className="account-page resources-list">
      <Seo title="Fact sheets" description="What each DNA test means, test by test." path={paths.myFactSheets} noindex />
      <h1>Fact sheets</h1>
      <p className="hint">
        Each test’s condition or trait, the breeds it matters for, the gene and how it is inherited, and what every result means
        for the animal and for breeding.
      </p>
      <form className="resources-search" aria-label="Search fact sheets" onSubmit={onSearch}>
        <label htmlFor="fact-sheet-search" className="visually-hidden">
          Search fact sheets
        </label>
        <input
          id="fact-sheet-search"
          type="search"
          maxLength={120}
          placeholder="Test, condition, gene or breed"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="button button--ghost">
          Search
        </button>
      </form>
      {sheets && (
        <p className="hint" aria-live="polite">
          {sheets.count === 0 ? 'No Results' : `${sheets.count} fact sheet${sheets.count === 1 ? '' : 's'}`}
        </p>
      )}
      {sheets?.results.map((sheet) => (
        <FactSheetCard key={sheet.id} sheet={sheet} />
      ))}
      {sheets && (sheets.previous || sheets.next) && (
        <nav className="download-buttons" aria-label="Fact sheet pages">
          {sheets.previous && (
            <button type="button" className="button button--ghost" onClick={() => goTo(sheets.previous ?? 1)}>
              Previous page
            </button>
          )}
          {sheets.next && (
            <button type="button" className="button button--ghost" onClick={() => goTo(sheets.next ?? 1)}>
              Next page
            </button>
          )}
        </nav>
      )}
    </div>
  );
}
