import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import type { ReportAuthentication } from '../../../shared/types/kits.js';
import { Seo } from '../../components/content/Seo.js';
import { authenticateReport } from '../../features/kits/api/kits.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { reportFormError } from '../../lib/form-errors.js';

/** /tools/report-authentication: the code printed on a report, checked against the lab's published record. */
async function verify(barcode: string, code: string, setAnswer: (a: ReportAuthentication) => void) {
  try {
    setAnswer(await authenticateReport(barcode, code));
  } catch (error) {
    reportFormError(error, 'Network error');
  }
}

export function ReportAuthenticationPage() {
  const { storefront } = useStorefront();
  const [params] = useSearchParams();
  const [answer, setAnswer] = useState<ReportAuthentication>();

  useEffect(() => {
    const barcode = params.get('barcode');
    const code = params.get('code');
    if (barcode && code) void verify(barcode, code, setAnswer);
  }, [params]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void verify(String(form.get('barcode') ?? ''), String(form.get('code') ?? ''), setAnswer);
  }

  return (
    <div className="account-page kits-page">
      <Seo
        title="Report authentication"
        description="Check that a DNA report or certificate was issued by the laboratory, with its barcode and verification code."
        path={paths.reportAuthentication}
      />
      <h1>Report authentication</h1>
      <p className="hint">
        Every report and certificate we issue carries a verification code. Enter the barcode and code printed on it to see the
        results exactly as the laboratory published them.
      </p>
      <form className="form-card" onSubmit={onSubmit} aria-label="Check a report">
        <div className="field">
          <label htmlFor="auth-barcode">Barcode</label>
          <input id="auth-barcode" name="barcode" defaultValue={params.get('barcode') ?? ''} maxLength={50} required />
        </div>
        <div className="field">
          <label htmlFor="auth-code">Verification code</label>
          <input
            id="auth-code"
            name="code"
            defaultValue={params.get('code') ?? ''}
            placeholder="XXXX-XXXX-XXXX"
            maxLength={20}
            required
          />
        </div>
        <button type="submit" className="button">
          Verify
        </button>
      </form>
      {answer && !answer.genuine && (
        <p className="field-error" role="alert">
          Not verified: {answer.message}. If you were given this report, ask for the original or contact the laboratory.
        </p>
      )}
      {answer?.genuine && (
        <section className="form-card report-verified" aria-label="Verified report">
          <h2>Genuine report {answer.record.reportNumber}</h2>
          <p>
            Issued {formatDate(answer.record.issuedAt, storefront)} for <strong>{answer.record.animal.name}</strong>
            {answer.record.animal.breed ? ` (${answer.record.animal.breed})` : ''}, sample {answer.record.barcode}
            {answer.record.animal.microchip ? `, microchip ${answer.record.animal.microchip}` : ''}.
          </p>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Test</th>
                <th scope="col">Genotype</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {answer.record.results.map((r) => (
                <tr key={r.testName}>
                  <td>{r.testName}</td>
                  <td>{r.genotype}</td>
                  <td>{r.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
