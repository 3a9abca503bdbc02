import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  FELINE_ALLELES,
  FELINE_LOCI,
  FELINE_LOCUS_LABELS,
  type FelineColour,
  type FelineLocus,
  readFelineGenotypes,
} from '../../../../shared/genetics/feline-colour.js';
import type { ColourCat, KittenColoursAnswer } from '../../../../shared/types/genetics-tools.js';
import { ApiError } from '../../../lib/api.js';
import { useFelineColour } from '../api/feline-colour.js';
import { useColourCats } from '../api/get-colour-cats.js';
import { EMPTY_LOCI, felineInputOf, type Loci, lociOf, textOf } from '../url-state.js';

const genotypesOf = (locus: FelineLocus) => {
  const alleles = FELINE_ALLELES[locus];
  return alleles.flatMap((a, i) => alleles.slice(i).map((b) => `${a}/${b}`));
};

function CatFields(props: {
  prefix: string;
  title: string;
  loci: Loci;
  onChange: (loci: Loci) => void;
  cats: ColourCat[];
  errors: Record<string, string>;
}) {
  const fillId = `${props.prefix}fill`;
  return (
    <fieldset className="cat-fields">
      <legend>{props.title}</legend>
      {props.cats.length > 0 && (
        <div className="field">
          <label htmlFor={fillId}>Fill from one of your cats</label>
          <select
            id={fillId}
            defaultValue=""
            onChange={(event) => {
              const cat = props.cats.find((c) => String(c.id) === event.target.value);
              if (cat) props.onChange({ ...EMPTY_LOCI, ...cat.loci });
            }}
          >
            <option value="">Choose a cat with published colour results</option>
            {props.cats.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
                {c.breed ? ` (${c.breed})` : ''}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="locus-grid">
        {FELINE_LOCI.map((locus) => {
          const id = `${props.prefix}${locus}`;
          const error = props.errors[id.replace('-', '.')];
          return (
            <div className="field" key={locus}>
              <label htmlFor={id}>{FELINE_LOCUS_LABELS[locus]}</label>
              <select
                id={id}
                value={props.loci[locus]}
                onChange={(event) => props.onChange({ ...props.loci, [locus]: event.target.value })}
                aria-invalid={error ? true : undefined}
              >
                <option value="">Choose</option>
                {genotypesOf(locus).map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </select>
              {error && <span className="field-error">{error}</span>}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

function ColourAnswer({ answer, title, level = 3 }: { answer: FelineColour; title: string; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="colour-answer">
      <Heading>
        {title}: <span className="colour-name">{answer.colour}</span>
      </Heading>
      <ul>
        {answer.reasons.map((r) => (
          <li key={r.locus}>
            <strong>{r.genotype}</strong> {r.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

function KittensAnswer({ answer }: { answer: KittenColoursAnswer }) {
  return (
    <>
      <h2>The pair and their kittens</h2>
      <div className="field-pair">
        <ColourAnswer answer={answer.dam} title="Dam" />
        <ColourAnswer answer={answer.sire} title="Sire" />
      </div>
      <table className="data-table kitten-table">
        <caption>The kittens’ possible colours</caption>
        <thead>
          <tr>
            <th scope="col">Colour</th>
            <th scope="col">Share of the litter</th>
          </tr>
        </thead>
        <tbody>
          {answer.kittens.map((k) => (
            <tr key={k.colour}>
              <th scope="row">{k.colour}</th>
              <td data-label="Share of the litter">
                {k.percent}% <span className="hint">({k.fraction})</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint">{answer.note}</p>
    </>
  );
}

/** The feline colour tool: one cat's coat, or the kittens of a pair, with the loci filled by hand or from a cat's results. */
export function FelineColourTool() {
  const [params, setParams] = useSearchParams();
  const cats = useColourCats();
  const [pair, setPair] = useState(params.has('dam') || params.has('sire'));
  const [cat, setCat] = useState(lociOf(params.get('cat')));
  const [dam, setDam] = useState(lociOf(params.get('dam')));
  const [sire, setSire] = useState(lociOf(params.get('sire')));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const asked = felineInputOf(params);
  const answer = useFelineColour(asked);
  const apiErrors = answer.error instanceof ApiError ? (answer.error.body.errors ?? {}) : {};
  const shown = { ...apiErrors, ...errors };
  const all = cats.data ?? [];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    const check = (loci: Loci, prefix: string) => {
      const read = readFelineGenotypes(loci, prefix);
      if (!read.ok) Object.assign(problems, read.errors);
    };
    if (pair) {
      check(dam, 'dam.');
      check(sire, 'sire.');
    } else check(cat, '');
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setParams(pair ? { dam: textOf(dam), sire: textOf(sire) } : { cat: textOf(cat) }, { preventScrollReset: true });
  }

  return (
    <>
      <form className="form-card feline-colour-form" aria-label="Feline colour" onSubmit={onSubmit} noValidate>
        <fieldset className="choice-row">
          <legend>What would you like to know?</legend>
          <label className="choice-option">
            <input type="radio" name="what" checked={!pair} onChange={() => setPair(false)} /> One cat’s colour
          </label>
          <label className="choice-option">
            <input type="radio" name="what" checked={pair} onChange={() => setPair(true)} /> The kittens of a pair
          </label>
        </fieldset>
        {pair ? (
          <>
            <CatFields
              prefix="dam-"
              title="Dam"
              loci={dam}
              onChange={setDam}
              cats={all.filter((c) => c.gender === 'female')}
              errors={shown}
            />
            <CatFields
              prefix="sire-"
              title="Sire"
              loci={sire}
              onChange={setSire}
              cats={all.filter((c) => c.gender === 'male')}
              errors={shown}
            />
          </>
        ) : (
          <CatFields prefix="" title="The cat" loci={cat} onChange={setCat} cats={all} errors={shown} />
        )}
        <div className="form-actions">
          <button type="submit" className="button">
            {pair ? 'Show the kittens' : 'Name the colour'}
          </button>
        </div>
      </form>
      {answer.data && (
        <section className="form-card" aria-label="Colour" aria-live="polite">
          {'kittens' in answer.data ? (
            <KittensAnswer answer={answer.data} />
          ) : (
            <ColourAnswer answer={answer.data} title="Colour" level={2} />
          )}
        </section>
      )}
    </>
  );
}
