import { useQueries, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CATEGORIES } from '../../../shared/catalogue.js';
import { STOREFRONT_CODES } from '../../../shared/storefronts.js';
import type { AdminCoupon } from '../../../shared/types/back-office.js';
import { TextField } from '../../components/form/TextField.js';
import type { CouponInput } from '../../features/back-office/api/coupons.js';
import { adminProductPricesQuery, adminProductsQuery } from '../../features/back-office/api/prices.js';
import { ChoicePicker } from '../../features/back-office/components/ChoicePicker.js';
import { reportFormError } from '../../lib/form-errors.js';

const CURRENCIES = ['AUD', 'GBP', 'EUR', 'PLN', 'SEK', 'CAD', 'NZD', 'USD'];

/** Amounts are typed in major units (12.50) and sent in minor units (1250). */
const minor = (text: string) => (text.trim() === '' ? null : Math.round(Number(text.replace(',', '.')) * 100));
const major = (amount: number | null) => (amount === null ? '' : (amount / 100).toFixed(2));
const whole = (text: string) => (text.trim() === '' ? null : Number(text));
const dateOnly = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

const SPECIES_WORD: Record<string, string> = { canine: 'dog', feline: 'cat' };
const choiceOf = (product: { id: number; name: string; species: string | null }) => ({
  id: product.id,
  name: product.species ? `${product.name} (${SPECIES_WORD[product.species] ?? product.species})` : product.name,
});

/**
 * The coupon's products by name: the chosen ids with their names (each read once), and the active products whose
 * name holds the typed text (the back office's product search, from two letters on).
 */
function useProductChoices(ids: number[]) {
  const [needle, setNeedle] = useState('');
  const found = useQuery({
    ...adminProductsQuery({ search: needle, category: '', species: '', status: 'active' }),
    enabled: needle.length >= 2,
  });
  const named = useQueries({ queries: ids.map((id) => adminProductPricesQuery(id)) });
  const chosen = ids.map((id, i) => {
    const product = named[i]?.data?.product;
    return product ? choiceOf(product) : { id, name: `Product ${id}` };
  });
  return {
    chosen,
    search: setNeedle,
    searching: needle.length >= 2 && found.isFetching,
    matches: (typed: string) => (typed === needle ? (found.data ?? []).map(choiceOf) : []),
  };
}

