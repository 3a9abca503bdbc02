import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isKitStatus, KIT_STATUS_LABELS, KIT_STATUSES } from '../../../shared/kit-lifecycle.js';
import { paths } from '../../../shared/paths.js';
import type { ImportReview } from '../../../shared/types/kits.js';
import { Seo } from '../../components/content/Seo.js';
import { DataTable } from '../../components/list/DataTable.js';
import { type TestChoice, TestPicker } from '../../features/back-office/components/ChoicePicker.js';
import {
  allocateKits,
  importResults,
  type LabOutcome,
  moveKit,
  publishResults,
  receiveSamples,
  useAdminKits,
} from '../../features/kits/api/kits.js';
import { AdminParentageRequests } from '../../features/parentage/components/AdminParentageRequests.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { reportFormError } from '../../lib/form-errors.js';
import { showToast } from '../../lib/toast.js';

const lines = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The kit state the URL asks for, if it is one. */
function labStatusOf(params: URLSearchParams): string {
  const status = params.get('status') ?? '';
  return isKitStatus(status) ? status : '';
}

/** /admin/lab: allocate kits, receive samples by scanning, import results, review and publish. Admins only. */
export function AdminLabPage() {
  // The dashboard links here with ?status=…; the filter starts there.
  const [params] = useSearchParams();
  const [status, setStatus] = useState(labStatusOf(params));
  const kits = useAdminKits(status);
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<LabOutcome>();
  const [review, setReview] = useState<ImportReview>();
  const [allocated, setAllocated] = useState<string[]>([]);
  const [kitSpecies, setKitSpecies] = useState<'canine' | 'feline'>('canine');
  const [kitTests, setKitTests] = useState<TestChoice[]>([]);
  const [allocateErrors, setAllocateErrors] = useState<Record<string, string>>({});
  const { storefront } = useStorefront();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'lab'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'parentage-requests'] }),
    ]);

  async function onAllocate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      const res = await allocateKits({
        email: String(form.get('email') ?? ''),
        testIds: kitTests.map((test) => test.id),
        quantity: Number(form.get('quantity') ?? 1),
        orderReference: String(form.get('orderReference') ?? '') || undefined,
      });
      setAllocated(res.barcodes);
      setAllocateErrors({});
      showToast(`Allocated ${res.barcodes.join(', ')}`, 'success');
      await refresh();
    } catch (error) {
      setAllocateErrors(reportFormError(error, 'Network error'));
    }
  }

  async function run(action: () => Promise<LabOutcome>) {
    try {
      setOutcome(await action());
      await refresh();
    } catch (error) {
      reportFormError(error, 'Network error');
    }
  }

  async function onImport(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      setReview(await importResults(String(new FormData(event.currentTarget).get('csv') ?? '')));
      await refresh();
    } catch (error) {
      reportFormError(error, 'Network error');
    }
  }

  return (
    <div className="account-page kits-page">
      <Seo
        title="Laboratory"
        description="Allocate kits, receive samples, import and publish results."
        path={paths.adminLab}
        noindex
      />
      <h1>Laboratory</h1>
      <div className="lab-grid">
        <form className="form-card" aria-label="Allocate kits" onSubmit={onAllocate}>
          <h2>Allocate kits</h2>
          <div className="field">
            <label htmlFor="lab-email">Customer email</label>
            <input id="lab-email" name="email" type="email" required />
          </div>
          <div className="field">
            <label htmlFor="lab-species">Species</label>
            <select
              id="lab-species"
              value={kitSpecies}
              onChange={(event) => {
                // A kit tests one animal: the tests chosen for the other species go.
                setKitSpecies(event.target.value === 'feline' ? 'feline' : 'canine');
                setKitTests([]);
              }}
            >
              <option value="canine">Dog</option>
              <option value="feline">Cat</option>
            </select>
          </div>
          <TestPicker
            id="lab-tests"
            heading={`Tests in the kit (${kitTests.length})`}
            empty="None yet: find the tests below."
            species={kitSpecies}
            chosen={kitTests}
            onChange={setKitTests}
            error={allocateErrors.testIds}
          />
          <div className="field-row">
            <div className="field">
              <label htmlFor="lab-quantity">Quantity</label>
              <input id="lab-quantity" name="quantity" type="number" min={1} max={100} defaultValue={1} />
            </div>
            <div className="field">
              <label htmlFor="lab-order">Order or batch</label>
              <input id="lab-order" name="orderReference" />
            </div>
          </div>
          <button type="submit" className="button">
            Allocate
          </button>
          {allocated.length > 0 && <p data-testid="allocated">Allocated: {allocated.join(', ')}</p>}
        </form>
        <form
          className="form-card"
          aria-label="Receive samples"
          onSubmit={(e) => {
            e.preventDefault();
            const barcodes = lines(String(new FormData(e.currentTarget).get('barcodes') ?? ''));
            void run(() => receiveSamples(barcodes));
          }}
        >
          <h2>Receive samples</h2>
          <div className="field">
            <label htmlFor="lab-receive">Scan barcodes (one a line)</label>
            <textarea id="lab-receive" name="barcodes" rows={4} />
          </div>
          <button type="submit" className="button">
            Receive
          </button>
        </form>
        <form className="form-card" aria-label="Import results" onSubmit={onImport}>
          <h2>Import results (CSV)</h2>
          <div className="field">
            <label htmlFor="lab-csv">barcode,test code,genotype</label>
            <textarea id="lab-csv" name="csv" rows={6} />
          </div>
          <button type="submit" className="button">
            Import for review
          </button>
          {review && (
            <section aria-label="Import review">
              <p>{review.imported} rows imported as drafts.</p>
              {review.errors.map((e) => (
                <p key={e.line} className="field-error">
                  Line {e.line}: {e.message}
                </p>
              ))}
              <ul>
                {review.rows.map((r) => (
                  <li key={r.line}>
                    {r.barcode} · {r.testCode} · {r.genotype} ({r.label})
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="button"
                onClick={() => void run(() => publishResults([...new Set(review.rows.map((r) => r.barcode))]))}
              >
                Publish reviewed results
              </button>
            </section>
          )}
        </form>
      </div>
      {outcome && (
        <ul aria-label="Outcome">
          {outcome.results.map((r) => (
            <li key={r.barcode} className={r.ok ? '' : 'field-error'}>
              {r.barcode}: {r.message}
            </li>
          ))}
        </ul>
      )}
      <h2>Kits</h2>
      <div className="animal-filters">
        <select aria-label="Filter by status" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">All statuses</option>
          {KIT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {KIT_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <DataTable columns={['Barcode', 'Status', 'Customer', 'Order', 'Animal', 'Tests']} actions className="admin-table lab-kits">
        {kits.data?.results.map((kit) => (
          <tr key={kit.id}>
            <td>{kit.barcode}</td>
            <td className="lab-kit-status">
              {kit.statusLabel}
              {kit.draftResults > 0 && <span className="lab-kit-drafts">{kit.draftResults} draft results</span>}
            </td>
            <td className="admin-table__wrap">{kit.ownerEmail}</td>
            <td className="lab-kit-order">{kit.orderReference ?? ''}</td>
            <td className="lab-kit-animal">{kit.animalName ?? ''}</td>
            <td className="admin-table__wrap">{kit.testNames.join(', ')}</td>
            <td>
              <div className="admin-actions">
                {kit.status === 'in_testing' && kit.draftResults > 0 && (
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => void run(() => publishResults([kit.barcode]))}
                  >
                    Publish
                  </button>
                )}
                {(kit.status === 'sample_received' || kit.status === 'in_testing') && (
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    onClick={async () => {
                      await moveKit(kit.barcode, 'sample_failed', 'Insufficient DNA').catch((e: unknown) =>
                        reportFormError(e, 'Network error'),
                      );
                      await refresh();
                    }}
                  >
                    Sample failed
                  </button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <AdminParentageRequests storefront={storefront} />
    </div>
  );
}
