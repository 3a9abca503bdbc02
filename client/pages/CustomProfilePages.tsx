import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_PAGE_SIZE, type Species } from '../../shared/catalogue.js';
import { catalogueRoot } from '../../shared/catalogue-pages.js';
import { CUSTOM_PROFILE_MAX_TESTS, CUSTOM_PROFILE_MIN_TESTS, customProfilePrice } from '../../shared/catalogue-rules.js';
import { formatMoney } from '../../shared/format.js';
import { paths } from '../../shared/paths.js';
import type { CurrencyCode } from '../../shared/storefronts.js';
import type { ProductCard } from '../../shared/types/catalogue.js';
import { Seo } from '../components/content/Seo.js';
import { Dialog } from '../components/layout/Dialog.js';
import { Link } from '../components/navigation/Link.js';
import { AddToCartButton } from '../features/cart/components/AddToCartButton.js';
import { createCustomProfile, deleteCustomProfile, useCustomProfiles } from '../features/catalogue/api/custom-profiles.js';
import { useProducts } from '../features/catalogue/api/get-products.js';
import { Pagination } from '../features/catalogue/components/Pagination.js';
import { useMyDetails } from '../features/session/api/get-my-details.js';
import { useStorefront } from '../features/storefront/api/get-storefront.js';
import { showToast, toastError } from '../lib/toast.js';
import { buildProfileParams } from './catalogue-loaders.js';

const speciesOfBuildPath = (pathname: string): Species => (pathname.includes('/for-cats') ? 'feline' : 'canine');

