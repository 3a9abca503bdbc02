import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CATEGORIES } from '../../../shared/catalogue.js';
import { productPath } from '../../../shared/catalogue-rules.js';
import { formatDateTime, formatMoney } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import { CURRENCY_CODES, type CurrencyCode, STOREFRONT_CODES, type StorefrontCode } from '../../../shared/storefronts.js';
import type { AdminProduct, AdminProductPrice, AuditView } from '../../../shared/types/back-office.js';
import { Seo } from '../../components/content/Seo.js';
import { DataTable } from '../../components/list/DataTable.js';
import { Link } from '../../components/navigation/Link.js';
import {
  createProduct,
  productFiltersOf,
  retireProduct,
  setProductPrice,
  updateProduct,
  useAdminProductPrices,
  useAdminProducts,
  useProductPreview,
} from '../../features/back-office/api/prices.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { reportFormError } from '../../lib/form-errors.js';
import { showToast, toastError } from '../../lib/toast.js';
import { ProductContentsForm } from './ProductContentsForm.js';
import { KIND_LABELS, ProductForm } from './ProductForm.js';

const STATUS_LABELS: Record<string, string> = { active: 'Active', unlisted: 'Unlisted', retired: 'Retired' };

/** /admin/catalogue: the products, filtered by category, species and status, searched by name or id. */
export function AdminProductsPage() {
  const [params, setParams] = useSearchParams();
  const filters = productFiltersOf(params);
  const found = useAdminProducts(filters);

  function onFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const key of ['search', 'category', 'species', 'status']) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    setParams(next, { preventScrollReset: true });
  }

  return (
    <div className="admin-page">
      <Seo title="Products" description="The catalogue's products." path={paths.adminCatalogue} noindex />
      <div className="admin-heading">
        <h1>Products</h1>
        <Link to={paths.adminNewProduct} className="button">
          New product
        </Link>
      </div>
      <form className="admin-form admin-form--inline" aria-label="Filter products" onSubmit={onFilter}>
        <div className="field">
          <label htmlFor="product-search">Name or id</label>
          <input id="product-search" name="search" type="search" defaultValue={filters.search} />
        </div>
        <div className="field">
          <label htmlFor="filter-category">Category</label>
          <select id="filter-category" name="category" defaultValue={filters.category}>
            <option value="">Any</option>
            {CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-species">Species</label>
          <select id="filter-species" name="species" defaultValue={filters.species}>
            <option value="">Any</option>
            <option value="canine">Canine</option>
            <option value="feline">Feline</option>
            <option value="none">None</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-status">Status</label>
          <select id="filter-status" name="status" defaultValue={filters.status}>
            <option value="">Active</option>
            <option value="retired">Retired</option>
            <option value="all">All</option>
          </select>
        </div>
        <div className="admin-form__actions">
          <button type="submit" className="button">
            Show
          </button>
        </div>
      </form>
      {found.isError && <p className="field-error">Error fetching data</p>}
      {found.data?.length === 0 && <p>No Results</p>}
      {found.data && found.data.length > 0 && (
        <>
          <DataTable className="admin-table" columns={['Id', 'Product', 'Category', 'Species', 'Status']}>
            {found.data.map((product) => (
              <tr key={product.id}>
                <td>{product.id}</td>
                <td className="admin-table__wrap">
                  <Link to={paths.adminProduct(product.id)}>{product.name}</Link>
                </td>
                <td className="admin-table__wrap">{product.categoryName}</td>
                <td>{product.species ?? 'any'}</td>
                <td>{STATUS_LABELS[product.status]}</td>
              </tr>
            ))}
          </DataTable>
          {found.data.length === 100 && <p className="hint">The first 100; narrow the filters to see the others.</p>}
        </>
      )}
    </div>
  );
}

/** /admin/catalogue/new: a new product; its prices are set on its page once it exists. */
export function AdminNewProductPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <div className="admin-page">
      <Seo title="New product" description="A new product." path={paths.adminNewProduct} noindex />
      <p>
        <Link to={paths.adminCatalogue}>← Products</Link>
      </p>
      <h1>New product</h1>
      <p className="hint">The shop lists it once it has a price in the visitor’s currency.</p>
      <ProductForm
        submitLabel="Create product"
        onSave={async (fields) => {
          const created = await createProduct(fields);
          await queryClient.invalidateQueries({ queryKey: ['admin', 'catalogue'] });
          showToast('Product created', 'success');
          navigate(paths.adminProduct(created.id));
        }}
      />
    </div>
  );
}

