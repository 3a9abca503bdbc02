import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths.js';
import type { ParentageRequestView } from '../../../shared/types/parentage.js';
import { PARENTAGE_MSG } from '../../../shared/validation-messages.js';
import { Seo } from '../../components/content/Seo.js';
import { Dialog } from '../../components/layout/Dialog.js';
import { Link } from '../../components/navigation/Link.js';
import { useDeleteParentageRequest } from '../../features/parentage/api/delete-parentage-request.js';
import { useParentageRequests } from '../../features/parentage/api/get-parentage-requests.js';
import { ParentageRequestCard } from '../../features/parentage/components/ParentageRequestCard.js';
import { ParentageRequestForm } from '../../features/parentage/components/ParentageRequestForm.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { toastError } from '../../lib/toast.js';

/** The page's list filter, read the same way by the loader and the page. */
export function parentageFilterOf(params: URLSearchParams) {
  const page = Number(params.get('page') ?? 1);
  const query = params.get('query')?.trim() || undefined;
  return { page: Number.isInteger(page) && page > 0 ? page : 1, ...(query ? { query } : {}) };
}

/** /my/parentage-requests (tool `parentage-request`): request a parentage test and read each verdict. */
export function ParentageRequestsPage() {
  const [params, setParams] = useSearchParams();
  const filter = parentageFilterOf(params);
  const requests = useParentageRequests(filter);
  const { storefront } = useStorefront();
  const remove = useDeleteParentageRequest();
  const [deleting, setDeleting] = useState<ParentageRequestView | null>(null);
  const [search, setSearch] = useState(filter.query ?? '');
  const offspring = Number(params.get('offspring')) || undefined;
  const data = requests.data;

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setParams(search.trim() ? { query: search.trim() } : {});
  }

  return (
    <div className="account-page parentage-page">
      <Seo
        title="Parentage requests"
        description="Verify a litter's dam and sire by their DNA profiles."
        path={paths.myParentageRequests}
        noindex
      />
      <h1>Parentage requests</h1>
      <p className="hint">
        Every puppy or kitten inherits one allele from each parent at every DNA marker. The lab compares the offspring’s DNA
        profile with its dam and sire on the ISAG panel: sharing an allele at every marker, the parent qualifies; one marker
        without, the result is inconclusive; two or more, the parent is excluded. A parent of another breeder is found by its
        microchip if the lab holds its profile (<Link to={paths.myMicrochipChecker}>microchip parent checker</Link>).
      </p>
      <ParentageRequestForm initialOffspring={offspring} onCreated={() => setParams({})} />
      <section aria-labelledby="parentage-list">
        <h2 id="parentage-list">Your requests</h2>
        <form className="parentage-search" aria-label="Search requests" onSubmit={onSearch}>
          <label htmlFor="parentage-search" className="visually-hidden">
            Search requests
          </label>
          <input
            id="parentage-search"
            type="search"
            placeholder="Animal name, microchip or reference"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit" className="button button--ghost">
            Search
          </button>
        </form>
        {data && data.count === 0 && (
          <p className="hint">{filter.query ? 'No Results' : 'You have no parentage requests yet.'}</p>
        )}
        {data?.results.map((request) => (
          <ParentageRequestCard
            key={request.id}
            request={request}
            storefront={storefront}
            onDelete={() => setDeleting(request)}
          />
        ))}
        {data && (data.next || data.previous) && (
          <nav className="pager" aria-label="Pages">
            {data.previous && (
              <Link
                to={`?${new URLSearchParams({ ...(filter.query ? { query: filter.query } : {}), page: String(data.previous) })}`}
              >
                Previous
              </Link>
            )}
            {data.next && (
              <Link to={`?${new URLSearchParams({ ...(filter.query ? { query: filter.query } : {}), page: String(data.next) })}`}>
                Next
              </Link>
            )}
          </nav>
        )}
      </section>
      <Dialog open={deleting !== null} title="Delete parentage request" onClose={() => setDeleting(null)}>
        <p>{PARENTAGE_MSG.confirmDelete}</p>
        {deleting && (
          <p className="hint">
            {deleting.reference}: {deleting.offspring.name}
          </p>
        )}
        <div className="form-actions">
          <button
            type="button"
            className="button"
            data-autofocus
            disabled={remove.isPending}
            onClick={() => {
              if (!deleting) return;
              remove.mutate(deleting.id, {
                onSuccess: () => setDeleting(null),
                onError: (error) => toastError(error, PARENTAGE_MSG.deleteFailed),
              });
            }}
          >
            Delete
          </button>
          <button type="button" className="button button--ghost" onClick={() => setDeleting(null)}>
            Cancel
          </button>
        </div>
      </Dialog>
    </div>
  );
}