/** /breeder/for-dogs/build-your-own-profile: pick tests, name the profile, save it to the account. */
export function BuildProfilePage() {
  const { pathname } = useLocation();
  const species = speciesOfBuildPath(pathname);
  const root = catalogueRoot('breeder', species);
  const [search] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const params = buildProfileParams(species, (search.get('name') ?? '').trim() || undefined, page);
  const tests = useProducts(params).data;
  const { storefront, currency } = useStorefront();
  const user = useMyDetails();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<ProductCard[]>([]);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const money = (amount: number) => formatMoney({ amount, currency: currency as CurrencyCode }, storefront);
  const price = customProfilePrice(picked.map((p) => p.price.listAmount));
  const toggle = (test: ProductCard) =>
    setPicked((list) => (list.some((p) => p.id === test.id) ? list.filter((p) => p.id !== test.id) : [...list, test]));
  const canSave = user?.userType === 'breeder' && picked.length >= CUSTOM_PROFILE_MIN_TESTS && name.trim() !== '';
  const hrefOf = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    return `${root}/build-your-own-profile?${next.toString()}`;
  };

  const save = async () => {
    setSaving(true);
    try {
      await createCustomProfile({ name: name.trim(), species, productIds: picked.map((p) => p.id) });
      await queryClient.invalidateQueries({ queryKey: ['custom-profiles'] });
      showToast('Custom profile saved', 'success');
      navigate(paths.myCustomProfiles);
    } catch (error) {
      toastError(error, 'Failed to add items to custom profile');
    } finally {
      setSaving(false);
    }
  };

  return (
    <article className="catalogue-page">
      <Seo
        title={`Build your own ${species === 'canine' ? 'dog' : 'cat'} profile`}
        description="Pick the single tests your breeding programme needs and save them as one profile, with a saving that grows with the number of tests."
        path={`${root}/build-your-own-profile`}
      />
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={root}>{species === 'canine' ? 'Dogs' : 'Cats'}</Link>
      </nav>
      <header className="hero hero--compact">
        <h1>Build your own profile</h1>
        <p className="lead">
          Choose {CUSTOM_PROFILE_MIN_TESTS} to {CUSTOM_PROFILE_MAX_TESTS} tests: 2 tests save 10%, 3–4 save 15%, 5 or more save
          20%.
        </p>
      </header>
      <div className="build-profile">
        <section aria-labelledby="pick-tests">
          <h2 id="pick-tests">Tests</h2>
          <form className="catalogue-filter" action={`${root}/build-your-own-profile`} method="get">
            <label className="catalogue-filter__name">
              <span className="visually-hidden">Test name or gene</span>
              <input type="search" name="name" defaultValue={params.search ?? ''} placeholder="Test name or gene" />
            </label>
            <button type="submit" className="button button--small">
              Find
            </button>
          </form>
          <ul className="pick-list">
            {tests?.results.map((test) => (
              <li key={test.id}>
                <label>
                  <input type="checkbox" checked={picked.some((p) => p.id === test.id)} onChange={() => toggle(test)} />{' '}
                  <span>{test.name}</span> <span className="muted">{money(test.price.listAmount)}</span>
                </label>
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={tests ? Math.ceil(tests.count / PRODUCT_PAGE_SIZE) : 0} hrefOf={hrefOf} />
        </section>
        <aside className="buy-box" aria-labelledby="your-profile">
          <h2 id="your-profile">Your profile</h2>
          {picked.length === 0 ? (
            <p className="muted">No tests chosen yet.</p>
          ) : (
            <ul className="selected-list">
              {picked.map((test) => (
                <li key={test.id}>
                  {test.name}{' '}
                  <button type="button" className="link-button" onClick={() => toggle(test)} aria-label={`Remove ${test.name}`}>
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="price">
            <strong className="price__amount" data-testid="profile-price">
              {money(price.amount)}
            </strong>
            {price.discountPercent > 0 && (
              <>
                <s className="price__list">{money(price.listAmount)}</s>
                <span className="price__badge">−{price.discountPercent}%</span>
              </>
            )}
          </p>
          <label className="field">
            <span>Profile name</span>
            <input value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
          </label>
          {user?.userType === 'breeder' ? (
            <button type="button" className="button" disabled={!canSave || saving} onClick={save}>
              Save profile
            </button>
          ) : (
            <p className="muted">
              Custom profiles are saved to a breeder account.{' '}
              <Link to={`${paths.login}?next=${encodeURIComponent(`${root}/build-your-own-profile`)}`}>Sign in</Link> or{' '}
              <Link to={paths.registerBreeder}>register as a breeder</Link>.
            </p>
          )}
        </aside>
      </div>
    </article>
  );
}

/** /my/custom-profiles: the breeder's saved profiles, with delete after a confirmation. */
export function MyCustomProfilesPage() {
  const [search] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const profiles = useCustomProfiles(page).data;
  const { storefront } = useStorefront();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<string | null>(null);
  const remove = async (id: string) => {
    try {
      await deleteCustomProfile(id);
      await queryClient.invalidateQueries({ queryKey: ['custom-profiles'] });
      showToast('Custom profile deleted', 'success');
    } catch (error) {
      toastError(error, 'Failed to delete custom profiles');
    } finally {
      setConfirming(null);
    }
  };
  return (
    <article className="catalogue-page">
      <Seo
        title="My custom profiles"
        description="The custom test profiles saved to your breeder account."
        path={paths.myCustomProfiles}
        noindex
      />
      <header className="hero hero--compact">
        <h1>My custom profiles</h1>
        <p className="lead">
          Build one for <Link to={`${catalogueRoot('breeder', 'canine')}/build-your-own-profile`}>dogs</Link> or{' '}
          <Link to={`${catalogueRoot('breeder', 'feline')}/build-your-own-profile`}>cats</Link>.
        </p>
      </header>
      {profiles?.count === 0 && <p className="empty-state">You have no custom profiles yet.</p>}
      <ul className="product-grid">
        {profiles?.results.map((profile) => (
          <li key={profile.id} className="product-tile">
            <span className="tag">{profile.species === 'canine' ? 'Dog' : 'Cat'}</span>
            <h2 className="product-tile__title">{profile.name}</h2>
            <ul className="tick-list">
              {profile.tests.map((test) => (
                <li key={test.id}>
                  <Link to={test.url}>{test.name}</Link>
                </li>
              ))}
            </ul>
            <div className="product-tile__foot">
              <span className="price">
                <strong className="price__amount">
                  {formatMoney({ amount: profile.price.amount, currency: profile.price.currency as CurrencyCode }, storefront)}
                </strong>
                <span className="price__badge">−{profile.price.discountPercent}%</span>
              </span>
              <button type="button" className="button button--small button--ghost" onClick={() => setConfirming(profile.id)}>
                Delete<span className="visually-hidden"> {profile.name}</span>
              </button>
            </div>
            <AddToCartButton productId={profile.productId} metaData={{ customProfileId: profile.id }} itemName={profile.name} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={profiles ? Math.ceil(profiles.count / 20) : 0}
        hrefOf={(n) => `${paths.myCustomProfiles}?page=${n}`}
      />
      <Dialog open={confirming !== null} title="Delete profile" onClose={() => setConfirming(null)}>
        <p>Are you sure you want to delete this profile?</p>
        <div className="actions">
          <button type="button" className="button" onClick={() => confirming && remove(confirming)}>
            Delete
          </button>
          <button type="button" className="button button--ghost" onClick={() => setConfirming(null)}>
            Cancel
          </button>
        </div>
      </Dialog>
    </article>
  );
}
