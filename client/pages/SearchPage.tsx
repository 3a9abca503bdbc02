import { useSearchParams } from 'react-router';
import { PRODUCT_PAGE_SIZE } from '../../shared/catalogue.js';
import { paths } from '../../shared/paths.js';
import { Seo } from '../components/content/Seo.js';
import { Link } from '../components/navigation/Link.js';
import { useProducts } from '../features/catalogue/api/get-products.js';
import { Pagination } from '../features/catalogue/components/Pagination.js';
import { useStorefront } from '../features/storefront/api/get-storefront.js';
import { searchParamsOf } from './catalogue-loaders.js';
import { ShopTile } from './ShopTile.js';

const SPECIES_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'canine', label: 'Canine' },
  { value: 'feline', label: 'Feline' },
];

/** /search?q=: products ranked by relevance to name, gene, condition and breed. */
export function SearchPage() {
  const [search] = useSearchParams();
  const params = searchParamsOf(search);
  const { storefront } = useStorefront();
  const products = useProducts(params ?? {}, params !== undefined);
  const data = params ? products.data : undefined;
  const q = params?.search ?? '';
  const hrefOf = (page: number, species = params?.species ?? '') =>
    `${paths.searchPage}?${new URLSearchParams({ q, ...(species ? { species } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString()}`;
  return (
    <article className="catalogue-page">
      <Seo
        title={q ? `Search: ${q}` : 'Search'}
        description="Search the DNA tests, profiles and breeds of Pet DNA Lab."
        path={paths.searchPage}
        noindex
      />
      <header className="hero hero--compact">
        <h1>{q ? `Results for “${q}”` : 'Search'}</h1>
        <form className="catalogue-filter" action={paths.searchPage} method="get">
          <label className="catalogue-filter__name">
            <span className="visually-hidden">Search tests, genes and breeds</span>
            <input type="search" name="q" defaultValue={q} placeholder="Test, gene, condition or breed" />
          </label>
          <button type="submit" className="button button--small">
            Search
          </button>
        </form>
        {params && (
          <nav className="tabs" aria-label="Species">
            {SPECIES_OPTIONS.map((option) => (
              <Link
                key={option.value}
                to={hrefOf(1, option.value)}
                aria-current={(params.species ?? '') === option.value ? 'page' : undefined}
              >
                {option.label}
              </Link>
            ))}
          </nav>
        )}
      </header>
      {data && <p className="result-count">{`${data.count} ${data.count === 1 ? 'result' : 'results'}`}</p>}
      {data?.count === 0 && <p className="empty-state">Result not found.</p>}
      <h2 className="visually-hidden">Results</h2>
      <ul className="product-grid">
        {data?.results.map((product) => (
          <ShopTile key={product.id} product={product} storefront={storefront} />
        ))}
      </ul>
      {data && (
        <Pagination page={params?.page ?? 1} totalPages={Math.ceil(data.count / PRODUCT_PAGE_SIZE)} hrefOf={(n) => hrefOf(n)} />
      )}
    </article>
  );
}
