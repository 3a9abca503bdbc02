import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_PAGE_SIZE, PRODUCT_SORTS, type ProductSort, SORT_LABELS } from '../../shared/catalogue.js';
import { CATALOGUE_PAGES, type CataloguePage, cataloguePageAt, catalogueRoot } from '../../shared/catalogue-pages.js';
import { type CatalogueFilter, catalogueFilterQuery, testTypeOfCategory } from '../../shared/catalogue-rules.js';
import { Seo } from '../components/content/Seo.js';
import { Link } from '../components/navigation/Link.js';
import { useBreedsByIds } from '../features/catalogue/api/get-breeds.js';
import { useProducts } from '../features/catalogue/api/get-products.js';
import { BreedSelect } from '../features/catalogue/components/BreedSelect.js';
import { Pagination } from '../features/catalogue/components/Pagination.js';
import { SelectedTags } from '../features/catalogue/components/SelectedTags.js';
import { TestTypeSelect } from '../features/catalogue/components/TestTypeSelect.js';
import { useStorefront } from '../features/storefront/api/get-storefront.js';
import { listingFilter, listingParams } from './catalogue-loaders.js';
import { NotFoundPage } from './NotFoundPage.js';
import { ShopTile } from './ShopTile.js';

const NAME_DEBOUNCE_MS = 500;

/** A catalogue listing with the filter page of spec §2; every filter lives in the URL. */
export function CatalogueListPage() {
  const { pathname } = useLocation();
  const page = cataloguePageAt(pathname);
  if (!page) return <NotFoundPage />;
  return <Listing key={page.path} page={page} />;
}

function Listing({ page }: { page: CataloguePage }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { storefront } = useStorefront();
  const filter = listingFilter(page, search);
  const defaults = { species: page.species, categoryIds: page.categoryIds, sort: page.sort };
  const products = useProducts(listingParams(page, filter));
  const pickedBreeds = useBreedsByIds(filter.breeds);
  const [breedNames, setBreedNames] = useState<Record<number, string>>({});
  const [name, setName] = useState(filter.name);

  const go = (next: Partial<CatalogueFilter>) => {
    const query = catalogueFilterQuery({ ...filter, page: 1, ...next }, defaults);
    navigate({ pathname: page.path, search: query }, { preventScrollReset: next.page === undefined });
  };

  // A link that changes the name (e.g. "Clear the filters") resets the box.
  useEffect(() => setName(filter.name), [filter.name]);

  // The name box filters as the visitor types, after a pause (spec §9: 500 ms in lists).
  useEffect(() => {
    if (name.trim() === filter.name) return;
    const timer = setTimeout(() => go({ name: name.trim() }), NAME_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const data = products.data;
  const totalPages = data ? Math.ceil(data.count / PRODUCT_PAGE_SIZE) : 0;
  const nameOf = (id: number) => breedNames[id] ?? pickedBreeds.data?.results.find((b) => b.id === id)?.name ?? `Breed ${id}`;
  const selectedTypes = page.testTypes && filter.categoryIds.join(',') !== page.categoryIds.join(',') ? filter.categoryIds : [];
  const toggle = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
  const siblings = CATALOGUE_PAGES.filter((p) => p.audience === page.audience && p.species === page.species);

  return (
    <article className="catalogue-page">
      <Seo
        title={`${page.title}${page.audience === 'vet' ? ' for veterinarians' : ''}${filter.page > 1 ? ` – page ${filter.page}` : ''}`}
        description={`${page.intro} Prices in your country's currency; results explained in plain words.`}
        path={`${page.path}${catalogueFilterQuery({ ...filter, name: '', breeds: [] }, defaults)}`}
      />
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={`/${page.audience}`}>{page.audience === 'vet' ? 'Veterinarians' : 'Breeders'}</Link> ›{' '}
        <Link to={catalogueRoot(page.audience, page.species)}>{page.species === 'canine' ? 'Dogs' : 'Cats'}</Link>
      </nav>
      <header className="hero hero--compact">
        <h1>{page.title}</h1>
        <p className="lead">{page.intro}</p>
        <nav className="tabs" aria-label="Catalogue sections">
          {siblings
            .filter((p) => !p.storefrontOnly || p.storefrontOnly === storefront)
            .map((p) => (
              <Link key={p.path} to={p.path} aria-current={p.path === page.path ? 'page' : undefined}>
                {p.title.replace(/ for (dogs|cats)$/, '')}
              </Link>
            ))}
          <Link to={`${catalogueRoot(page.audience, page.species)}/breeds`}>Breeds</Link>
        </nav>
      </header>

      <form
        className="catalogue-filter"
        onSubmit={(event) => {
          event.preventDefault();
          go({ name: name.trim() });
        }}
      >
        <label className="catalogue-filter__name">
          <span className="visually-hidden">Search by name or gene</span>
          <input
            type="search"
            name="name"
            placeholder="Search by name or gene"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <BreedSelect
          species={page.species}
          selected={filter.breeds}
          onToggle={(breed) => {
            setBreedNames((known) => ({ ...known, [breed.id]: breed.name }));
            go({ breeds: toggle(filter.breeds, breed.id) });
          }}
        />
        {page.testTypes && (
          <TestTypeSelect
            species={page.species}
            selected={selectedTypes}
            onToggle={(id) => {
              const next = toggle(selectedTypes, id);
              go({ categoryIds: next.length ? next : page.categoryIds });
            }}
          />
        )}
        <label className="catalogue-filter__sort">
          <span>Sort</span>
          <select value={filter.sort} onChange={(e) => go({ sort: e.target.value as ProductSort })}>
            {PRODUCT_SORTS.filter((s) => s !== 'best').map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
      </form>
      <div className="catalogue-filter__selected">
        <SelectedTags
          tags={[
            ...filter.breeds.map((id) => ({ id, label: nameOf(id) })),
            ...selectedTypes.map((id) => ({ id: -id, label: testTypeOfCategory(page.species, id) ?? `Category ${id}` })),
          ]}
          onRemove={(id) => {
            if (id > 0) go({ breeds: filter.breeds.filter((b) => b !== id) });
            else {
              const next = selectedTypes.filter((t) => t !== -id);
              go({ categoryIds: next.length ? next : page.categoryIds });
            }
          }}
        />
        <p className="result-count" aria-live="polite">
          {data ? `${data.count} ${data.count === 1 ? 'result' : 'results'}` : 'Loading…'}
        </p>
      </div>

      {data && data.results.length === 0 && (
        <p className="empty-state">
          No tests match these filters. <Link to={page.path}>Clear the filters</Link>
        </p>
      )}
      <h2 className="visually-hidden">Results</h2>
      <ul className="product-grid" aria-busy={products.isFetching}>
        {data?.results.map((product) => (
          <ShopTile key={product.id} product={product} storefront={storefront} />
        ))}
      </ul>
      <Pagination
        page={filter.page}
        totalPages={totalPages}
        hrefOf={(n) => `${page.path}${catalogueFilterQuery({ ...filter, page: n }, defaults)}`}
      />
    </article>
  );
}
