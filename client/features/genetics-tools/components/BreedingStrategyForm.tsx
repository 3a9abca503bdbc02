import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isXLinked, STRATEGY_LABELS, STRATEGY_TYPES, type StrategyType } from '../../../../shared/genetics/inheritance.js';
import { SelectField } from '../../../components/form/SelectField.js';
import { ApiError } from '../../../lib/api.js';
import { useBreedingStrategy } from '../api/get-breeding-strategy.js';
import { breedingInputOf } from '../url-state.js';
import { LocusOddsView } from './LocusOddsView.js';

const FEMALE = [
  { code: 'N/N', name: 'N/N – Clear' },
  { code: 'N/m', name: 'N/m – Carrier' },
  { code: 'm/m', name: 'm/m – Affected' },
];
const DOMINANT_FEMALE = [FEMALE[0], { code: 'N/m', name: 'N/m – Affected (one copy)' }, FEMALE[2]] as typeof FEMALE;
const MALE_X = [
  { code: 'N/Y', name: 'N/Y – Clear' },
  { code: 'm/Y', name: 'm/Y – Affected' },
];
const recessive = (mode: string) => mode.startsWith('recessive') || mode === 'x-linked';

/** Part 1: choose the mode and both results; the address keeps the question, so the answer can be shared. */
export function BreedingStrategyForm() {
  const [params, setParams] = useSearchParams();
  const asked = breedingInputOf(params);
  const [mode, setMode] = useState(asked?.strategy_type ?? 'recessive');
  const [dam, setDam] = useState(asked?.dam_genetic_result ?? '');
  const [sire, setSire] = useState(asked?.sire_genetic_result ?? '');
  const answer = useBreedingStrategy(asked);
  const errors = answer.error instanceof ApiError ? (answer.error.body.errors ?? {}) : {};

  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields follow the address when it changes (back, forward)
  useEffect(() => {
    if (!asked) return;
    setMode(asked.strategy_type || 'recessive');
    setDam(asked.dam_genetic_result);
    setSire(asked.sire_genetic_result);
  }, [asked?.strategy_type, asked?.dam_genetic_result, asked?.sire_genetic_result]);

  const xLinked = (STRATEGY_TYPES as readonly string[]).includes(mode) && isXLinked(mode as StrategyType);
  const damOptions = recessive(mode) ? FEMALE : DOMINANT_FEMALE;
  const sireOptions = xLinked ? MALE_X : damOptions;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams(params);
    next.set('strategy_type', mode);
    next.set('dam_genetic_result', dam);
    next.set('sire_genetic_result', sire);
    setParams(next, { preventScrollReset: true });
  }

  return (
    <>
      <form className="form-card" aria-label="One condition" onSubmit={onSubmit} noValidate>
        <h2>One condition</h2>
        <p className="hint">Choose how the condition is inherited and each parent’s result, as printed on its report.</p>
        <SelectField
          id="strategy-type"
          label="Inheritance"
          placeholder="Choose how it is inherited"
          options={STRATEGY_TYPES.map((code) => ({ code, name: STRATEGY_LABELS[code] }))}
          value={mode}
          onChange={(event) => {
            setMode(event.target.value);
            setSire('');
          }}
          error={errors.strategy_type}
        />
        <div className="field-pair">
          <SelectField
            id="dam-result"
            label="Dam’s result"
            placeholder="Choose"
            options={damOptions}
            value={dam}
            onChange={(event) => setDam(event.target.value)}
            error={errors.dam_genetic_result}
          />
          <SelectField
            id="sire-result"
            label="Sire’s result"
            placeholder="Choose"
            options={sireOptions}
            value={sire}
            onChange={(event) => setSire(event.target.value)}
            error={errors.sire_genetic_result}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="button">
            Show the offspring
          </button>
        </div>
      </form>
      {answer.data && <LocusOddsView odds={answer.data} />}
    </>
  );
}
