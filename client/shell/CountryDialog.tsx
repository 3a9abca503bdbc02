import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { STOREFRONT_CODES, STOREFRONTS, type StorefrontCode } from '../../shared/storefronts.js';
import { Dialog } from '../components/layout/Dialog.js';
import { countriesQuery } from '../features/geo/api/get-countries.js';
import { setCountry } from '../features/storefront/api/set-country.js';
import { hideLoadingOverlay, showLoadingOverlay } from '../lib/loading-overlay.js';
import { toastError } from '../lib/toast.js';

/** The welcome dialog (spec §4 "Guest country"): the choice is kept 31 days and the page reloads in it. */
export function CountryDialog(props: { open: boolean; current: string | null; onClose?: () => void }) {
  const [showAll, setShowAll] = useState(false);
  const countries = useQuery({ ...countriesQuery(), enabled: props.open && showAll });
  const others = (countries.data ?? []).filter((c) => !c.isStorefront);

  async function choose(countryCode: string, storefront: StorefrontCode) {
    showLoadingOverlay(`Opening the ${STOREFRONTS[storefront].name} shop…`);
    try {
      await setCountry(countryCode, storefront);
      window.location.reload();
    } catch (error) {
      hideLoadingOverlay();
      toastError(error, 'Error setting country code');
    }
  }

  return (
    <Dialog open={props.open} title="Welcome! Where are you shopping from?" onClose={props.onClose} className="country-dialog">
      <p className="muted">
        We show prices in your currency, dates in your format and the tests available where you live. You can change this at any
        time from the country button in the header.
      </p>
      <ul className="country-grid">
        {STOREFRONT_CODES.map((code) => (
          <li key={code}>
            <button
              type="button"
              className={`country-option${props.current === code ? ' country-option--current' : ''}`}
              aria-pressed={props.current === code}
              onClick={() => choose(code, code)}
            >
              <span className="country-option__code" aria-hidden="true">
                {code}
              </span>
              <span>
                {STOREFRONTS[code].name}
                <small>{STOREFRONTS[code].currency}</small>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {showAll ? (
        <label className="field">
          <span>Another country we ship to</span>
          <select
            defaultValue=""
            onChange={(event) => {
              const country = others.find((c) => c.code === event.target.value);
              if (country) void choose(country.code, country.storefront);
            }}
          >
            <option value="" disabled>
              {countries.isPending ? 'Loading countries…' : 'Choose your country'}
            </option>
            {others.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} (served by our {STOREFRONTS[c.storefront].name} shop, {c.currency})
              </option>
            ))}
          </select>
        </label>
      ) : (
        <button type="button" className="link-button" onClick={() => setShowAll(true)}>
          My country is not listed
        </button>
      )}
    </Dialog>
  );
}
