import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import type { SampleTracker } from '../../../shared/types/kits.js';
import { Seo } from '../../components/content/Seo.js';
import { trackSample } from '../../features/kits/api/kits.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { reportFormError } from '../../lib/form-errors.js';

/** /tools/sample-tracker: anyone with the barcode sees where the sample is; nothing personal. */
export function SampleTrackerPage() {
  const { storefront } = useStorefront();
  const [params, setParams] = useSearchParams();
  const [tracker, setTracker] = useState<SampleTracker>();
  const [notFound, setNotFound] = useState(false);
  const barcode = params.get('barcode') ?? '';

  useEffect(() => {
    if (!barcode) return;
    setNotFound(false);
    trackSample(barcode)
      .then(setTracker)
      .catch((error: unknown) => {
        setTracker(undefined);
        setNotFound(true);
        reportFormError(error, 'Sample tracker details fetch failed');
      });
  }, [barcode]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('barcode') ?? '').trim();
    if (value) setParams({ barcode: value }, { preventScrollReset: true });
  }

  return (
    <div className="account-page kits-page">
      <Seo
        title="Sample tracker"
        description="Follow your pet's DNA sample through the laboratory with the kit's barcode."
        path={paths.sampleTracker}
      />
      <h1>Sample tracker</h1>
      <p className="hint">Enter the barcode printed on your kit to see where your sample is. No personal details are shown.</p>
      <form className="inline-search" aria-label="Track a sample" onSubmit={onSubmit}>
        <label htmlFor="tracker-barcode">Kit barcode</label>
        <input id="tracker-barcode" name="barcode" defaultValue={barcode} maxLength={50} required />
        <button type="submit" className="button">
          Track
        </button>
      </form>
      {notFound && <p className="field-error">No sample has this barcode. Check the number on the kit label.</p>}
      {tracker && (
        <section className="form-card" aria-label="Sample status">
          <h2>
            {tracker.barcode}: {tracker.statusLabel}
          </h2>
          <ol className="tracker-steps">
            {tracker.steps.map((step) => (
              <li key={step.status} className={step.done ? 'is-done' : ''}>
                <span>{step.label}</span> {step.at && <time dateTime={step.at}>{formatDate(step.at, storefront)}</time>}
              </li>
            ))}
          </ol>
          {tracker.expectedCompletion && (
            <p>
              Expected completion:{' '}
              <strong>{tracker.expectedCompletion && formatDate(tracker.expectedCompletion, storefront)}</strong> (
              {tracker.turnaroundBusinessDays} business days from receipt)
            </p>
          )}
        </section>
      )}
    </div>
  );
}
