import { CATEGORY, type Species } from '../../shared/catalogue.js';
import { paths } from '../../shared/paths.js';
import { Seo } from '../components/content/Seo.js';
import { Link } from '../components/navigation/Link.js';
import { type ProductListParams, useProducts } from '../features/catalogue/api/get-products.js';
import { useStorefront } from '../features/storefront/api/get-storefront.js';
import { ShopTile } from './ShopTile.js';

/** What a pet owner shops for: breed ancestry, a DNA profile, a life plan and the fun traits. */
export const OWNER_SHELVES: { species: Species; title: string; params: ProductListParams }[] = [
  {
    species: 'canine',
    title: 'For your dog',
    params: {
      species: 'canine',
      category_ids: [CATEGORY.canineBreedId, CATEGORY.canineMixBreed, CATEGORY.canineDnaProfile, CATEGORY.lifePlans].join(','),
      sort: 'all',
      page: 1,
      user_type: 'owner',
    },
  },
  {
    species: 'feline',
    title: 'For your cat',
    params: {
      species: 'feline',
      category_ids: [CATEGORY.felineDnaProfile, CATEGORY.lifePlans, CATEGORY.felineTrait].join(','),
      sort: 'all',
      page: 1,
      user_type: 'owner',
    },
  },
];

function Shelf({ title, params }: { title: string; params: ProductListParams }) {
  const { storefront } = useStorefront();
  const products = useProducts(params).data;
  return (
    <section>
      <h2>{title}</h2>
      <ul className="product-grid">
        {products?.results.map((product) => (
          <ShopTile key={product.id} product={product} storefront={storefront} />
        ))}
      </ul>
    </section>
  );
}

/** /pet-owner/products: the pet owner's shop (the menu links it once the owner is signed in, spec §2). */
export function OwnerShopPage() {
  return (
    <article className="catalogue-page">
      <Seo
        title="DNA tests for pet owners"
        description="Find out which breeds are in your dog, keep a DNA profile on file and plan your pet's health with a life plan."
        path={paths.petOwnerProducts}
      />
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={paths.petOwner}>Pet owners</Link>
      </nav>
      <header className="hero hero--compact">
        <h1>DNA tests for your pet</h1>
        <p className="lead">Breed ancestry, identity and health, from one cheek swab you take at home.</p>
      </header>
      {OWNER_SHELVES.map((shelf) => (
        <Shelf key={shelf.species} title={shelf.title} params={shelf.params} />
      ))}
    </article>
  );
}
