import type { PairingLocus } from '../../../../shared/genetics/pairing.js';
import type { PairingAnswer, PairingParent } from '../../../../shared/types/genetics-tools.js';

const RISK_LABEL: Record<PairingLocus['risk'], string> = {
  affected: 'Affected offspring possible',
  carriers: 'Carriers, none affected',
  none: 'All clear',
};

/** A share that rounds to 0 or 100 but is not: "< 0.01%", "> 99.99%". */
function share(percent: number, exact?: string): string {
  if (percent === 0 && exact && exact !== '0') return '< 0.01%';
  if (percent === 100 && exact && exact !== '1') return '> 99.99%';
  return `${percent}%`;
}

function parentLine(parent: PairingParent | null, role: string) {
  if (!parent) return null;
  return (
    <>
      <strong>{parent.name}</strong> ({role}
      {parent.breed ? `, ${parent.breed}` : ''}
      {parent.yours ? '' : ', another breeder’s animal found by microchip'})
    </>
  );
}

/** The pairing at a glance: totals, one coloured row per condition, what is unknown, and the likely coats. */
export function PairingView({ answer }: { answer: PairingAnswer }) {
  return (
    <section className="form-card pairing" aria-labelledby="pairing-title" aria-live="polite">
      <h2 id="pairing-title">The litter</h2>
      {answer.dam && answer.sire && (
        <p>
          {parentLine(answer.dam, 'dam')} × {parentLine(answer.sire, 'sire')}
        </p>
      )}
      {answer.clearAtAll !== undefined && answer.affectedAtAny !== undefined && (
        <dl className="pairing-totals">
          <div className={`pairing-total ${answer.affectedAtAny > 0 ? 'is-affected' : 'is-safe'}`}>
            <dt>Affected by at least one condition</dt>
            <dd>{share(answer.affectedAtAny, answer.exact?.affectedAtAny)}</dd>
          </div>
          <div className="pairing-total">
            <dt>Clear at every condition</dt>
            <dd>{share(answer.clearAtAll, answer.exact?.clearAtAll)}</dd>
          </div>
          {answer.females && answer.males && (
            <div className="pairing-total">
              <dt>Daughters / sons affected</dt>
              <dd>
                {share(answer.females.affectedAtAny)} / {share(answer.males.affectedAtAny)}
              </dd>
            </div>
          )}
        </dl>
      )}
      <p className="pairing-verdict">
        <strong>{answer.verdict}</strong>
      </p>
      {answer.loci.length > 0 && (
        <div className="table-scroll">
          <table className="data-table pairing-table">
            <caption>Conditions tested on both parents</caption>
            <thead>
              <tr>
                <th scope="col">Condition</th>
                <th scope="col">Dam × sire</th>
                <th scope="col">Clear</th>
                <th scope="col">Carriers</th>
                <th scope="col">Affected</th>
                <th scope="col">What it means</th>
              </tr>
            </thead>
            <tbody>
              {answer.loci.map((locus) => (
                <tr key={locus.test} className={`risk-row risk--${locus.risk}`}>
                  <th scope="row">
                    {locus.test}
                    <span className="risk-badge">{RISK_LABEL[locus.risk]}</span>
                  </th>
                  <td data-label="Dam × sire" className="pairing-genotypes">
                    {locus.dam} × {locus.sire}
                  </td>
                  <td data-label="Clear" className="pairing-share">
                    {locus.clear}%
                  </td>
                  <td data-label="Carriers" className="pairing-share">
                    {locus.carrier}%
                  </td>
                  <td data-label="Affected" className="pairing-share risk-affected">
                    {locus.affected}%
                  </td>
                  <td data-label="What it means">
                    {locus.verdict} <span className="hint">{locus.advice}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {answer.unknown.length > 0 && (
        <section aria-labelledby="pairing-unknown">
          <h3 id="pairing-unknown">Unknown: tested on one parent only</h3>
          <p className="hint">Test the other parent to know the litter’s odds for these.</p>
          <ul className="pairing-unknown">
            {answer.unknown.map((u) => (
              <li key={u.test}>
                {u.test}: {u.testedOn} {u.genotype}, {u.testedOn === 'dam' ? 'sire' : 'dam'} not tested
              </li>
            ))}
          </ul>
        </section>
      )}
      {(answer.traits.length > 0 || answer.coats) && (
        <section aria-labelledby="pairing-coats">
          <h3 id="pairing-coats">Colour and traits: likely coats</h3>
          {answer.coats && (
            <ul className="coat-list">
              {answer.coats.kittens.map((k) => (
                <li key={k.colour} className="coat">
                  <strong>{k.colour}</strong> {k.percent}%
                </li>
              ))}
            </ul>
          )}
          {answer.coats && <p className="hint">{answer.coats.note}</p>}
          <ul className="trait-list">
            {answer.traits.map((t) => (
              <li key={t.test}>
                {t.test}: {t.dam} × {t.sire} → {t.offspring.map((o) => `${o.genotype} ${o.percent}%`).join(', ')}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
