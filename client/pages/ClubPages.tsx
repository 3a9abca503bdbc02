import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { paths } from '../../shared/paths.js';
import { CLUB_KIND_LABELS, type ClubAccessList } from '../../shared/types/clubs.js';
import { Seo } from '../components/content/Seo.js';
import { ConfirmDialog } from '../components/layout/ConfirmDialog.js';
import { DataTable } from '../components/list/DataTable.js';
import { Link } from '../components/navigation/Link.js';
import { AddToCartButton } from '../features/cart/components/AddToCartButton.js';
import { Price } from '../features/catalogue/components/Price.js';
import {
  clubAccessQuery,
  shareWithClub,
  useClubAccess,
  useClubAnimals,
  useClubProducts,
  useOfficialClubs,
  withdrawClubAccess,
} from '../features/clubs/api/clubs.js';
import { useStorefront } from '../features/storefront/api/get-storefront.js';
import { reportFormError } from '../lib/form-errors.js';
import { showToast } from '../lib/toast.js';

type Mode = 'clubs' | 'registration';
type Membership = ClubAccessList['results'][number];

const PAGES: Record<Mode, { title: string; path: string; lead: string; other: { label: string; path: string } }> = {
  clubs: {
    title: 'Club access',
    path: paths.myClubAccess,
    lead: 'Share chosen animals’ published results with your breed, kennel or cat club for its health programme. The club reads them and never changes them; you can withdraw access per animal at any time.',
    other: { label: 'Registration offices (DV access)', path: paths.myDvAccess },
  },
  registration: {
    title: 'Registration office access',
    path: paths.myDvAccess,
    lead: 'Let your state registration office (such as Dogs Victoria) read the certified results of chosen animals, so that litter and health registrations need no paper certificates.',
    other: { label: 'Club access', path: paths.myClubAccess },
  },
};

/** The memberships a page shows: its kind of club, and only as a member (an official's link is for reading). */
const ofMode = (mode: Mode) => (m: Membership) =>
  m.role === 'member' && (m.club.kind === 'registration_office') === (mode === 'registration');

/** `/my/club-access` and `/my/dv-access` (tool `club-access`; decision 0926). */
export function ClubAccessPage({ mode = 'clubs' }: { mode?: Mode }) {
  const page = PAGES[mode];
  const access = useClubAccess().data;
  const clubs = (access?.results ?? []).filter(ofMode(mode));
  return (
    <div className="account-page club-page">
      <Seo title={page.title} description={page.lead} path={page.path} noindex />
      <h1>{page.title}</h1>
      <p className="lead">{page.lead}</p>
      <p className="club-page__links">
        <Link to={page.other.path}>{page.other.label}</Link> · <Link to={paths.myClubProducts}>Club products</Link> ·{' '}
        <Link to={paths.myShows}>Show bookings</Link>
      </p>
      {mode === 'clubs' && <OfficialView />}
      {access && clubs.length === 0 && (
        <p className="empty-state">
          {mode === 'clubs'
            ? 'You are not a member of a club yet. Ask your club to add you, or contact us with your club’s name and your membership number.'
            : 'No registration office is linked to your account yet. Contact us with your registration number to link it.'}
        </p>
      )}
      {clubs.map((membership) => (
        <ClubCard key={membership.club.id} membership={membership} shareable={access?.shareable ?? []} />
      ))}
    </div>
  );
}

