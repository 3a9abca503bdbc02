import { type KeyboardEvent, useState } from 'react';
import type { SampleCollector } from '../../../../shared/sample-collector.js';
import { AGENT_KIND_LABELS } from '../../../../shared/types/agents.js';
import { useNearbyAgents } from '../api/sample-collector.js';

type Mode = 'self' | 'agent' | 'vet';

/**
 * Who collects the sample (issue 18 §3, docs/decisions/0970), at checkout and on /activate: the buyer
 * themselves, an approved collection agent found by place, or their vet clinic typed in. `null` is the
 * buyer; a vet or agent verifies the animal's identity and the report names them.
 */
export function SampleCollectorChoice({
  value,
  onChange,
  errors = {},
}: {
  value: SampleCollector | null;
  onChange: (collector: SampleCollector | null) => void;
  errors?: Record<string, string>;
}) {
  const mode: Mode = value?.type === 'agent' ? 'agent' : value?.type === 'vet' ? 'vet' : 'self';
  const [typed, setTyped] = useState('');
  const [place, setPlace] = useState<string | null>(null);
  const agents = useNearbyAgents(place ?? '', mode === 'agent' && place !== null);
  const choose = (next: Mode) => {
    if (next === 'self') onChange(null);
    else if (next === 'vet') onChange({ type: 'vet', name: '', clinic: '' });
    else onChange({ type: 'agent', name: '', clinic: null });
  };
  const search = () => setPlace(typed.trim().slice(0, 60));
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    // Inside the activation form Enter searches instead of submitting the step.
    if (e.key === 'Enter') {
      e.preventDefault();
      search();
    }
  };
  const nameError = errors['sampleCollector.name'] ?? errors['sampleCollector.type'];
  return (
    <fieldset className="choice-list sample-collector">
      <legend>Who collects the sample?</legend>
      <p className="muted">
        A vet or an approved collection agent checks the microchip and swabs the animal; the report then says identity was
        verified by them.
      </p>
      {(
        [
          ['self', 'I collect the sample myself', 'The report says identity was not verified.'],
          ['agent', 'An approved collection agent', 'Find one near you by town, region or postcode.'],
          ['vet', 'My vet clinic', 'Your vet swabs the animal at an appointment.'],
        ] as const
      ).map(([m, label, hint]) => (
        <label key={m} className="choice">
          <input type="radio" name="sampleCollectorType" checked={mode === m} onChange={() => choose(m)} />
          <span>
            <strong>{label}</strong>
            <span className="muted"> {hint}</span>
          </span>
        </label>
      ))}
      {mode === 'agent' && (
        <div className="sample-collector__agents">
          <div className="field">
            <label htmlFor="collector-place">Town, region or postcode</label>
            <div className="inline-search">
              <input
                id="collector-place"
                type="search"
                value={typed}
                maxLength={60}
                onChange={(e) => setTyped(e.target.value)}
                onKeyDown={onKey}
              />
              <button type="button" className="button button--ghost" onClick={search}>
                Find agents
              </button>
            </div>
          </div>
          {agents.isFetching && <p className="muted">Looking for agents…</p>}
          {agents.data && agents.data.results.length === 0 && (
            <p className="muted">No approved agent there yet: try a larger town or the region, or choose your vet.</p>
          )}
          {agents.data && agents.data.results.length > 0 && (
            <ul className="sample-collector__list" aria-label="Approved collection agents">
              {agents.data.results.map((a) => (
                <li key={a.id}>
                  <label className="choice">
                    <input
                      type="radio"
                      name="sampleCollectorAgent"
                      checked={
                        value?.type === 'agent' && value.name === a.name && (value.clinic ?? null) === (a.organisation ?? null)
                      }
                      onChange={() => onChange({ type: 'agent', name: a.name, clinic: a.organisation })}
                    />
                    <span>
                      <strong>{a.name}</strong>
                      {a.organisation ? `, ${a.organisation}` : ''}
                      <span className="muted">
                        {' '}
                        {AGENT_KIND_LABELS[a.kind]} · {[a.city, a.region, a.postcode].filter(Boolean).join(' ')}
                        {a.phone ? ` · ${a.phone}` : ''}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {nameError && !value?.name && <p className="field-error">Choose an agent from the list</p>}
        </div>
      )}
      {mode === 'vet' && value && (
        <div className="form-grid">
          <div className="field">
            <label htmlFor="collector-name">Vet’s name *</label>
            <input
              id="collector-name"
              value={value.name}
              maxLength={120}
              aria-invalid={nameError ? true : undefined}
              onChange={(e) => onChange({ ...value, name: e.target.value })}
            />
            {nameError && <p className="field-error">{nameError}</p>}
          </div>
          <div className="field">
            <label htmlFor="collector-clinic">Clinic</label>
            <input
              id="collector-clinic"
              value={value.clinic ?? ''}
              maxLength={160}
              onChange={(e) => onChange({ ...value, clinic: e.target.value })}
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}

/** The page's own check before it sends a choice: a vet or agent needs a name. */
export function collectorSlips(collector: SampleCollector | null, required: string): Record<string, string> {
  return collector && !collector.name.trim() ? { 'sampleCollector.name': required } : {};
}