/** The coupon form, for a new coupon and for editing one; the server checks every field (428 errors). */
export function CouponForm(props: { coupon?: AdminCoupon; submitLabel: string; onSave: (input: CouponInput) => Promise<void> }) {
  const c = props.coupon;
  const [kind, setKind] = useState<'percent' | 'fixed'>(c?.kind ?? 'percent');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [productIds, setProductIds] = useState<number[]>(c?.productIds ?? []);
  const products = useProductChoices(productIds);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const value = kind === 'fixed' ? minor(text('value')) : whole(text('value'));
    const input: CouponInput = {
      code: text('code'),
      kind,
      value: value ?? 0,
      currency: text('currency') || null,
      minSpend: minor(text('minSpend')),
      startsAt: text('startsAt') ? `${text('startsAt')}T00:00:00Z` : null,
      expiresAt: text('expiresAt') ? `${text('expiresAt')}T00:00:00Z` : null,
      totalLimit: whole(text('totalLimit')),
      perUserLimit: whole(text('perUserLimit')),
      storefronts: form.getAll('storefronts').map(String),
      productIds,
      categoryIds: form.getAll('categoryIds').map(Number),
    };
    setBusy(true);
    try {
      await props.onSave(input);
      setErrors({});
    } catch (error) {
      setErrors(reportFormError(error, 'Network error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label="Coupon">
      <TextField id="coupon-code" name="code" label="Code" defaultValue={c?.code} error={errors.code} required />
      <fieldset className="field">
        <legend>Discount</legend>
        <label>
          <input type="radio" name="kind" value="percent" checked={kind === 'percent'} onChange={() => setKind('percent')} />{' '}
          Percent
        </label>{' '}
        <label>
          <input type="radio" name="kind" value="fixed" checked={kind === 'fixed'} onChange={() => setKind('fixed')} /> Fixed
          amount
        </label>
        {errors.kind && <span className="field-error">{errors.kind}</span>}
      </fieldset>
      <TextField
        id="coupon-value"
        name="value"
        label={kind === 'percent' ? 'Percent off' : 'Amount off'}
        inputMode="decimal"
        defaultValue={c ? (c.kind === 'fixed' ? major(c.value) : String(c.value)) : ''}
        error={errors.value}
      />
      <div className="field">
        <label htmlFor="coupon-currency">Currency{kind === 'percent' ? ' (optional)' : ''}</label>
        <select
          id="coupon-currency"
          name="currency"
          defaultValue={c?.currency ?? ''}
          aria-invalid={errors.currency ? true : undefined}
          aria-describedby={errors.currency ? 'coupon-currency-error' : undefined}
        >
          <option value="">Any</option>
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        {errors.currency && (
          <span className="field-error" id="coupon-currency-error">
            {errors.currency}
          </span>
        )}
      </div>
      <TextField
        id="coupon-min"
        name="minSpend"
        label="Minimum spend"
        inputMode="decimal"
        defaultValue={major(c?.minSpend ?? null)}
        error={errors.minSpend}
      />
      <TextField
        id="coupon-starts"
        name="startsAt"
        type="date"
        label="Valid from"
        defaultValue={dateOnly(c?.startsAt ?? null)}
        error={errors.startsAt}
      />
      <TextField
        id="coupon-expires"
        name="expiresAt"
        type="date"
        label="Valid until"
        defaultValue={dateOnly(c?.expiresAt ?? null)}
        error={errors.expiresAt}
      />
      <TextField
        id="coupon-total"
        name="totalLimit"
        label="Uses in total"
        inputMode="numeric"
        defaultValue={c?.totalLimit ?? ''}
        error={errors.totalLimit}
      />
      <TextField
        id="coupon-per-user"
        name="perUserLimit"
        label="Uses per customer"
        inputMode="numeric"
        defaultValue={c?.perUserLimit ?? ''}
        error={errors.perUserLimit}
      />
      <fieldset className="field admin-form__wide">
        <legend>Storefronts (none: all)</legend>
        <div className="admin-checks">
          {STOREFRONT_CODES.map((code) => (
            <label key={code}>
              <input type="checkbox" name="storefronts" value={code} defaultChecked={c?.storefronts.includes(code)} /> {code}
            </label>
          ))}
        </div>
        {errors.storefronts && <span className="field-error">{errors.storefronts}</span>}
      </fieldset>
      <div className="admin-form__wide">
        <ChoicePicker
          id="coupon-products"
          heading={`Only these products (${productIds.length === 0 ? 'none: every product' : productIds.length})`}
          empty="No product chosen: the coupon applies to every product."
          searchLabel="Find a product to add"
          chosen={products.chosen}
          onChange={(next) => setProductIds(next.map((product) => product.id))}
          matches={products.matches}
          onSearch={products.search}
          searching={products.searching}
          error={errors.productIds}
        />
      </div>
      <fieldset className="field admin-form__wide">
        <legend>Only these categories (none: every category)</legend>
        <div className="admin-checks">
          {CATEGORIES.map((category) => (
            <label key={category.id}>
              <input
                type="checkbox"
                name="categoryIds"
                value={category.id}
                defaultChecked={c?.categoryIds.includes(category.id)}
              />{' '}
              {category.name}
            </label>
          ))}
        </div>
        {errors.categoryIds && <span className="field-error">{errors.categoryIds}</span>}
      </fieldset>
      <div className="actions admin-form__wide">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : props.submitLabel}
        </button>
      </div>
    </form>
  );
}
