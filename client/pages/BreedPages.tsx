import { useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { BREED_PAGE_SIZE, type Species } from '../../shared/catalogue.js';
import { type CatalogueAudience, catalogueRoot } from '../../shared/catalogue-pages.js';
import { Seo } from '../components/content/Seo.js';
import { Link } from '../components/navigation/Link.js';
import { useBreedProducts } from '../features/catalogue/api/get-breed-products.js';
import { useBreedList } from '../features/catalogue/api/get-breeds.js';
import { Pagination } from '../features/catalogue/components/Pagination.js';
import { Price } from '../features/catalogue/components/Price.js';
import { ProductJsonLd } from '../features/catalogue/components/ProductJsonLd.js';
import { useStorefront } from '../features/storefront/api/get-storefront.js';
import { NotFoundPage } from './NotFoundPage.js';
import { ShopTile } from './ShopTile.js';

function useCatalogueContext(): { audience: CatalogueAudience; species: Species; root: string } {
  const { pathname } = useLocation();
  const audience: CatalogueAudience = pathname.startsWith('/vet/') ? 'vet' : 'breeder';
  const species: Species = pathname.includes('/for-cats') ? 'feline' : 'canine';
  return { audience, species, root: catalogueRoot(audience, species) };
}

/** /…/for-dogs/breeds: every breed with its tests, found by name. */
export function BreedIndexPage() {
  const { audience, species, root } = useCatalogueContext();
  const [search] = useSearchParams();
  const name = (search.get('name') ?? '').trim();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const breeds = useBreedList(species, name, page).data;
  const [text, setText] = useState(name);
  const animal = species === 'canine' ? 'Dog' : 'Cat';
  const hrefOf = (n: number) =>
    `${root}/breeds?${new URLSearchParams({ ...(name ? { name } : {}), page: String(n) }).toString()}`;
  return (
    <article className="catalogue-page">
      <Seo
        title={`${animal} breeds and their DNA tests${audience === 'vet' ? ' for veterinarians' : ''}${page > 1 ? ` – page ${page}` : ''}`}
        description={`Find the DNA tests and the full breed profile for your ${animal.toLowerCase()}'s breed, from ${breeds?.count ?? 'hundreds of'} recognised breeds.`}
        path={`${root}/breeds${page > 1 ? `?page=${page}` : ''}`}
      />
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={root}>{animal}s</Link>
      </nav>
      <header className="hero hero--compact">
        <h1>{animal} breeds</h1>
        <p className="lead">Choose a breed to see the tests relevant to it and its full breed profile.</p>
      </header>
      <form className="catalogue-filter" action={`${root}/breeds`} method="get">
        <label className="catalogue-filter__name">
          <span className="visually-hidden">Breed name</span>
          <input type="search" name="name" placeholder="Breed name" value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <button type="submit" className="button button--small">
          Find
        </button>
      </form>
      <p className="result-count">{breeds ? `${breeds.count} breeds` : 'Loading…'}</p>
      {breeds?.count === 0 && <p className="empty-state">No breed matches “{name}”.</p>}
      <ul className="link-columns link-columns--breeds">
        {breeds?.results.map((breed) => (
          <li key={breed.id}>
            <Link to={`${root}/breeds/${breed.slug}/${breed.id}`}>{breed.name}</Link>
            {breed.aliases.length > 0 && <span className="muted"> ({breed.aliases.join(', ')})</span>}
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={breeds ? Math.ceil(breeds.count / BREED_PAGE_SIZE) : 0} hrefOf={hrefOf} />
    </article>
  );
}

/** /…/breeds/{name}/{id}: the breed's full breed profile and its tests. */
export function BreedPage() {
  const { audience, root } = useCatalogueContext();
  const { breedId } = useParams();
  const { storefront } = useStorefront();
  const data = useBreedProducts(Number(breedId), audience).data;
  if (!data) return <NotFoundPage />;
  const { breed, fullBreedProfile, tests } = data;
  const path = `${root}/breeds/${breed.slug}/${breed.id}`;
  return (
    <article className="catalogue-page">
      <Seo
        title={`${breed.name} DNA tests and full breed profile`}
        description={`${tests.length} DNA tests relevant to the ${breed.name}${fullBreedProfile ? ', or all of them in one full breed profile' : ''}. Results explained for breeders and owners.`}
        path={path}
      />
      {fullBreedProfile && <ProductJsonLd product={fullBreedProfile} />}
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={`${root}/breeds`}>Breeds</Link>
      </nav>
      <header className="hero hero--compact">
        <h1>{breed.name}</h1>
        {breed.aliases.length > 0 && <p className="muted">Also registered as {breed.aliases.join(', ')}.</p>}
        {breed.registries.length > 0 && <p className="muted">Recognised by {breed.registries.join(', ')}.</p>}
      </header>
      {fullBreedProfile ? (
        <section className="feature-box">
          <h2>{fullBreedProfile.name}</h2>
          <p>{fullBreedProfile.summary}</p>
          <Price price={fullBreedProfile.price} storefront={storefront} memberHint />
          <p>
            <Link className="button" to={fullBreedProfile.url}>
              View the full breed profile
            </Link>
          </p>
        </section>
      ) : (
        <p className="lead">
          No full breed profile yet: the tests below, or the <Link to={`${root}/dna-tests`}>tests for every breed</Link>, cover
          this breed.
        </p>
      )}
      <h2>Tests for the {breed.name}</h2>
      {tests.length === 0 && (
        <p className="empty-state">No breed-specific tests. Tests for all breeds (coat colour, MDR1, DM) apply.</p>
      )}
      <ul className="product-grid">
        {tests.map((product) => (
          <ShopTile key={product.id} product={product} storefront={storefront} />
        ))}
      </ul>
    </article>
  );
}
