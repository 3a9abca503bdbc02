import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { formatDate } from '../../../shared/format.js';
import { KIT_STATUS_LABELS } from '../../../shared/kit-lifecycle.js';
import { paths } from '../../../shared/paths.js';
import type { AnimalSummary } from '../../../shared/types/kits.js';
import { Seo } from '../../components/content/Seo.js';
import { Link } from '../../components/navigation/Link.js';
import {
  type AnimalFilters,
  type AnimalView,
  animalsQuery,
  firstAnimalFilters,
  offerTransfer,
  setArchived,
  shareAnimal,
  unshareAnimal,
  useAnimal,
} from '../../features/kits/api/kits.js';
import { KitResultsSection } from '../../features/kits/components/KitResults.js';
import { useMyDetails } from '../../features/session/api/get-my-details.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { reportFormError } from '../../lib/form-errors.js';
import { showToast } from '../../lib/toast.js';

const LIST_PATHS: Record<AnimalView, string> = {
  mine: paths.myAnimals,
  archived: '/my/animals/archived',
  shared: '/my/animals/shared',
  all: paths.myPatients,
};

const TITLES: Record<AnimalView, string> = {
  mine: 'My Animals',
  archived: 'Archived animals',
  shared: 'Shared animals',
  all: 'My Patients',
};

/** The newest sample's state at a glance: results ready in green, at the lab in amber, waiting in grey. */
function AnimalStatusBadge({ animal }: { animal: AnimalSummary }) {
  const kit = animal.barcodes.at(-1);
  if (!kit) return <span className="kit-status kit-status--none">No kit yet</span>;
  return <span className={`kit-status kit-status--${kit.status}`}>{KIT_STATUS_LABELS[kit.status]}</span>;
}

