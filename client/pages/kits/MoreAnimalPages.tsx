import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Seo } from '../../components/content/Seo.js';
import { collectedAnimalsQuery, transfersQuery } from '../../features/kits/api/kits.js';
import { api } from '../../lib/api.js';
import { reportFormError } from '../../lib/form-errors.js';
import { showToast } from '../../lib/toast.js';

/** /my/transfer-animal: transfers offered to me (accept or decline) and the history of mine. */
export function TransferAnimalPage() {
  const queryClient = useQueryClient();
  const transfers = useQuery(transfersQuery());
  async function decide(id: number, accept: boolean) {
    try {
      await api('POST', `/api/my/transfers/${id}/${accept ? 'accept' : 'decline'}`);
      showToast(accept ? 'The animal is now in your account' : 'Transfer declined', 'success');
      await queryClient.invalidateQueries({ queryKey: ['my'] });
    } catch (error) {
      reportFormError(error, 'Network error');
    }
  }
  return (
    <div className="account-page kits-page">
      <Seo
        title="Transfer animal"
        description="Offer an animal, with its results, to its new owner."
        path={'/my/transfer-animal'}
        noindex
      />
      <h1>Transfer animal</h1>
      <p className="hint">
        To transfer one of your animals, open it in My Animals and offer it to the new owner's email. The new owner accepts here.
      </p>
      {transfers.data?.results.length === 0 && <p>No Results</p>}
      <ul className="animal-cards">
        {transfers.data?.results.map((t) => (
          <li key={t.id} className="animal-card">
            <h2>{t.animalName}</h2>
            <p>
              {t.direction === 'incoming' ? `From ${t.otherParty}` : `To ${t.otherParty}`} · {t.status} ·{' '}
              {t.createdAt.slice(0, 10)}
            </p>
            {t.direction === 'incoming' && t.status === 'pending' && (
              <div className="form-actions">
                <button type="button" className="button" onClick={() => decide(t.id, true)}>
                  Accept
                </button>
                <button type="button" className="button button--ghost" onClick={() => decide(t.id, false)}>
                  Decline
                </button>
              </div>
            )}
            {t.direction === 'incoming' && t.status === 'accepted' && <Link to={`/my/animals/${t.animalId}`}>Open</Link>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /my/animals/collected: a collection agent's register of witnessed samples. */
export function CollectedAnimalsPage() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const list = useQuery(collectedAnimalsQuery(name));
  async function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries([...new FormData(form).entries()].filter(([, v]) => String(v).trim() !== ''));
    try {
      await api('POST', '/api/tools/collected-animal', data);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: ['my', 'collected'] });
    } catch (error) {
      reportFormError(error, 'Network error');
    }
  }
  return (
    <div className="account-page kits-page">
      <Seo
        title="Collected animals"
        description="The animals you collected samples from."
        path={'/my/animals/collected'}
        noindex
      />
      <h1>Collected animals</h1>
      <form className="form-card" aria-label="Record a collection" onSubmit={onAdd}>
        <div className="field-row">
          <div className="field">
            <label htmlFor="col-name">Animal name</label>
            <input id="col-name" name="name" required maxLength={60} />
          </div>
          <div className="field">
            <label htmlFor="col-species">Species</label>
            <select id="col-species" name="species" defaultValue="canine">
              <option value="canine">Dog</option>
              <option value="feline">Cat</option>
            </select>
          </div>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor="col-chip">Microchip checked</label>
            <input id="col-chip" name="microchip" inputMode="numeric" maxLength={15} />
          </div>
          <div className="field">
            <label htmlFor="col-barcode">Kit barcode</label>
            <input id="col-barcode" name="barcode" maxLength={50} />
          </div>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor="col-owner">Owner</label>
            <input id="col-owner" name="ownerName" maxLength={120} />
          </div>
          <div className="field">
            <label htmlFor="col-date">Collected on</label>
            <input id="col-date" name="collectedOn" type="date" required />
          </div>
        </div>
        <button type="submit" className="button">
          Record
        </button>
      </form>
      <input
        type="search"
        aria-label="Find by name"
        placeholder="Find by name"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Animal</th>
              <th scope="col">Microchip</th>
              <th scope="col">Barcode</th>
              <th scope="col">Owner</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data?.results.map((a) => (
              <tr key={a.id}>
                <td>{a.collectedOn}</td>
                <td>{a.name}</td>
                <td>{a.microchip ?? ''}</td>
                <td>{a.barcode ?? ''}</td>
                <td>{a.ownerName ?? ''}</td>
                <td>
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    onClick={async () => {
                      if (!window.confirm('Are you sure you want to delete this animal?')) return;
                      await api('DELETE', `/api/tools/collected-animal/${a.id}`).catch((e: unknown) =>
                        reportFormError(e, 'Failed to remove animal'),
                      );
                      await queryClient.invalidateQueries({ queryKey: ['my', 'collected'] });
                    }}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

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
      const res = await api<{ id: number }>('POST', '/api/my/animals', body);
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
