import type { ReactNode } from 'react';
import { CLAIMS } from '../../shared/content/claims.js';
import { paths } from '../../shared/paths.js';
import { STOREFRONTS } from '../../shared/storefronts.js';
import type { ProductCard } from '../../shared/types/catalogue.js';
import { Seo } from '../components/content/Seo.js';
import { Illustration, type Picture } from '../components/illustrations/Illustrations.js';
import { Link } from '../components/navigation/Link.js';
import { useProductShelf } from '../features/catalogue/api/get-products.js';
import { useCountries } from '../features/geo/api/get-countries.js';
import { useStorefront } from '../features/storefront/api/get-storefront.js';
import { AppStoreLinks } from '../shell/Footer.js';
import { HOME_SHELF_SIZE, homeShelves } from './catalogue-loaders.js';
import { ShopTile } from './ShopTile.js';

const HOME_CLAIMS = [CLAIMS.experience, CLAIMS.catBreeds, CLAIMS.catTests, CLAIMS.pregnancy, CLAIMS.genoPetShipping];

const AUDIENCES: ReadonlyArray<{
  key: 'breeder' | 'owner' | 'vet';
  title: string;
  text: string;
  action: string;
  to: string;
  picture: Picture;
}> = [
  {
    key: 'breeder',
    title: 'Breeders',
    text: 'Screen breeding stock, plan pairings around carriers and prove parentage.',
    action: 'Shop breeding tests',
    to: paths.breederDogs.root,
    picture: 'pair',
  },
  {
    key: 'owner',
    title: 'Pet owners',
    text: "Discover your pet's breed ancestry and health risks, and share the results with your vet.",
    action: 'Find a test for your pet',
    to: paths.petOwner,
    picture: 'dog',
  },
  {
    key: 'vet',
    title: 'Veterinarians',
    text: 'Order for patients on account, collect in clinic and read results per patient.',
    action: 'Order for your patients',
    to: paths.vetDogs.root,
    picture: 'vet',
  },
];

const STEPS: ReadonlyArray<{ title: string; picture: Picture; text: ReactNode }> = [
  { title: 'Order', picture: 'kit', text: 'Choose the tests; the kit arrives with swabs and a prepaid envelope.' },
  {
    title: 'Swab',
    picture: 'swab',
    text: (
      <>
        Activate the kit online and take a cheek swab in under a minute. <Link to={paths.howToTakeDnaSample}>See how</Link>.
      </>
    ),
  },
  {
    title: 'Lab',
    picture: 'lab',
    text: 'Our accredited lab runs your tests, counted in business days from the day it receives the sample.',
  },
  { title: 'Read', picture: 'report', text: 'Results arrive online with a report and certificate anyone can verify.' },
];

function Shelf(props: { id: string; title: string; products: ProductCard[] | undefined; more: { label: string; to: string } }) {
  const { storefront } = useStorefront();
  if (!props.products?.length) return null;
  return (
    <section aria-labelledby={props.id} className="shelf">
      <div className="shelf__head">
        <h2 id={props.id}>{props.title}</h2>
        <Link to={props.more.to}>{props.more.label}</Link>
      </div>
      <ul className="product-grid">
        {props.products.map((product) => (
          <ShopTile key={product.id} product={product} storefront={storefront} />
        ))}
      </ul>
    </section>
  );
}

/** The site home: straight into the shop (per audience, best sellers, new tests), then how it works. */
export function HomePage() {
  const { data: countries } = useCountries();
  const storefront = useStorefront();
  const shelves = homeShelves(storefront);
  const bestSellers = useProductShelf(shelves.bestSellers, HOME_SHELF_SIZE).data;
  const newTests = useProductShelf(shelves.newTests, HOME_SHELF_SIZE).data;
  const storefronts = countries.filter((country) => country.isStorefront);
  return (
    <>
      <Seo
        title="DNA tests for dogs and cats"
        description="Accredited DNA testing for dogs and cats: health screens, full breed profiles, parentage and coat colour, for breeders, pet owners and vets."
        path={paths.home}
      />
      <section className="hero hero--home">
        <div className="hero__text">
          <h1>DNA testing for dogs and cats you can breed on</h1>
          <p className="lead">
            Health screens, full breed profiles, coat colour and parentage from one cheek swab. Results in 2–4 weeks, explained in
            plain words, with reports that clubs and buyers can verify.
          </p>
          <p className="actions">
            <Link className="button" to={paths.breederDogs.root}>
              Shop dog tests
            </Link>
            <Link className="button button--ghost" to={paths.breederCats.root}>
              Shop cat tests
            </Link>
          </p>
        </div>
        <Illustration picture="pair" size={200} className="hero__picture" />
      </section>
      <ul className="claims">
        {HOME_CLAIMS.map((claim) => (
          <li key={claim.label}>
            <strong>{claim.figure}</strong> {claim.label}
          </li>
        ))}
      </ul>
      <section aria-labelledby="audiences-heading">
        <h2 id="audiences-heading">Who are you testing for?</h2>
        <ul className="cards audience-cards">
          {AUDIENCES.map((audience) => (
            <li key={audience.key} className={`card card--${audience.key}`}>
              <Illustration picture={audience.picture} size={88} />
              <h3>{audience.title}</h3>
              <p>{audience.text}</p>
              <Link className="button button--small" to={audience.to}>
                {audience.action}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Shelf
        id="best-sellers-heading"
        title="Best sellers"
        products={bestSellers}
        more={{ label: 'All best sellers', to: paths.breederDogs.root }}
      />
      <Shelf
        id="new-tests-heading"
        title="New tests"
        products={newTests}
        more={{ label: 'All new arrivals', to: `${paths.breederDogs.dnaTests}?sort=new` }}
      />
      <section aria-labelledby="how-heading">
        <h2 id="how-heading">From swab to certificate</h2>
        <ol className="steps steps--pictured">
          {STEPS.map((step) => (
            <li key={step.title}>
              <Illustration picture={step.picture} size={72} />
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="storefronts-heading">
        <h2 id="storefronts-heading">We ship to {countries.length} countries</h2>
        <p>Shop in your own currency from our {storefronts.length} country storefronts:</p>
        <ul className="storefronts">
          {storefronts.map((country) => (
            <li key={country.code}>
              {country.name} <span className="muted">({STOREFRONTS[country.storefront].currency})</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="app-heading">
        <h2 id="app-heading">Your results in your pocket</h2>
        <p>Activate kits, track samples and read results with the Pet DNA Lab app.</p>
        <AppStoreLinks />
      </section>
    </>
  );
}