/** /my/my-animals, /my/my-patients, /my/animals/shared and /my/animals/archived: 15 a page, later pages append. */
export function AnimalListPage({ view, title }: { view: AnimalView; title?: string }) {
  const [filters, setFilters] = useState<AnimalFilters>(() => firstAnimalFilters(view));
  const [page, setPage] = useState(1);
  // Until the browser pages or removes anything, the list is the first page the server rendered.
  const [kept, setKept] = useState<AnimalSummary[] | null>(null);
  const list = useQuery(animalsQuery(filters, page));
  const shown = kept ?? list.data?.results ?? [];
  const me = useMyDetails();

  useEffect(() => {
    if (!list.data) return;
    const results = list.data.results;
    setKept((before) =>
      page === 1 || !before ? results : [...before, ...results.filter((a) => !before.some((b) => b.id === a.id))],
    );
  }, [list.data, page]);

  /** Spec §4: archiving (or restoring) and unsharing take the animal out of the current list. */
  async function removeFromList(animal: AnimalSummary, action: 'archive' | 'unshare') {
    try {
      if (action === 'archive') await setArchived(animal.id, !animal.archived);
      else if (me) await unshareAnimal(animal.id, me.id);
      setKept(shown.filter((a) => a.id !== animal.id));
      showToast(
        action === 'archive' ? (animal.archived ? 'Animal restored' : 'Animal archived') : 'Removed from your list',
        'success',
      );
    } catch (error) {
      reportFormError(error, 'Failed to remove animal');
    }
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPage(1);
    setFilters({
      view,
      queryType: String(form.get('queryType') ?? 'pet_name'),
      query: String(form.get('query') ?? '').trim(),
      gender: String(form.get('gender') ?? ''),
      speciesId: String(form.get('speciesId') ?? ''),
    });
  }

  return (
    <div className="account-page kits-page">
      <Seo title={title ?? TITLES[view]} description="Your animals, their kits and results." path={LIST_PATHS[view]} noindex />
      <h1>{title ?? TITLES[view]}</h1>
      {view !== 'all' && (
        <nav className="kits-tabs" aria-label="Animal lists">
          <Link to="/my/my-animals">My animals</Link>
          <Link to="/my/animals/shared">Shared with me</Link>
          <Link to="/my/animals/archived">Archived</Link>
          <Link to="/activate">Activate a kit</Link>
        </nav>
      )}
      <form className="animal-filters" aria-label="Search animals" onSubmit={onSearch}>
        <select name="queryType" aria-label="Search by" defaultValue="pet_name">
          <option value="pet_name">Pet name</option>
          <option value="barcode">Barcode</option>
          <option value="chip_number">Microchip</option>
          <option value="registration_number">Registration number</option>
          <option value="registration_name">Registration name</option>
          <option value="owner_name">Owner name</option>
        </select>
        <input name="query" type="search" aria-label="Search text" placeholder="Search" />
        <select name="gender" aria-label="Gender" defaultValue="">
          <option value="">Any sex</option>
          <option value="male">Male</option>
          <option value="female">Female</option>
        </select>
        <select name="speciesId" aria-label="Species" defaultValue="">
          <option value="">Dogs and cats</option>
          <option value="1">Dogs</option>
          <option value="2">Cats</option>
        </select>
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {list.isError && <p className="field-error">Failed to fetch animals</p>}
      {list.data && <p className="hint">{list.data.count === 1 ? '1 animal' : `${list.data.count} animals`}</p>}
      {list.data && shown.length === 0 && <p>No Results</p>}
      <ul className="animal-cards">
        {shown.map((animal) => (
          <li key={animal.id} className="animal-card">
            <div className="animal-card-head">
              <h2>
                <Link to={`/my/animals/${animal.id}`}>{animal.name}</Link>
              </h2>
              <AnimalStatusBadge animal={animal} />
            </div>
            <p>
              {animal.species === 'canine' ? 'Dog' : 'Cat'} · {animal.gender === 'male' ? 'Male' : 'Female'}
              {animal.breedName ? ` · ${animal.breedName}` : ''}
            </p>
            {animal.microchip && <p className="hint">Microchip {animal.microchip}</p>}
            {animal.access === 'shared' && <p className="hint">Shared by {animal.ownerName}</p>}
            <ul className="barcode-list">
              {animal.barcodes.map((kit) => (
                <li key={kit.barcode}>
                  {kit.barcode}: {KIT_STATUS_LABELS[kit.status]}
                </li>
              ))}
            </ul>
            <div className="form-actions animal-card-actions">
              <Link
                className="button button--small"
                to={`/my/animals/${animal.id}`}
                aria-label={`View results of ${animal.name}`}
              >
                View results
              </Link>
              {animal.access === 'owner' ? (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => removeFromList(animal, 'archive')}
                >
                  {animal.archived ? 'Restore' : 'Archive'}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => removeFromList(animal, 'unshare')}
                >
                  Remove from my list
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {list.data?.next && (
        <button type="button" className="button button--ghost" onClick={() => setPage(page + 1)} disabled={list.isFetching}>
          Load more
        </button>
      )}
    </div>
  );
}

export const MyAnimalsPage = () => <AnimalListPage view="mine" />;
/** A vet's patients: the animals owners shared with the clinic and those the clinic registered itself. */
export const MyPatientsPage = () => <AnimalListPage view="all" />;
export const SharedAnimalsPage = () => <AnimalListPage view="shared" />;
export const ArchivedAnimalsPage = () => <AnimalListPage view="archived" />;

/** /my/animals/:id: the profile, every sample's results, sharing, archive and transfer (owner only). */
export function AnimalDetailPage() {
  const id = Number(useParams().id);
  const animal = useAnimal(id);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['my'] });
  const { storefront } = useStorefront();

  if (animal.isError) return <div className="account-page">Animal not found</div>;
  if (!animal.data) return <div className="account-page">Loading…</div>;
  const a = animal.data;
  const owner = a.access === 'owner';

  async function onShare(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    try {
      await shareAnimal(id, String(new FormData(form).get('email') ?? ''));
      showToast('Animal shared', 'success');
      form.reset();
      await refresh();
    } catch (error) {
      reportFormError(error, 'Network error');
    }
  }

  async function onTransfer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await offerTransfer(id, String(new FormData(event.currentTarget).get('email') ?? ''));
      showToast('Transfer offered: the new owner must accept it', 'success');
      await refresh();
    } catch (error) {
      reportFormError(error, 'Network error');
    }
  }

  return (
    <div className="account-page kits-page">
      <Seo title={a.name} description={`${a.name}: profile, kits and results.`} path={`/my/animals/${a.id}`} noindex />
      <h1>{a.name}</h1>
      <dl className="animal-facts">
        <dt>Species</dt>
        <dd>{a.species === 'canine' ? 'Dog' : 'Cat'}</dd>
        <dt>Sex</dt>
        <dd>{a.gender === 'male' ? 'Male' : 'Female'}</dd>
        <dt>Breed</dt>
        <dd>{a.breedName ?? 'Not given'}</dd>
        <dt>Date of birth</dt>
        <dd>{a.dateOfBirth ? formatDate(a.dateOfBirth, storefront) : 'Not given'}</dd>
        <dt>Microchip</dt>
        <dd>{a.microchip ?? 'Not given'}</dd>
        <dt>Registration</dt>
        <dd>{[a.registrationName, a.registrationNumber].filter(Boolean).join(' · ') || 'Not given'}</dd>
        <dt>Owner</dt>
        <dd>{a.ownerName}</dd>
      </dl>
      {owner && (
        <p className="animal-tools">
          <Link className="button button--ghost" to={paths.planLitter(a.id, a.gender)}>
            Plan a litter
          </Link>
          {a.species === 'feline' && (
            <>
              {' '}
              <Link className="button button--ghost" to={paths.felineColour}>
                Feline colour tool
              </Link>
            </>
          )}
        </p>
      )}
      {a.barcodes.map((kit) => (
        <KitResultsSection key={kit.barcode} animalId={id} barcode={kit.barcode} species={a.species} storefront={storefront} />
      ))}
      {owner && (
        <>
          <form className="form-card" aria-label="Share" onSubmit={onShare}>
            <h2>Share (read-only)</h2>
            <div className="field">
              <label htmlFor="share-email">Email of the vet, owner or breeder</label>
              <input id="share-email" name="email" type="email" required maxLength={120} />
            </div>
            <button type="submit" className="button">
              Share
            </button>
            <ul>
              {a.shares.map((s) => (
                <li key={s.userId}>
                  {s.name} ({s.email}){' '}
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    onClick={async () => {
                      await unshareAnimal(id, s.userId).catch((e: unknown) => reportFormError(e, 'Failed to remove animal'));
                      await refresh();
                    }}
                  >
                    Unshare
                  </button>
                </li>
              ))}
            </ul>
          </form>
          <form className="form-card" aria-label="Transfer" onSubmit={onTransfer}>
            <h2>Transfer to a new owner</h2>
            {a.pendingTransfer ? (
              <p>Waiting for {a.pendingTransfer.toEmail} to accept.</p>
            ) : (
              <>
                <div className="field">
                  <label htmlFor="transfer-email">New owner's email</label>
                  <input id="transfer-email" name="email" type="email" required maxLength={120} />
                </div>
                <button type="submit" className="button">
                  Offer transfer
                </button>
              </>
            )}
          </form>
          <button
            type="button"
            className="button button--ghost"
            onClick={async () => {
              await setArchived(id, !a.archived).catch((e: unknown) => reportFormError(e, 'Network error'));
              await refresh();
            }}
          >
            {a.archived ? 'Restore' : 'Archive'}
          </button>
        </>
      )}
    </div>
  );
}