/** /admin/catalogue/{id}: the product's details, its price in each currency, a preview per audience, retiring it. */
export function AdminProductPage() {
  const id = Number(useParams().productId);
  const detail = useAdminProductPrices(id);
  const queryClient = useQueryClient();
  const [retiring, setRetiring] = useState(false);
  const data = detail.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'catalogue'] });

  async function retire() {
    if (!data || !window.confirm(`Retire ${data.product.name}? It leaves the shop; orders keep it.`)) return;
    setRetiring(true);
    try {
      await retireProduct(id);
      await refresh();
      showToast('Product retired', 'success');
    } catch (error) {
      toastError(error, 'Network error');
    } finally {
      setRetiring(false);
    }
  }

  const pricedCurrencies = new Set(data?.prices.map((p) => p.currency));
  const missing = CURRENCY_CODES.filter((code) => !pricedCurrencies.has(code));
  return (
    <div className="admin-page">
      <Seo
        title={data ? `Product · ${data.product.name}` : 'Product'}
        description="A product."
        path={paths.adminProduct(id)}
        noindex
      />
      <p>
        <Link to={paths.adminCatalogue}>← Products</Link>
      </p>
      {detail.isError && <p className="field-error">Error fetching data</p>}
      {data && (
        <>
          <div className="admin-heading">
            <h1>{data.product.name}</h1>
            {data.product.status !== 'retired' && (
              <button type="button" className="button button--danger" disabled={retiring} onClick={retire}>
                {retiring ? 'Retiring…' : 'Retire'}
              </button>
            )}
          </div>
          <p className="hint">
            #{data.product.id} · {STATUS_LABELS[data.product.status]} · {KIND_LABELS[data.product.kind] ?? data.product.kind} ·{' '}
            {data.product.categoryName}
            {data.product.status === 'active' && (
              <>
                {' · '}
                <a href={productPath(data.product)}>Open in the shop</a>
              </>
            )}
          </p>
          {data.product.status === 'retired' && (
            <p className="notice">Retired: no longer listed or sold. Orders, invoices and kits keep showing it.</p>
          )}
          <section className="admin-card" aria-labelledby="details-heading">
            <h2 id="details-heading">Details</h2>
            <ProductForm
              key={data.product.updatedAt ?? data.product.createdAt}
              product={data.product}
              submitLabel="Save details"
              disabled={data.product.status === 'retired'}
              onSave={async (fields) => {
                await updateProduct(id, fields);
                await refresh();
                showToast('Product saved', 'success');
              }}
            />
          </section>
          {data.product.contents && (
            <section className="admin-card" aria-labelledby="contents-heading">
              <h2 id="contents-heading">{data.product.contents === 'profile' ? 'Tests in the profile' : 'Kits in the pack'}</h2>
              <ProductContentsForm
                key={data.product.updatedAt ?? data.product.createdAt}
                product={data.product}
                disabled={data.product.status === 'retired'}
              />
            </section>
          )}
          <section className="admin-card" aria-labelledby="prices-heading">
            <h2 id="prices-heading">Prices per currency</h2>
            <p className="hint">
              In cents. A sale price applies from its start (blank: now) until its end (blank: no end). Every storefront of the
              currency follows at once; orders already placed keep the price they were sold at.
            </p>
            {data.prices.map((price) => (
              <PriceRow key={price.currency} productId={id} price={price} retired={data.product.status === 'retired'} />
            ))}
            {missing.length > 0 && data.product.status !== 'retired' && <NewPriceRow productId={id} currencies={missing} />}
          </section>
          {data.product.status !== 'retired' && <Preview productId={id} />}
          <section className="admin-card" aria-labelledby="changes-heading">
            <h2 id="changes-heading">Changes</h2>
            {data.audit.length === 0 ? <p className="hint">None</p> : <ChangeLog entries={data.audit} />}
          </section>
        </>
      )}
    </div>
  );
}

