import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDateTime, formatMoney } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import type { CurrencyCode, StorefrontCode } from '../../../shared/storefronts.js';
import type { AdminProductPrice } from '../../../shared/types/back-office.js';
import { Seo } from '../../components/content/Seo.js';
import { setProductPrice, useAdminProductPrices, useAdminProducts } from '../../features/back-office/api/prices.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { reportFormError } from '../../lib/form-errors.js';
import { showToast } from '../../lib/toast.js';

/** /admin/catalogue: find a product to price. */
export function AdminProductsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const found = useAdminProducts(search);

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    setParams(term ? { search: term } : {}, { preventScrollReset: true });
  }

  return (
    <div className="admin-page">
      <Seo title="Prices" description="Catalogue prices." path={paths.adminCatalogue} noindex />
      <h1>Prices</h1>
      <form className="inline-search" aria-label="Find products" onSubmit={onSearch}>
        <label htmlFor="product-search">Find a product by name or id</label>
        <input id="product-search" name="search" type="search" defaultValue={search} />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {found.isError && <p className="field-error">Error fetching data</p>}
      {found.data?.length === 0 && <p>No Results</p>}
      {found.data && found.data.length > 0 && (
        <div className="table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Id</th>
                <th scope="col">Product</th>
                <th scope="col">Kind</th>
                <th scope="col">Species</th>
              </tr>
            </thead>
            <tbody>
              {found.data.map((product) => (
                <tr key={product.id}>
                  <td>{product.id}</td>
                  <td className="admin-table__wrap">
                    <Link to={paths.adminProduct(product.id)}>{product.name}</Link>
                  </td>
                  <td>{product.kind}</td>
                  <td>{product.species ?? 'any'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** /admin/catalogue/{id}: the product's price in each currency, each row editable; orders keep their prices. */
export function AdminProductPricesPage() {
  const id = Number(useParams().productId);
  const prices = useAdminProductPrices(id);
  const { storefront } = useStorefront();
  const data = prices.data;
  return (
    <div className="admin-page">
      <Seo
        title={data ? `Prices · ${data.product.name}` : 'Prices'}
        description="A product's prices."
        path={paths.adminProduct(id)}
        noindex
      />
      <p>
        <Link to={paths.adminCatalogue}>← Prices</Link>
      </p>
      {prices.isError && <p className="field-error">Error fetching data</p>}
      {data && (
        <>
          <h1>{data.product.name}</h1>
          <p className="hint">
            Prices in minor units (cents). A change shows in the shop at once; orders already placed keep the price they were sold
            at.
          </p>
          <section className="admin-card" aria-labelledby="prices-heading">
            <h2 id="prices-heading">Prices per currency</h2>
            {data.prices.map((price) => (
              <PriceRow key={price.currency} productId={id} price={price} />
            ))}
          </section>
          <section className="admin-card" aria-labelledby="price-audit-heading">
            <h2 id="price-audit-heading">Changes</h2>
            {data.audit.length === 0 ? (
              <p className="hint">None</p>
            ) : (
              <ul className="admin-log">
                {data.audit.map((entry) => {
                  const before = entry.before as AdminProductPrice | null;
                  const after = entry.after as AdminProductPrice;
                  const money = (p: AdminProductPrice) =>
                    formatMoney(
                      { amount: p.amount, currency: p.currency as CurrencyCode },
                      (p.storefronts[0] ?? storefront) as StorefrontCode,
                    );
                  return (
                    <li key={entry.id}>
                      {formatDateTime(entry.at, storefront)} · {entry.actorName} · {after.currency}{' '}
                      {before ? `${money(before)} → ` : ''}
                      {money(after)}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function PriceRow(props: { productId: number; price: AdminProductPrice }) {
  const { price } = props;
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const field = (name: string) => `price-${price.currency}-${name}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const number = (name: string) => {
      const text = String(form.get(name) ?? '').trim();
      return text === '' ? null : Number(text);
    };
    setBusy(true);
    try {
      await setProductPrice(props.productId, {
        currency: price.currency,
        amount: number('amount') ?? Number.NaN,
        saleAmount: number('saleAmount'),
        memberAmount: number('memberAmount'),
      });
      setErrors({});
      showToast(`${price.currency} price saved`, 'success');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'catalogue'] });
    } catch (error) {
      setErrors(reportFormError(error, 'Network error'));
    } finally {
      setBusy(false);
    }
  }

  const input = (name: 'amount' | 'saleAmount' | 'memberAmount', label: string, value: number | null) => (
    <div className="field">
      <label htmlFor={field(name)}>{label}</label>
      <input
        id={field(name)}
        name={name}
        inputMode="numeric"
        defaultValue={value ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${field(name)}-error` : undefined}
      />
      {errors[name] && (
        <span className="field-error" id={`${field(name)}-error`}>
          {errors[name]}
        </span>
      )}
    </div>
  );

  return (
    <form className="admin-price-row" onSubmit={submit} noValidate aria-label={`${price.currency} price`}>
      <div className="admin-price-row__currency">
        <strong>{price.currency}</strong>
        <span className="hint">{price.storefronts.join(' ')}</span>
      </div>
      {input('amount', `${price.currency} price`, price.amount)}
      {input('saleAmount', 'Sale price', price.saleAmount)}
      {input('memberAmount', 'Member price', price.memberAmount)}
      <button type="submit" className="button button--small" disabled={busy}>
        {busy ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
