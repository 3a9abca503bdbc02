import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BreedingAnimal } from '../../../../shared/types/genetics-tools.js';
import { ApiError } from '../../../lib/api.js';
import { usePairingAnimals } from '../api/get-pairing-animals.js';
import { usePairing } from '../api/plan-pairing.js';
import { pairingChoiceOf } from '../url-state.js';
import { PairingView } from './PairingView.js';

const BY_CHIP = 'chip';

function ParentField(props: {
  parent: 'dam' | 'sire';
  animals: BreedingAnimal[];
  choice: string;
  chip: string;
  onChoice: (value: string) => void;
  onChip: (value: string) => void;
  error?: string;
}) {
  const label = props.parent === 'dam' ? 'Dam' : 'Sire';
  const selectId = `${props.parent}-animal`;
  const chipId = `${props.parent}-chip`;
  return (
    <div className="planner-parent">
      <div className="field">
        <label htmlFor={selectId}>{label}</label>
        <select
          id={selectId}
          value={props.choice}
          onChange={(event) => props.onChoice(event.target.value)}
          aria-invalid={props.error && props.choice !== BY_CHIP ? true : undefined}
        >
          <option value="">Choose the {props.parent}</option>
          {props.animals.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.name}
              {a.breed ? ` (${a.breed})` : ''} · {a.publishedTests} tests
            </option>
          ))}
          <option value={BY_CHIP}>Another breeder’s animal, by microchip…</option>
        </select>
      </div>
      {props.choice === BY_CHIP && (
        <div className="field">
          <label htmlFor={chipId}>{label}’s microchip number</label>
          <input
            id={chipId}
            value={props.chip}
            onChange={(event) => props.onChip(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            placeholder="15 digits"
            aria-invalid={props.error ? true : undefined}
          />
        </div>
      )}
      {props.error && <p className="field-error">{props.error}</p>}
    </div>
  );
}

/** Part 2: the litter planner. A dam and a sire from your animals or by microchip, every tested condition at once. */
export function LitterPlanner() {
  const [params, setParams] = useSearchParams();
  const animals = usePairingAnimals();
  const asked = pairingChoiceOf(params);
  const [dam, setDam] = useState(params.get('damChip') ? BY_CHIP : (params.get('damId') ?? ''));
  const [sire, setSire] = useState(params.get('sireChip') ? BY_CHIP : (params.get('sireId') ?? ''));
  const [damChip, setDamChip] = useState(params.get('damChip') ?? '');
  const [sireChip, setSireChip] = useState(params.get('sireChip') ?? '');
  const [missing, setMissing] = useState<Record<string, string>>({});
  const answer = usePairing(asked);
  const apiErrors = answer.error instanceof ApiError ? (answer.error.body.errors ?? {}) : {};
  const notFound = answer.error instanceof ApiError && answer.error.status === 404;
  const list = animals.data ?? [];
  const species = list.find((a) => String(a.id) === dam)?.species ?? list.find((a) => String(a.id) === sire)?.species;
  const of = (gender: 'female' | 'male') => list.filter((a) => a.gender === gender && (!species || a.species === species));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!dam || (dam === BY_CHIP && !damChip.trim()))
      problems.dam = dam === BY_CHIP ? 'Enter the dam’s microchip number' : 'Choose the dam';
    if (!sire || (sire === BY_CHIP && !sireChip.trim()))
      problems.sire = sire === BY_CHIP ? 'Enter the sire’s microchip number' : 'Choose the sire';
    setMissing(problems);
    if (Object.keys(problems).length) return;
    const next = new URLSearchParams(params);
    for (const key of ['damId', 'damChip', 'sireId', 'sireChip']) next.delete(key);
    if (dam === BY_CHIP) next.set('damChip', damChip.trim());
    else next.set('damId', dam);
    if (sire === BY_CHIP) next.set('sireChip', sireChip.trim());
    else next.set('sireId', sire);
    setParams(next, { preventScrollReset: true });
  }

  return (
    <>
      <form id="litter-planner" className="form-card" aria-label="Litter planner" onSubmit={onSubmit} noValidate>
        <h2>Litter planner</h2>
        <p className="hint">
          Every condition both parents were tested for, at once: the chance a puppy or kitten is clear at all of them, or affected
          by any. Conditions tested on one parent only are listed as unknown, never guessed.
        </p>
        {animals.data && list.length === 0 && <p>None of your animals has published results yet.</p>}
        <div className="field-pair">
          <ParentField
            parent="dam"
            animals={of('female')}
            choice={dam}
            chip={damChip}
            onChoice={setDam}
            onChip={setDamChip}
            error={missing.dam ?? apiErrors.damId ?? apiErrors.damMicrochip}
          />
          <ParentField
            parent="sire"
            animals={of('male')}
            choice={sire}
            chip={sireChip}
            onChoice={setSire}
            onChip={setSireChip}
            error={missing.sire ?? apiErrors.sireId ?? apiErrors.sireMicrochip}
          />
        </div>
        {notFound && <p className="field-error">One of these animals is not yours or no longer exists: choose again.</p>}
        <div className="form-actions">
          <button type="submit" className="button">
            Plan the litter
          </button>
        </div>
      </form>
      {answer.data && <PairingView answer={answer.data} />}
    </>
  );
}
