import { type FormEvent, useState } from 'react';
import { readMicrochip } from '../../../../shared/microchip.js';
import type { ParentageAnimal } from '../../../../shared/types/parentage.js';
import { PARENTAGE_MSG } from '../../../../shared/validation-messages.js';
import { reportFormError } from '../../../lib/form-errors.js';
import { showToast } from '../../../lib/toast.js';
import { type NewParentageRequest, useCreateParentageRequest } from '../api/create-parentage-request.js';
import { useParentageAnimals } from '../api/get-parentage-animals.js';

type Source = 'mine' | 'microchip' | 'none';

/** A parent chosen from the breeder's own animals or by microchip (another owner's animal with a profile on file). */
function ParentField(props: {
  parent: 'dam' | 'sire';
  animals: ParentageAnimal[];
  source: Source;
  onSource: (source: Source) => void;
  value: string;
  onValue: (value: string) => void;
  errors: Record<string, string>;
}) {
  const label = props.parent === 'dam' ? 'Dam' : 'Sire';
  const idField = `${props.parent}Id`;
  const chipField = `${props.parent}Microchip`;
  const error = props.errors[idField] ?? props.errors[chipField] ?? props.errors[props.parent];
  const reading = props.source === 'microchip' && props.value ? readMicrochip(props.value) : null;
  return (
    <fieldset className="field parentage-parent-field">
      <legend>{label}</legend>
      <div className="segmented" role="radiogroup" aria-label={`${label} from`}>
        {(
          [
            ['mine', 'My animals'],
            ['microchip', 'By microchip'],
            ['none', 'Not tested'],
          ] as const
        ).map(([value, text]) => (
          <label key={value}>
            <input
              type="radio"
              name={`${props.parent}-source`}
              value={value}
              checked={props.source === value}
              onChange={() => {
                props.onSource(value);
                props.onValue('');
              }}
            />{' '}
            {text}
          </label>
        ))}
      </div>
      {props.source === 'mine' && (
        <select
          aria-label={`${label} from my animals`}
          value={props.value}
          onChange={(event) => props.onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
        >
          <option value="">Choose the {props.parent}</option>
          {props.animals.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
              {a.breedName ? ` (${a.breedName})` : ''}
              {a.profile === 'ordered' ? ' · profile ordered' : ''}
            </option>
          ))}
        </select>
      )}
      {props.source === 'microchip' && (
        <input
          aria-label={`${label} microchip number`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          placeholder="15 digits"
          value={props.value}
          onChange={(event) => props.onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      )}
      {props.source === 'microchip' && (
        <p className="hint">
          {reading && !reading.ok
            ? reading.message
            : 'The lab looks the chip up among animals with a published DNA profile. You see its name only, never its owner.'}
        </p>
      )}
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}

/** New parentage request: the offspring, then its dam and/or sire; optionally through the breeder's club. */
export function ParentageRequestForm(props: { initialOffspring?: number; onCreated: () => void }) {
  const all = useParentageAnimals();
  const animals = all.data?.results ?? [];
  const [offspring, setOffspring] = useState(props.initialOffspring ? String(props.initialOffspring) : '');
  const [damSource, setDamSource] = useState<Source>('mine');
  const [dam, setDam] = useState('');
  const [sireSource, setSireSource] = useState<Source>('microchip');
  const [sire, setSire] = useState('');
  const [viaClub, setViaClub] = useState(false);
  const [clubName, setClubName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateParentageRequest();
  const chosen = animals.find((a) => String(a.id) === offspring);
  const sameSpecies = animals.filter((a) => !chosen || (a.species === chosen.species && a.id !== chosen.id));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: NewParentageRequest = {};
    if (offspring) body.offspringId = Number(offspring);
    if (damSource === 'mine' && dam) body.damId = Number(dam);
    if (damSource === 'microchip' && dam) body.damMicrochip = dam;
    if (sireSource === 'mine' && sire) body.sireId = Number(sire);
    if (sireSource === 'microchip' && sire) body.sireMicrochip = sire;
    if (viaClub) body.clubName = clubName;
    setErrors({});
    create.mutate(body, {
      onSuccess: (created) => {
        showToast(
          created.status === 'completed'
            ? `Parentage request ${created.reference} compared: see the verdict below.`
            : `Parentage request ${created.reference} sent: it waits for the DNA profiles.`,
          'success',
        );
        setDam('');
        setSire('');
        props.onCreated();
      },
      onError: (error) => setErrors(reportFormError(error, PARENTAGE_MSG.requestFailed)),
    });
  }

  return (
    <form className="form-card parentage-form" aria-label="New parentage request" onSubmit={onSubmit} noValidate>
      <h2>New parentage request</h2>
      <div className="field">
        <label htmlFor="parentage-offspring">Offspring</label>
        <select
          id="parentage-offspring"
          value={offspring}
          onChange={(event) => setOffspring(event.target.value)}
          aria-invalid={errors.offspringId ? true : undefined}
        >
          <option value="">Choose the puppy or kitten</option>
          {animals.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} · {a.profileLabel}
            </option>
          ))}
        </select>
        {errors.offspringId && <p className="field-error">{errors.offspringId}</p>}
        {all.isSuccess && animals.length === 0 && (
          <p className="hint">
            None of your animals has a DNA profile or a kit that includes one yet: order a DNA profile first.
          </p>
        )}
      </div>
      <ParentField
        parent="dam"
        animals={sameSpecies.filter((a) => a.gender === 'female')}
        source={damSource}
        onSource={setDamSource}
        value={dam}
        onValue={setDam}
        errors={errors}
      />
      <ParentField
        parent="sire"
        animals={sameSpecies.filter((a) => a.gender === 'male')}
        source={sireSource}
        onSource={setSireSource}
        value={sire}
        onValue={setSire}
        errors={errors}
      />
      <div className="field">
        <label>
          <input type="checkbox" checked={viaClub} onChange={(event) => setViaClub(event.target.checked)} /> Request through my
          club
        </label>
        {viaClub && (
          <>
            <label htmlFor="parentage-club">Club name</label>
            <input
              id="parentage-club"
              value={clubName}
              maxLength={120}
              onChange={(event) => setClubName(event.target.value)}
              aria-invalid={errors.clubName ? true : undefined}
            />
            {errors.clubName && <p className="field-error">{errors.clubName}</p>}
          </>
        )}
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? 'Sending…' : 'Request parentage'}
        </button>
      </div>
    </form>
  );
}
