import type { FactSheet } from '../../../../shared/types/resources.js';
import { factSheetPdfUrl } from '../api/get-fact-sheets.js';

const MAX_BREEDS = 8;

/** One test's fact sheet: facts up front, each result's meaning on demand, the PDF to download. */
export function FactSheetCard({ sheet }: { sheet: FactSheet }) {
  const breeds = sheet.breeds.length
    ? sheet.breeds.length > MAX_BREEDS
      ? `${sheet.breeds.slice(0, MAX_BREEDS).join(', ')} and ${sheet.breeds.length - MAX_BREEDS} more`
      : sheet.breeds.join(', ')
    : `All ${sheet.species === 'canine' ? 'dogs' : 'cats'}`;
  return (
    <article className="form-card fact-sheet" aria-labelledby={`fs-${sheet.id}`}>
      <header className="fact-sheet__head">
        <h2 id={`fs-${sheet.id}`}>{sheet.name}</h2>
        <a className="button button--ghost" href={factSheetPdfUrl(sheet.id)} download>
          Download PDF<span className="visually-hidden"> of the {sheet.name} fact sheet</span>
        </a>
      </header>
      <dl className="fact-sheet__facts">
        <div>
          <dt>Species</dt>
          <dd>{sheet.species === 'canine' ? 'Dogs' : 'Cats'}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{sheet.kind === 'disease' ? 'Disease' : 'Trait'}</dd>
        </div>
        <div>
          <dt>Gene</dt>
          <dd>{sheet.gene ?? 'Not stated'}</dd>
        </div>
        <div>
          <dt>Inheritance</dt>
          <dd>{sheet.inheritance}</dd>
        </div>
        <div className="fact-sheet__breeds">
          <dt>Breeds</dt>
          <dd>{breeds}</dd>
        </div>
      </dl>
      <p>{sheet.description}</p>
      <details>
        <summary>What a result means</summary>
        {sheet.results.length > 0 && (
          <ul className="fact-sheet__results">
            {sheet.results.map((result) => (
              <li key={result.genotype}>
                <strong>
                  {result.genotype} {result.label}
                </strong>
                <p>For the animal: {result.meaning}</p>
                <p>For breeding: {result.breeding}</p>
              </li>
            ))}
          </ul>
        )}
        <p>{sheet.advice}</p>
      </details>
    </article>
  );
}