function ChangeLog(props: { entries: AuditView[] }) {
  const { storefront } = useStorefront();
  const money = (p: AdminProductPrice) =>
    formatMoney({ amount: p.amount, currency: p.currency as CurrencyCode }, (p.storefronts[0] ?? storefront) as StorefrontCode);
  return (
    <ul className="admin-log">
      {props.entries.map((entry) => {
        const head = `${formatDateTime(entry.at, storefront)} · ${entry.actorName}`;
        if (entry.entity === 'product-price') {
          const before = entry.before as AdminProductPrice | null;
          const after = entry.after as AdminProductPrice;
          const sale = after.saleAmount !== null ? ` (sale ${money({ ...after, amount: after.saleAmount })})` : '';
          return (
            <li key={entry.id}>
              {head} · {after.currency} {before ? `${money(before)} → ` : ''}
              {money(after)}
              {sale}
            </li>
          );
        }
        if (entry.action === 'update-contents') {
          return (
            <li key={entry.id}>
              {head} · {contentsChange(entry.before as AdminProduct, entry.after as AdminProduct)}
            </li>
          );
        }
        const before = (entry.before ?? {}) as Record<string, unknown>;
        const after = (entry.after ?? {}) as Record<string, unknown>;
        const changed = Object.keys(after).filter(
          (key) =>
            !['updatedAt', 'breeds', 'status', 'retiredAt', 'contents', 'includedTests', 'kitCount'].includes(key) &&
            JSON.stringify(before[key]) !== JSON.stringify(after[key]),
        );
        return (
          <li key={entry.id}>
            {head} ·{' '}
            {entry.action === 'create' ? 'created' : entry.action === 'retire' ? 'retired' : `edited ${changed.join(', ')}`}
          </li>
        );
      })}
    </ul>
  );
}

/** A contents change in words: the kit count's move, or the tests added and removed by name. */
function contentsChange(before: AdminProduct, after: AdminProduct): string {
  if (after.contents === 'multipack') return `kits ${before.kitCount ?? '—'} → ${after.kitCount}`;
  const had = new Set(before.includedTests.map((test) => test.id));
  const has = new Set(after.includedTests.map((test) => test.id));
  const added = after.includedTests.filter((test) => !had.has(test.id)).map((test) => test.name);
  const removed = before.includedTests.filter((test) => !has.has(test.id)).map((test) => test.name);
  const parts = [added.length ? `added ${added.join(', ')}` : '', removed.length ? `removed ${removed.join(', ')}` : ''];
  return `tests: ${parts.filter(Boolean).join('; ') || 'unchanged'}`;
}

const dateTimeLocal = (iso: string | null) => (iso ? iso.slice(0, 16) : '');
const isoOf = (local: string) => (local ? new Date(`${local}:00Z`).toISOString() : null);

/** Saves a price row; the form for a new currency empties itself once its price is saved. */
function usePriceSave(productId: number, currency: () => string, emptyAfterSave = false) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const number = (name: string) => {
      const text = String(form.get(name) ?? '').trim();
      return text === '' ? null : Number(text);
    };
    const code = currency() || String(form.get('currency') ?? '');
    setBusy(true);
    try {
      await setProductPrice(productId, {
        currency: code,
        amount: number('amount') ?? Number.NaN,
        saleAmount: number('saleAmount'),
        saleStartsAt: isoOf(String(form.get('saleStartsAt') ?? '')),
        saleEndsAt: isoOf(String(form.get('saleEndsAt') ?? '')),
        memberAmount: number('memberAmount'),
      });
      setErrors({});
      if (emptyAfterSave) element.reset();
      showToast(`${code} price saved`, 'success');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'catalogue'] });
    } catch (error) {
      setErrors(reportFormError(error, 'Network error'));
    } finally {
      setBusy(false);
    }
  }
  return { errors, busy, submit };
}

