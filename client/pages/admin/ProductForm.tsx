import { type FormEvent, useState } from 'react';
import { CATEGORIES, INHERITANCE_LABELS, PRODUCT_KINDS } from '../../../shared/catalogue.js';
import { STOREFRONT_CODES } from '../../../shared/storefronts.js';
import type { AdminProduct, AdminProductFields } from '../../../shared/types/back-office.js';
import { TextField } from '../../components/form/TextField.js';
import { useBreedChoices } from '../../features/back-office/api/prices.js';
import { reportFormError } from '../../lib/form-errors.js';

export const KIND_LABELS: Record<string, string> = {
  fbp: 'Full breed profile',
  d: 'Disease test',
  t: 'Trait test',
  dna: 'DNA profile / parentage',
  lp: 'Life plan',
  ca: 'Collection-agent product',
  vet: 'Clinic supply',
  nsat: 'Kit, pack or other (no sample)',
};

type Species = 'canine' | 'feline' | null;

/** The product form, for a new product and for editing one; the server checks every field (428 errors). */
export function ProductForm(props: {
  product?: AdminProduct;
  submitLabel: string;
  disabled?: boolean;
  onSave: (fields: AdminProductFields) => Promise<void>;
}) {
  const p = props.product;
  const [species, setSpecies] = useState<Species>(p?.species ?? 'canine');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const breeds = useBreedChoices(species);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const fields: AdminProductFields = {
      name: text('name'),
      categoryId: Number(text('categoryId')),
      kind: text('kind'),
      species,
      breedIds: form.getAll('breedIds').map(Number),
      gene: text('gene') || null,
      inheritance: text('inheritance') || null,
      sampleType: text('sampleType') || null,
      turnaround: text('turnaround') || null,
      description: text('description'),
      onlyStorefront: text('onlyStorefront') || null,
    };
    setBusy(true);
    try {
      await props.onSave(fields);
      setErrors({});
    } catch (error) {
      setErrors(reportFormError(error, 'Network error'));
    } finally {
      setBusy(false);
    }
  }

  const select = (
    id: string,
    name: keyof AdminProductFields,
    label: string,
    options: { value: string; label: string }[],
    defaultValue: string,
  ) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {errors[name] && (
        <span className="field-error" id={`${id}-error`}>
          {errors[name]}
        </span>
      )}
    </div>
  );

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label="Product">
      <fieldset className="admin-form__wide" disabled={props.disabled || busy}>
        <div className="admin-form">
          <div className="admin-form__wide">
            <TextField id="product-name" name="name" label="Name" defaultValue={p?.name} error={errors.name} required />
          </div>
          {select(
            'product-category',
            'categoryId',
            'Category',
            CATEGORIES.map((c) => ({ value: String(c.id), label: `${c.name} (${c.id})` })),
            String(p?.categoryId ?? 1),
          )}
          {select(
            'product-kind',
            'kind',
            'Kind',
            PRODUCT_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] ?? k })),
            p?.kind ?? 'd',
          )}
          <div className="field">
            <label htmlFor="product-species">Species</label>
            <select
              id="product-species"
              name="species"
              value={species ?? ''}
              onChange={(event) => setSpecies((event.target.value || null) as Species)}
              aria-invalid={errors.species ? true : undefined}
            >
              <option value="canine">Canine</option>
              <option value="feline">Feline</option>
              <option value="">None (kits, supplies)</option>
            </select>
            {errors.species && <span className="field-error">{errors.species}</span>}
          </div>
          <div className="field">
            <label htmlFor="product-breeds">Breeds</label>
            <span className="hint" id="product-breeds-hint">
              None chosen: every breed of the species.
            </span>
            <select
              id="product-breeds"
              name="breedIds"
              multiple
              size={5}
              key={species ?? 'none'}
              defaultValue={p && p.species === species ? p.breedIds.map(String) : []}
              disabled={species === null}
              aria-describedby={errors.breedIds ? 'product-breeds-hint product-breeds-error' : 'product-breeds-hint'}
              aria-invalid={errors.breedIds ? true : undefined}
            >
              {(breeds.data ?? []).map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
            {errors.breedIds && (
              <span className="field-error" id="product-breeds-error">
                {errors.breedIds}
              </span>
            )}
          </div>
          <TextField id="product-gene" name="gene" label="Gene" defaultValue={p?.gene ?? ''} error={errors.gene} />
          {select(
            'product-inheritance',
            'inheritance',
            'Inheritance mode',
            [{ value: '', label: 'None' }, ...Object.entries(INHERITANCE_LABELS).map(([value, label]) => ({ value, label }))],
            p?.inheritance ?? '',
          )}
          <TextField
            id="product-sample"
            name="sampleType"
            label="Sample type"
            defaultValue={p?.sampleType ?? 'Cheek swab'}
            error={errors.sampleType}
          />
          <TextField
            id="product-turnaround"
            name="turnaround"
            label="Turnaround"
            defaultValue={p?.turnaround ?? '10–15 business days'}
            error={errors.turnaround}
          />
          {select(
            'product-storefront',
            'onlyStorefront',
            'Sold in',
            [
              { value: '', label: 'Every storefront' },
              ...STOREFRONT_CODES.map((code) => ({ value: code, label: `${code} only` })),
            ],
            p?.onlyStorefront ?? '',
          )}
          <div className="field admin-form__wide">
            <label htmlFor="product-description">Description (also the fact sheet’s summary)</label>
            <textarea
              id="product-description"
              name="description"
              rows={4}
              defaultValue={p?.description ?? ''}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? 'product-description-error' : undefined}
            />
            {errors.description && (
              <span className="field-error" id="product-description-error">
                {errors.description}
              </span>
            )}
          </div>
          <div className="admin-form__actions">
            <button type="submit" className="button">
              {busy ? 'Saving…' : props.submitLabel}
            </button>
          </div>
        </div>
      </fieldset>
    </form>
  );
}
