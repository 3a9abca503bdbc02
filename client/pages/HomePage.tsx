import { Link } from 'react-router';
import { paths } from '../../shared/paths.js';
import { STOREFRONTS } from '../../shared/storefronts.js';
import { useCountries } from '../features/geo/api/get-countries.js';

export function HomePage() {
  const { data: countries } = useCountries();
  const storefronts = countries.filter((country) => country.isStorefront);
  return (
    <>
      <title>DNA tests for dogs and cats | Pet DNA Lab</title>
      <meta
        name="description"
        content="Accredited DNA testing for dogs and cats: health screens, full breed profiles, parentage and coat colour, for breeders, pet owners and vets."
      />
      <section className="hero">
        <h1>DNA testing for dogs and cats you can breed on</h1>
        <p className="lead">
          Health screens, full breed profiles, coat colour and parentage from one cheek swab. Results in 2–4 weeks, explained in
          plain words, with reports that clubs and buyers can verify.
        </p>
        <ul className="claims">
          <li>
            <strong>350+</strong> cat breeds covered
          </li>
          <li>
            <strong>60+</strong> cat tests
          </li>
          <li>
            <strong>15 years</strong> of experience
          </li>
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
    </>
  );
}
