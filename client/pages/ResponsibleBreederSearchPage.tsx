import { Form, useSearchParams } from 'react-router';
import { responsibleBreederSearch } from '../../shared/content/audiences.js';
import { APPROVED_BREEDERS, breedsOf, searchBreeders } from '../../shared/content/responsible-breeders.js';
import { paths } from '../../shared/paths.js';
import { STOREFRONT_CODES, STOREFRONTS } from '../../shared/storefronts.js';
import { SelectField } from '../components/form/SelectField.js';
import { ContentPage } from './content/ContentPage.js';

export function ResponsibleBreederSearchPage() {
  const [params] = useSearchParams();
  const search = { name: params.get('name') ?? '', breed: params.get('breed') ?? '', country: params.get('country') ?? '' };
  const results = searchBreeders(APPROVED_BREEDERS, search);
  return (
    <ContentPage page={responsibleBreederSearch}>
      <Form method="get" action={paths.responsibleBreederProgramSearch} className="filter-form" role="search">
        <div className="field">
          <label htmlFor="rbp-name">Kennel or cattery name</label>
          <input id="rbp-name" name="name" defaultValue={search.name} />
        </div>
        <div className="field">
          <label htmlFor="rbp-breed">Breed</label>
          <select id="rbp-breed" name="breed" defaultValue={search.breed}>
            <option value="">Any breed</option>
            {breedsOf(APPROVED_BREEDERS).map((breed) => (
              <option key={breed}>{breed}</option>
            ))}
          </select>
        </div>
        <SelectField
          id="rbp-country"
          name="country"
          label="Country"
          placeholder="Any country"
          options={STOREFRONT_CODES.map((code) => STOREFRONTS[code])}
          defaultValue={search.country}
        />
        <button type="submit" className="button">
          Search
        </button>
      </Form>
      <p role="status" className="muted">
        {results.length === 1 ? '1 approved breeder' : `${results.length} approved breeders`}
      </p>
      {results.length === 0 ? (
        <p>Nothing found. Try another breed or country.</p>
      ) : (
        <ul className="breeder-list">
          {results.map((breeder) => (
            <li key={breeder.name} className="card">
              <h2>{breeder.name}</h2>
              <p>{breeder.breeds.join(', ')}</p>
              <p className="muted">
                {breeder.region}, {STOREFRONTS[breeder.countryCode as keyof typeof STOREFRONTS]?.name ?? breeder.countryCode} ·
                member since {breeder.memberSince}
              </p>
            </li>
          ))}
        </ul>
      )}
    </ContentPage>
  );
}
