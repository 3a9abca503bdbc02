import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Seo } from '../../components/content/Seo.js';
import { addAnimal } from '../../features/kits/api/kits.js';
import { reportFormError } from '../../lib/form-errors.js';

/** /tools/add-animal: describe an animal before its kit arrives (or without one). */
export function AddAnimalPage() {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (k: string) => String(form.get(k) ?? '').trim();
    const body: Record<string, unknown> = { petName: text('petName'), gender: text('gender'), species: text('species') };
    for (const k of ['chipNumber', 'registrationName', 'registrationNumber']) if (text(k)) body[k] = text(k);
    if (text('dobYear')) body.dobYear = Number(text('dobYear'));
    try {
      const res = await addAnimal(body);
      navigate(`/my/animals/${res.id}`);
    } catch (error) {
      setErrors(reportFormError(error, 'Failed to add animal'));
    }
  }
  const field = (name: string, label: string) => (
    <div className="field">
      <label htmlFor={`add-${name}`}>{label}</label>
      <input id={`add-${name}`} name={name} aria-invalid={Boolean(errors[name])} />
      {errors[name] && <p className="field-error">{errors[name]}</p>}
    </div>
  );
  return (
    <div className="account-page kits-page">
      <Seo title="Add animal" description="Add an animal to your account." path={'/tools/add-animal'} noindex />
      <h1>Add animal</h1>
      <form className="form-card" onSubmit={onSubmit} noValidate aria-label="Add animal">
        {field('petName', 'Pet name *')}
        <div className="field-row">
          <div className="field">
            <label htmlFor="add-species">Species *</label>
            <select id="add-species" name="species" defaultValue="canine">
              <option value="canine">Dog</option>
              <option value="feline">Cat</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="add-gender">Sex *</label>
            <select id="add-gender" name="gender" defaultValue="">
              <option value="">Choose</option>
              <option value="male">Male</option>
              <option value="female">Female</option>
            </select>
            {errors.gender && <p className="field-error">{errors.gender}</p>}
          </div>
        </div>
        {field('dobYear', 'Year of birth')}
        {field('chipNumber', 'Microchip (15 digits)')}
        {field('registrationName', 'Registered name')}
        {field('registrationNumber', 'Registration number')}
        <button type="submit" className="button">
          Add animal
        </button>
      </form>
    </div>
  );
}