function ClubCard({ membership, shareable }: { membership: Membership; shareable: ClubAccessList['shareable'] }) {
  const queryClient = useQueryClient();
  const { club, animals } = membership;
  const [withdrawing, setWithdrawing] = useState<{ id: number; name: string } | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const notShared = shareable.filter((a) => !animals.some((s) => s.id === a.id));
  const headingId = `club-${club.id}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: clubAccessQuery().queryKey });

  async function share(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const ids = new FormData(form).getAll('animal').map(Number);
    if (ids.length === 0) {
      setError('Choose the animals to share');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await shareWithClub(club.id, ids);
      await refresh();
      form.reset();
      showToast(`Shared with ${club.name}`, 'success');
    } catch (failure) {
      const errors = reportFormError(failure, 'Network error');
      setError(errors.animal_ids ?? errors.club_id);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="club-card" aria-labelledby={headingId}>
      <header className="club-card__head">
        <h2 id={headingId}>{club.name}</h2>
        <span className="tag">{CLUB_KIND_LABELS[club.kind]}</span>
        {club.region && <span className="hint">{club.region}</span>}
      </header>
      <h3 className="club-card__subhead">Animals it can read</h3>
      {animals.length === 0 ? (
        <p className="hint">No animal is shared with {club.name}.</p>
      ) : (
        <ul className="club-card__animals" aria-label={`Shared with ${club.name}`}>
          {animals.map((animal) => (
            <li key={animal.id} className="club-card__animal">
              <span>
                <Link to={paths.myAnimal(animal.id)}>{animal.name}</Link>
                {animal.breed && <span className="hint"> · {animal.breed}</span>}
                <span className="hint"> · since {new Date(animal.grantedAt).toLocaleDateString('en-AU')}</span>
              </span>
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() => setWithdrawing({ id: animal.id, name: animal.name })}
              >
                Withdraw<span className="visually-hidden"> {animal.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {notShared.length > 0 && (
        <form className="club-card__share" onSubmit={share} noValidate aria-label={`Share animals with ${club.name}`}>
          <fieldset>
            <legend>Share more animals</legend>
            {notShared.map((animal) => (
              <label key={animal.id} className="club-card__choice">
                <input type="checkbox" name="animal" value={animal.id} /> {animal.name}
                {animal.breed && <span className="hint"> · {animal.breed}</span>}
              </label>
            ))}
          </fieldset>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button" disabled={busy}>
            Share with {club.name}
          </button>
        </form>
      )}
      {shareable.length === 0 && <p className="hint">Animals can be shared once they have published results.</p>}
      {withdrawing && (
        <ConfirmDialog
          title="Withdraw access"
          confirmLabel="Withdraw"
          busyLabel="Withdrawing…"
          onClose={() => setWithdrawing(null)}
          onConfirm={async () => {
            await withdrawClubAccess(withdrawing.id, club.id);
            await refresh();
            setWithdrawing(null);
            showToast(`${club.name} can no longer read ${withdrawing.name}’s results`, 'success');
          }}
        >
          <p>
            {club.name} will no longer read {withdrawing.name}’s results.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

export const DvAccessPage = () => <ClubAccessPage mode="registration" />;

/** A club official's read-only view of what members shared with the club. */
function OfficialView() {
  const official = useOfficialClubs().data?.results ?? [];
  return (
    <>
      {official
        .filter((m) => m.kind !== 'registration_office')
        .map((m) => (
          <OfficialClub key={m.clubId} clubId={m.clubId} />
        ))}
    </>
  );
}

function OfficialClub({ clubId }: { clubId: number }) {
  const shared = useClubAnimals(clubId).data;
  if (!shared) return null;
  const headingId = `official-${clubId}`;
  return (
    <section className="club-card club-card--official" aria-labelledby={headingId}>
      <header className="club-card__head">
        <h2 id={headingId}>Shared with {shared.club.name}</h2>
        <span className="tag">You are an official · read-only</span>
      </header>
      {shared.results.length === 0 ? (
        <p className="hint">No member has shared an animal with the club yet.</p>
      ) : (
        <DataTable columns={['Animal', 'Owner', 'Results']} label={`Results shared with ${shared.club.name}`}>
          {shared.results.map((animal) => (
            <tr key={animal.id}>
              <th scope="row">
                {animal.name}
                <span className="hint">
                  {' '}
                  {animal.breed ?? (animal.species === 'feline' ? 'Cat' : 'Dog')}, {animal.gender}
                </span>
              </th>
              <td>{animal.ownerName}</td>
              <td>
                <ul className="club-results">
                  {animal.results.map((result) => (
                    <li key={result.testName}>
                      {result.testName}: <strong>{result.interpretation}</strong>{' '}
                      <span className="hint">({result.genotype})</span>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

/** `/my/club-products`: what clubs buy for their members, through the normal cart (decision 0927). */
export function ClubProductsPage() {
  const access = useClubAccess().data;
  const member = (access?.results.length ?? 0) > 0;
  const products = useClubProducts().data?.results ?? [];
  const { storefront } = useStorefront();
  return (
    <div className="account-page club-page">
      <Seo title="Club products" description="Products for breed and kennel club members." path={paths.myClubProducts} noindex />
      <h1>Club products</h1>
      <p className="lead">
        Show sampling packs and other supplies for clubs that test at shows and in health programmes, bought through the normal
        cart.
      </p>
      {access && !member && (
        <p className="empty-state">
          Club products are for members of a club. Ask your club to add you, or <Link to={paths.contactUs}>contact us</Link>.
        </p>
      )}
      {member && (
        <ul className="club-products">
          {products.map((product) => (
            <li key={product.id} className="product-tile">
              <h2>
                <Link to={product.url}>{product.name}</Link>
              </h2>
              <p className="product-tile__summary">{product.summary}</p>
              <div className="product-tile__foot">
                <Price price={product.price} storefront={storefront} />
                <AddToCartButton productId={product.id} itemName={product.name} allowQuantity />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
