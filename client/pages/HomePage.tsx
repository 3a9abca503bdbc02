import { Link } from 'react-router';
import { CLAIMS } from '../../shared/content/claims.js';
import { paths } from '../../shared/paths.js';
import { STOREFRONTS } from '../../shared/storefronts.js';
import { Seo } from '../components/content/Seo.js';
import { AppStoreLinks } from '../components/layout/Footer.js';
import { useCountries } from '../features/geo/api/get-countries.js';

const HOME_CLAIMS = [CLAIMS.experience, CLAIMS.catBreeds, CLAIMS.catTests, CLAIMS.pregnancy, CLAIMS.genoPetShipping];

export function HomePage() {
  const { data: countries } = useCountries();
  const storefronts = countries.filter((country) => country.isStorefront);
  return (
    <>
      <Seo
        title="DNA tests for dogs and cats"
        description="Accredited DNA testing for dogs and cats: health screens, full breed profiles, parentage and coat colour, for breeders, pet owners and vets."
        path={paths.home}
      />
      <section className="hero">
        <h1>DNA testing for dogs and cats you can breed on</h1>
        <p className="lead">
          Health screens, full breed profiles, coat colour and parentage from one cheek swab. Results in 2–4 weeks, explained in
          plain words, with reports that clubs and buyers can verify.
        </p>
        <ul className="claims">
          {HOME_CLAIMS.map((claim) => (
            <li key={claim.label}>
              <strong>{claim.figure}</strong> {claim.label}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="audiences-heading">
        <h2 id="audiences-heading">Who are you testing for?</h2>
        <div className="cards">
          <Link className="card card--breeder" to={paths.breeder}>
            <h3>Breeders</h3>
            <p>Screen breeding stock, plan pairings around carriers and prove parentage.</p>
          </Link>
          <Link className="card card--owner" to={paths.petOwner}>
            <h3>Pet owners</h3>
            <p>Discover your pet's breed ancestry and health risks, and share the results with your vet.</p>
          </Link>
          <Link className="card card--vet" to={paths.vet}>
            <h3>Veterinarians</h3>
            <p>Order for patients on account, collect in clinic and read results per patient.</p>
          </Link>
        </div>
      </section>
      <section aria-labelledby="how-heading">
        <h2 id="how-heading">From swab to certificate</h2>
        <ol className="steps">
          <li>
            <h3>Order</h3>
            <p>Choose the tests; the kit arrives with swabs and a prepaid envelope.</p>
          </li>
          <li>
            <h3>Swab</h3>
            <p>
              Activate the kit online and take a cheek swab in under a minute. <Link to={paths.howToTakeDnaSample}>See how</Link>.
            </p>
          </li>
          <li>
            <h3>Read</h3>
            <p>Results arrive online with a certificate anyone can verify.</p>
          </li>
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