function PriceInputs(props: { prefix: string; errors: Record<string, string>; price?: AdminProductPrice; currency: string }) {
  const { errors, price } = props;
  const input = (name: string, label: string, value: string, type = 'text') => {
    const id = `${props.prefix}-${name}`;
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          type={type}
          inputMode={type === 'text' ? 'numeric' : undefined}
          defaultValue={value}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-error` : undefined}
        />
        {errors[name] && (
          <span className="field-error" id={`${id}-error`}>
            {errors[name]}
          </span>
        )}
      </div>
    );
  };
  const money = (value: number | null | undefined) => (value == null ? '' : String(value));
  return (
    <>
      {input('amount', `${props.currency} price`, money(price?.amount))}
      {input('saleAmount', 'Sale price', money(price?.saleAmount))}
      {input('saleStartsAt', 'Sale from (UTC)', dateTimeLocal(price?.saleStartsAt ?? null), 'datetime-local')}
      {input('saleEndsAt', 'Sale until (UTC)', dateTimeLocal(price?.saleEndsAt ?? null), 'datetime-local')}
      {input('memberAmount', 'Member price', money(price?.memberAmount))}
    </>
  );
}

function PriceRow(props: { productId: number; price: AdminProductPrice; retired: boolean }) {
  const { price } = props;
  const { errors, busy, submit } = usePriceSave(props.productId, () => price.currency);
  return (
    <form className="admin-price-row" onSubmit={submit} noValidate aria-label={`${price.currency} price`}>
      <div className="admin-price-row__currency">
        <strong>{price.currency}</strong>
        <span className="hint">{price.storefronts.join(' ')}</span>
      </div>
      <PriceInputs prefix={`price-${price.currency}`} errors={errors} price={price} currency={price.currency} />
      <button type="submit" className="button button--small" disabled={busy || props.retired}>
        {busy ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

function NewPriceRow(props: { productId: number; currencies: string[] }) {
  const { errors, busy, submit } = usePriceSave(props.productId, () => '', true);
  return (
    <form className="admin-price-row" onSubmit={submit} noValidate aria-label="New price">
      <div className="field">
        <label htmlFor="price-new-currency">Add a currency</label>
        <select id="price-new-currency" name="currency" aria-invalid={errors.currency ? true : undefined}>
          {props.currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        {errors.currency && <span className="field-error">{errors.currency}</span>}
      </div>
      <PriceInputs prefix="price-new" errors={errors} currency="Its" />
      <button type="submit" className="button button--small" disabled={busy}>
        {busy ? 'Adding…' : 'Add price'}
      </button>
    </form>
  );
}

/** The product page as a guest, a breeder, an owner and a vet would see it in one storefront. */
function Preview(props: { productId: number }) {
  const [storefront, setStorefront] = useState<string>('GB');
  const preview = useProductPreview(props.productId, storefront);
  const data = preview.data;
  return (
    <section className="admin-card" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <div className="field">
        <label htmlFor="preview-storefront">Storefront</label>
        <select id="preview-storefront" value={storefront} onChange={(event) => setStorefront(event.target.value)}>
          {STOREFRONT_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      {preview.isError && <p className="field-error">Error fetching data</p>}
      {data && (
        <div className="table-scroll">
          <table className="admin-table" aria-label={`Product page in ${data.storefront}`}>
            <thead>
              <tr>
                <th scope="col">Audience</th>
                <th scope="col">Product page</th>
                <th scope="col">Pays</th>
                <th scope="col">List price</th>
                <th scope="col">Member price</th>
                <th scope="col">Breeds</th>
              </tr>
            </thead>
            <tbody>
              {data.audiences.map((a) => {
                const money = (amount: number | null | undefined) =>
                  amount == null
                    ? '—'
                    : formatMoney({ amount, currency: data.currency as CurrencyCode }, data.storefront as StorefrontCode);
                return (
                  <tr key={a.audience}>
                    <th scope="row">
                      {a.audience === 'owner' ? 'Pet owner' : a.audience[0]?.toUpperCase() + a.audience.slice(1)}
                    </th>
                    <td className="admin-table__wrap">{a.shown ? 'Shown' : a.reason}</td>
                    <td>
                      {money(a.price?.amount)}
                      {a.price?.onSale ? ' (sale)' : ''}
                    </td>
                    <td>{money(a.price?.listAmount)}</td>
                    <td>{money(a.price?.memberAmount)}</td>
                    <td className="admin-table__wrap">{a.shown ? (a.allBreeds ? 'Every breed' : a.breeds.join(', ')) : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
