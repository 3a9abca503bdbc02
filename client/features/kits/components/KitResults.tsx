import { useQuery } from '@tanstack/react-query';
import { productPath } from '../../../../shared/catalogue-rules.js';
import { formatDate } from '../../../../shared/format.js';
import { addBusinessDays, TURNAROUND_BUSINESS_DAYS } from '../../../../shared/kit-lifecycle.js';
import { paths } from '../../../../shared/paths.js';
import { groupResults, RESULT_GROUP_TITLES, readResult, resultsSummary } from '../../../../shared/results-reading.js';
import type { StorefrontCode } from '../../../../shared/storefronts.js';
import type { KitResults, Species } from '../../../../shared/types/kits.js';
import { Link } from '../../../components/navigation/Link.js';
import { reportFormError } from '../../../lib/form-errors.js';
import { showToast } from '../../../lib/toast.js';
import { dnaProfileQuery, emailReport, reportPdfPath, useKitResults } from '../api/kits.js';

function DnaProfileTable({ animalId, barcode }: { animalId: number; barcode: string }) {
  const profile = useQuery(dnaProfileQuery(animalId, barcode));
  if (!profile.data) return null;
  return (
    <details className="dna-profile">
      <summary>DNA profile: {profile.data.markers.length} ISAG markers</summary>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Marker</th>
            <th scope="col">Alleles (bp)</th>
          </tr>
        </thead>
        <tbody>
          {profile.data.markers.map((m) => (
            <tr key={m.marker}>
              <td data-label="Marker">{m.marker}</td>
              <td data-label="Alleles (bp)">{m.alleles}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** A sample at the lab: when its results are expected, counted as the public sample tracker counts them. */
function ExpectedDate({ kit, storefront }: { kit: KitResults; storefront: StorefrontCode }) {
  if (!kit.receivedAt || !['sample_received', 'in_testing'].includes(kit.status)) return null;
  const expected = addBusinessDays(new Date(kit.receivedAt), TURNAROUND_BUSINESS_DAYS);
  return (
    <p className="results-expected">
      Received {formatDate(kit.receivedAt, storefront)} · results expected by <strong>{formatDate(expected, storefront)}</strong>{' '}
      ({TURNAROUND_BUSINESS_DAYS} business days from receipt)
    </p>
  );
}

function ResultGroups({ kit, species }: { kit: KitResults; species: Species }) {
  return (
    <>
      {groupResults(kit.results).map(({ group, results }) => (
        <div key={group} className="results-group">
          <h3 id={`group-${kit.barcode}-${group}`}>{RESULT_GROUP_TITLES[group]}</h3>
          <table className="data-table results-table" aria-labelledby={`group-${kit.barcode}-${group}`}>
            <thead>
              <tr>
                <th scope="col">Test</th>
                <th scope="col">Result</th>
                <th scope="col">For this animal</th>
                <th scope="col">For breeding</th>
              </tr>
            </thead>
            <tbody>
              {results.map((r) => {
                const reading = readResult(r, species);
                return (
                  <tr key={r.testId} className={`result-row result--${reading.status}`}>
                    <td data-label="Test">
                      <strong>{r.testName}</strong>
                      {r.gene ? <span className="hint"> ({r.gene})</span> : null}
                      <br />
                      <Link className="result-link" to={productPath({ id: r.testId, name: r.testName, species })}>
                        About this test
                      </Link>
                    </td>
                    <td data-label="Result">
                      <span className={`result-status result-status--${reading.status}`}>{reading.statusLabel}</span>{' '}
                      {reading.group === 'traits' ? (
                        <span className="result-coat">{reading.headline}</span>
                      ) : (
                        <span className="result-genotype">{r.genotype}</span>
                      )}
                    </td>
                    <td data-label="For this animal">{reading.forAnimal}</td>
                    <td data-label="For breeding">{reading.forBreeding}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
}

function ReportActions({ animalId, kit, storefront }: { animalId: number; kit: KitResults; storefront: StorefrontCode }) {
  if (kit.reports.length === 0) return null;
  return (
    <div className="results-group">
      <h3>Reports</h3>
      <ul className="report-list">
        {kit.reports.map((report) => (
          <li key={report.kind} className="report-line">
            <span>
              <strong>{report.kind === 'summary' ? 'Genetic summary report' : 'Breed certificate'}</strong> {report.reportNumber}{' '}
              · issued {formatDate(report.issuedAt, storefront)} · verification code <code>{report.code}</code>
            </span>
            <span className="report-actions">
              <a className="button button--small" href={reportPdfPath(animalId, kit.barcode, report.kind)}>
                Download PDF
              </a>
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={async () => {
                  try {
                    const sent = await emailReport(animalId, kit.barcode, report.kind);
                    showToast(`Sent to ${sent.to}`, 'success');
                  } catch (error) {
                    reportFormError(error, 'Network error');
                  }
                }}
              >
                Send by email
              </button>
              <Link
                className="button button--small button--ghost"
                to={`/tools/report-authentication?barcode=${kit.barcode}&code=${report.code}`}
              >
                Verify
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One sample's results: a summary line, then health, traits and identity, then its reports. */
/** `storefront` sets the dates' format (the page reads it: features never import each other). */
export function KitResultsSection({
  animalId,
  barcode,
  species,
  storefront,
}: {
  animalId: number;
  barcode: string;
  species: Species;
  storefront: StorefrontCode;
}) {
  const results = useKitResults(animalId, barcode);
  if (!results.data) return null;
  const kit = results.data;
  const ready = kit.status === 'results_ready';
  return (
    <section className="form-card results-card" aria-label={`Results of ${barcode}`}>
      <div className="results-head">
        <h2>Sample {kit.barcode}</h2>
        <span className={`kit-status kit-status--${kit.status}`}>{kit.statusLabel}</span>
      </div>
      <p className="results-summary" data-testid="results-summary">
        {resultsSummary(kit.results, { pending: kit.pendingTests.length, dnaProfile: kit.hasDnaProfile })}
      </p>
      {ready && kit.reportedAt && (
        <p className="hint">
          {kit.receivedAt ? `Received ${formatDate(kit.receivedAt, storefront)} · ` : ''}Reported{' '}
          {formatDate(kit.reportedAt, storefront)}
        </p>
      )}
      <ExpectedDate kit={kit} storefront={storefront} />
      <ResultGroups kit={kit} species={species} />
      {kit.hasDnaProfile && (
        <div className="results-group">
          <h3>{RESULT_GROUP_TITLES.identity}</h3>
          <p>
            <span className="result-status result-status--trait">On file</span> An ISAG DNA profile identifies this animal and
            lets parentage be checked against sires and dams without a new swab.
          </p>
          <DnaProfileTable animalId={animalId} barcode={barcode} />
          <p>
            <Link to={paths.myParentageRequestFor(animalId)} data-tool="parentage-request">
              Request parentage with this DNA profile
            </Link>
          </p>
        </div>
      )}
      {kit.pendingTests.length > 0 && (
        <p className="hint">Awaiting results: {kit.pendingTests.map((t) => t.testName).join(', ')}</p>
      )}
      <ReportActions animalId={animalId} kit={kit} storefront={storefront} />
    </section>
  );
}
