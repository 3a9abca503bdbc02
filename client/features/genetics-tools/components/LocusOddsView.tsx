import type { LocusOdds, Odds } from '../../../../shared/genetics/inheritance.js';

const fmt = (percent: number) => `${percent}%`;

/** The three shares as one bar, so a breeder sees the risk before reading a figure. */
export function OddsBar({ odds, label }: { odds: Odds; label: string }) {
  return (
    <div
      className="odds-bar"
      role="img"
      aria-label={`${label}: ${fmt(odds.clear)} clear, ${fmt(odds.carrier)} carriers, ${fmt(odds.affected)} affected`}
    >
      {odds.clear > 0 && <span className="odds-bar__clear" style={{ width: `${odds.clear}%` }} />}
      {odds.carrier > 0 && <span className="odds-bar__carrier" style={{ width: `${odds.carrier}%` }} />}
      {odds.affected > 0 && <span className="odds-bar__affected" style={{ width: `${odds.affected}%` }} />}
    </div>
  );
}

function Figures({ odds }: { odds: Odds }) {
  return (
    <dl className="odds-figures">
      <div className="odds-figures__clear">
        <dt>Clear</dt>
        <dd>{fmt(odds.clear)}</dd>
      </div>
      <div className="odds-figures__carrier">
        <dt>Carriers</dt>
        <dd>{fmt(odds.carrier)}</dd>
      </div>
      <div className="odds-figures__affected">
        <dt>Affected / at risk</dt>
        <dd>{fmt(odds.affected)}</dd>
      </div>
    </dl>
  );
}

/** One locus's answer: the offspring's shares, per sex for an X-linked locus, the verdict and the advice. */
export function LocusOddsView({ odds }: { odds: LocusOdds }) {
  return (
    <section className={`form-card locus-odds risk--${odds.risk}`} aria-labelledby="locus-odds-title" aria-live="polite">
      <h2 id="locus-odds-title">
        {odds.dam} × {odds.sire}: the offspring
      </h2>
      <OddsBar odds={odds} label="All offspring" />
      <Figures odds={odds} />
      {odds.females && odds.males && (
        <table className="data-table odds-by-sex">
          <caption>By sex (X-linked)</caption>
          <thead>
            <tr>
              <th scope="col">Offspring</th>
              <th scope="col">Clear</th>
              <th scope="col">Carriers</th>
              <th scope="col">Affected</th>
            </tr>
          </thead>
          <tbody>
            {(
              [
                ['Daughters', odds.females],
                ['Sons', odds.males],
              ] as const
            ).map(([who, o]) => (
              <tr key={who}>
                <th scope="row">{who}</th>
                <td data-label="Clear" className="pairing-share">
                  {fmt(o.clear)}
                </td>
                <td data-label="Carriers" className="pairing-share">
                  {fmt(o.carrier)}
                </td>
                <td data-label="Affected" className="pairing-share">
                  {fmt(o.affected)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="locus-odds__verdict">
        <strong>{odds.verdict}</strong>
      </p>
      <p>{odds.advice}</p>
      <p className="hint">
        Offspring genotypes:{' '}
        {odds.genotypes
          .map((g) => `${g.sex === 'female' ? '♀ ' : g.sex === 'male' ? '♂ ' : ''}${g.genotype} ${fmt(g.percent)}`)
          .join(' · ')}
      </p>
    </section>
  );
}
