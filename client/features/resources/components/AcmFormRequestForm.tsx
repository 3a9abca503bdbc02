import { type FormEvent, useState } from 'react';
import { reportFormError } from '../../../lib/form-errors.js';
import { showToast } from '../../../lib/toast.js';
import { type NewAcmFormRequest, useCreateAcmFormRequest } from '../api/create-acm-form-request.js';
import { useAcmAnimals } from '../api/get-acm-form-requests.js';

/** Ask for witnessed-collection forms: tick the animals, optionally name the agent and their clinic. */
export function AcmFormRequestForm() {
  const animals = useAcmAnimals().data ?? [];
  const [chosen, setChosen] = useState<number[]>([]);
  const [agentName, setAgentName] = useState('');
  const [agentClinic, setAgentClinic] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateAcmFormRequest();

  function toggle(id: number, on: boolean) {
    setChosen((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: NewAcmFormRequest = { animalIds: chosen };
    if (agentName.trim()) body.agentName = agentName.trim();
    if (agentClinic.trim()) body.agentClinic = agentClinic.trim();
    setErrors({});
    create.mutate(body, {
      onSuccess: (created) => {
        showToast(`Request ${created.reference} sent: the lab e-mails your forms shortly.`, 'success');
        setChosen([]);
        setAgentName('');
        setAgentClinic('');
      },
      onError: (error) => setErrors(reportFormError(error, 'The request could not be sent. Please try again shortly')),
    });
  }

  return (
    <form className="form-card acm-form" aria-label="Request ACM forms" onSubmit={onSubmit} noValidate>
      <h2>Request forms</h2>
      <fieldset className="field">
        <legend>Animals</legend>
        {animals.length === 0 && <p className="hint">You have no animals yet: activate a kit first.</p>}
        <ul className="acm-animals">
          {animals.map((animal) => (
            <li key={animal.id}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.includes(animal.id)}
                  onChange={(event) => toggle(animal.id, event.target.checked)}
                />{' '}
                <span>
                  {animal.name}
                  <small>
                    {' '}
                    · {animal.breed ?? (animal.species === 'canine' ? 'Dog' : 'Cat')} ·{' '}
                    {animal.microchip ? `chip ${animal.microchip}` : 'no microchip recorded'}
                  </small>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors.animalIds && <p className="field-error">{errors.animalIds}</p>}
      </fieldset>
      <div className="field-row">
        <div className="field">
          <label htmlFor="acm-agent">Collection agent (optional)</label>
          <input
            id="acm-agent"
            maxLength={120}
            autoComplete="off"
            value={agentName}
            onChange={(event) => setAgentName(event.target.value)}
            aria-invalid={errors.agentName ? true : undefined}
          />
          {errors.agentName && <p className="field-error">{errors.agentName}</p>}
        </div>
        <div className="field">
          <label htmlFor="acm-clinic">Clinic or club (optional)</label>
          <input
            id="acm-clinic"
            maxLength={120}
            autoComplete="organization"
            value={agentClinic}
            onChange={(event) => setAgentClinic(event.target.value)}
            aria-invalid={errors.agentClinic ? true : undefined}
          />
          {errors.agentClinic && <p className="field-error">{errors.agentClinic}</p>}
        </div>
      </div>
      <p className="hint">
        Tick the animals you will present to the agent. Leave the agent blank to have it filled in by hand at collection.
      </p>
      <button type="submit" className="button" disabled={create.isPending}>
        Request forms
      </button>
    </form>
  );
}
