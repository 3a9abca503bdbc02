import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Seo } from '../../components/content/Seo.js';
import { DataTable } from '../../components/list/DataTable.js';
import { addCollectedAnimal, collectedAnimalsQuery, removeCollectedAnimal } from '../../features/kits/api/kits.js';
import { reportFormError } from '../../lib/form-errors.js';

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
      await addCollectedAnimal(data);
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
      <DataTable columns={['Date', 'Animal', 'Microchip', 'Barcode', 'Owner']} actions>
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
                  await removeCollectedAnimal(a.id).catch((e: unknown) => reportFormError(e, 'Failed to remove animal'));
                  await queryClient.invalidateQueries({ queryKey: ['my', 'collected'] });
                }}
              >
                Delete
              </button>
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
