import { useRef, useState } from 'react';
import { ADVANCE_ORDER_MSG } from '../../shared/advance-orders.js';
import { formatMoney } from '../../shared/format.js';
import { paths } from '../../shared/paths.js';
import { type CurrencyCode, isStorefrontCode } from '../../shared/storefronts.js';
import type {
  AdvanceOrderAddress,
  AdvanceOrderForm,
  AdvanceOrderView,
  AdvanceSupplyView,
} from '../../shared/types/advance-order.js';
import { Seo } from '../components/content/Seo.js';
import { TextField } from '../components/form/TextField.js';
import { ConfirmDialog } from '../components/layout/ConfirmDialog.js';
import { Pager } from '../components/list/Pager.js';
import { Link } from '../components/navigation/Link.js';
import {
  type AdvanceOrderInput,
  useAdvanceOrderForm,
  useAdvanceOrders,
  useCancelAdvanceOrder,
  useSaveAdvanceOrder,
} from '../features/advance-orders/api/advance-orders.js';
import { AdvanceOrderCard } from '../features/advance-orders/components/AdvanceOrderCard.js';
import { AddressFields } from '../features/geo/components/AddressFields.js';
import { useMyDetails } from '../features/session/api/get-my-details.js';
import { ApiError } from '../lib/api.js';
import { reportFormError } from '../lib/form-errors.js';
import { showToast } from '../lib/toast.js';

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random()));

type Refusal = { title: string; content: string; otherInfo?: string };

/**
 * /my/order-supplies (spec §2): a clinic orders collection kits and consumables ahead of need, and
 * follows its orders until the lab dispatches them (docs/decisions/0606). Vets only.
 */
export function OrderSuppliesPage() {
  const user = useMyDetails();
  if (user?.userType !== 'vet') {
    return (
      <section className="my-orders">
        <Seo title="Order supplies" description="Order supplies at Pet DNA Lab." path={paths.orderSupplies} noindex />
        <h1>Order supplies</h1>
        <p>
          Ordering supplies on account is for veterinary clinics. Collection kits are in the shop:{' '}
          <Link to={user?.userType === 'owner' ? paths.petOwnerProducts : paths.breederDogs.dnaTests}>
            browse the tests and kits
          </Link>
          .
        </p>
      </section>
    );
  }
  return <VetSupplies />;
}

function VetSupplies() {
  const form = useAdvanceOrderForm().data;
  const [page, setPage] = useState(1);
  const list = useAdvanceOrders(page).data;
  const [editing, setEditing] = useState<AdvanceOrderView | null>(null);
  const [cancelling, setCancelling] = useState<AdvanceOrderView | null>(null);
  const cancel = useCancelAdvanceOrder();
  const formRef = useRef<HTMLElement>(null);
  return (
    <section className="my-orders order-supplies">
      <Seo title="Order supplies" description="Order supplies at Pet DNA Lab." path={paths.orderSupplies} noindex />
      <h1>Order supplies</h1>
      <p className="lead">
        Keep collection kits and sampling supplies at the clinic, ready for the next patient. Kits are invoiced to your clinic
        account when we dispatch them; consumables are free.
      </p>
      {list && list.count > 0 && (
        <a className="order-supplies__jump" href="#supplies-list-title">
          Your supplies orders ({list.count})
        </a>
      )}
      <div className="order-supplies__body">
        <section ref={formRef} className="order-supplies__form" aria-labelledby="supplies-form-title">
          {form && (
            <SuppliesForm
              key={editing?.id ?? 'new'}
              form={form}
              editing={editing}
              onDone={() => {
                setEditing(null);
                setPage(1);
              }}
            />
          )}
        </section>
        <section className="order-supplies__list" aria-labelledby="supplies-list-title">
          <h2 id="supplies-list-title">Your supplies orders</h2>
          {list && list.results.length === 0 && <p>You have not ordered supplies yet.</p>}
          {list?.results.map((order) => (
            <AdvanceOrderCard
              key={order.id}
              order={order}
              onChange={(chosen) => {
                setEditing(chosen);
                formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
              onCancel={setCancelling}
            />
          ))}
          {list && <Pager previous={list.previous} next={list.next} onPage={setPage} />}
        </section>
      </div>
      {cancelling && (
        <ConfirmDialog
          title={`Cancel supplies order ${cancelling.number}?`}
          confirmLabel="Cancel order"
          busyLabel="Cancelling…"
          dismissLabel="Keep order"
          onClose={() => setCancelling(null)}
          onConfirm={async () => {
            const cancelled = await cancel.mutateAsync(cancelling.id);
            // The form no longer changes an order that is gone.
            if (editing?.id === cancelled.id) setEditing(null);
            setCancelling(null);
            showToast(`Supplies order ${cancelled.number} cancelled`, 'success');
          }}
        >
          <p>The lab will not send it. Nothing has been invoiced for it.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

type AddressDraft = Record<keyof AdvanceOrderAddress, string>;

const draftOf = (address: AdvanceOrderAddress): AddressDraft => ({
  recipient: address.recipient,
  address: address.address,
  address2: address.address2 ?? '',
  city: address.city,
  postalCode: address.postalCode,
  state: address.state ?? '',
  country: address.country,
  phone: address.phone ?? '',
});

/** The order form: quantities per supply, where to deliver, the clinic's PO number and a note. */
function SuppliesForm({
  form,
  editing,
  onDone,
}: {
  form: AdvanceOrderForm;
  editing: AdvanceOrderView | null;
  onDone: () => void;
}) {
  const save = useSaveAdvanceOrder();
  const [key, setKey] = useState(newKey);
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries((editing?.lines ?? []).map((l) => [l.supply, l.quantity])),
  );
  const [address, setAddress] = useState<AddressDraft>(() => draftOf(editing?.deliveryAddress ?? form.deliveryAddress));
  const [purchaseOrder, setPurchaseOrder] = useState(editing?.purchaseOrder ?? '');
  const [note, setNote] = useState(editing?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const storefront = isStorefrontCode(form.storefront) ? form.storefront : 'US';
  const m = (amount: number) => formatMoney({ amount, currency: form.currency as CurrencyCode }, storefront);
  const chosen = form.supplies.filter((s) => (quantities[s.code] ?? 0) > 0);
  const kitsTotal = chosen.reduce((sum, s) => sum + s.unitAmount * (quantities[s.code] ?? 0), 0);
  const setField = (field: keyof AddressDraft) => (e: { target: { value: string } }) =>
    setAddress((a) => ({ ...a, [field]: e.target.value }));
  const addressError = (field: string) => errors[`deliveryAddress.${field}`];
  // 428 answers name the sent items by position: show each message beside its supply.
  const supplyErrors = Object.fromEntries(
    chosen.flatMap((s, i) => {
      const message = errors[`items.${i}.quantity`] ?? errors[`items.${i}.supply`];
      return message ? [[s.code, message]] : [];
    }),
  );

  const submit = () => {
    setErrors({});
    setRefusal(null);
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    const input: AdvanceOrderInput = {
      items: chosen.map((s) => ({ supply: s.code, quantity: quantities[s.code] ?? 0 })),
      deliveryAddress: {
        recipient: address.recipient,
        address: address.address,
        address2: optional(address.address2),
        city: address.city,
        postalCode: address.postalCode,
        state: optional(address.state),
        country: address.country,
        phone: optional(address.phone),
      },
      purchaseOrder: optional(purchaseOrder),
      note: optional(note),
    };
    save.mutate(
      { id: editing?.id ?? null, input, idempotencyKey: key },
      {
        onSuccess: (order) => {
          showToast(editing ? `Supplies order ${order.number} changed` : `Supplies order ${order.number} placed`, 'success');
          setKey(newKey());
          setQuantities({});
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409 && error.body.title) {
            setRefusal({ title: error.body.title, content: error.body.content ?? '', otherInfo: error.body.otherInfo });
            return;
          }
          setErrors(reportFormError(error, ADVANCE_ORDER_MSG.fallback));
        },
      },
    );
  };

  return (
    <form
      className="supplies-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="supplies-form-title">{editing ? `Change supplies order ${editing.number}` : 'New supplies order'}</h2>
      <SupplyGroup
        legend="Test kits"
        hint="Barcoded, invoiced to your clinic account"
        supplies={form.supplies.filter((s) => s.chargeable)}
        quantities={quantities}
        max={form.maxQuantity}
        price={(s) => `${m(s.unitAmount)} each`}
        errors={supplyErrors}
        onQuantity={(code, n) => setQuantities((q) => ({ ...q, [code]: n }))}
      />
      <SupplyGroup
        legend="Sampling consumables"
        hint="Free of charge"
        supplies={form.supplies.filter((s) => !s.chargeable)}
        quantities={quantities}
        max={form.maxQuantity}
        price={() => 'Free'}
        errors={supplyErrors}
        onQuantity={(code, n) => setQuantities((q) => ({ ...q, [code]: n }))}
      />
      {errors.items && (
        <p className="field-error" role="alert">
          {errors.items}
        </p>
      )}
      <p className="supplies-form__total" aria-live="polite">
        {chosen.length === 0 ? (
          'Choose how many of each supply you need.'
        ) : (
          <>
            Kits to invoice: <strong>{m(kitsTotal)}</strong>
            <span className="muted"> · {chosen.length === 1 ? '1 supply' : `${chosen.length} supplies`} chosen</span>
          </>
        )}
      </p>
      <fieldset className="supplies-form__address">
        <legend>Deliver to</legend>
        <div className="form-grid">
          <TextField
            id="recipient"
            name="recipient"
            label="Clinic or recipient"
            value={address.recipient}
            onChange={setField('recipient')}
            error={addressError('recipient')}
            autoComplete="organization"
          />
          <TextField
            id="phone"
            name="phone"
            label="Phone (optional)"
            value={address.phone}
            onChange={setField('phone')}
            error={addressError('phone')}
            autoComplete="tel"
          />
          <AddressFields value={address} onChange={setAddress} errorOf={addressError} />
        </div>
      </fieldset>
      <div className="form-grid">
        <TextField
          id="purchaseOrder"
          name="purchaseOrder"
          label="Purchase order number (optional)"
          hint="Quoted on the invoiced order and the dispatch e-mail"
          value={purchaseOrder}
          onChange={(e) => setPurchaseOrder(e.target.value)}
          error={errors.purchaseOrder}
          maxLength={40}
        />
        <div className="field">
          <label htmlFor="note">Note for the lab (optional)</label>
          <textarea
            id="note"
            name="note"
            rows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={errors.note ? true : undefined}
          />
          {errors.note && <span className="field-error">{errors.note}</span>}
        </div>
      </div>
      {refusal && (
        <div className="cart-message" role="alert">
          <strong>{refusal.title}</strong>
          <p>{refusal.content}</p>
          {refusal.otherInfo && <p className="muted">{refusal.otherInfo}</p>}
          <p>
            <Link to={paths.myPendingOrders}>See pending payments</Link>
          </p>
        </div>
      )}
      <div className="supplies-form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Sending…' : editing ? 'Save changes' : 'Place supplies order'}
        </button>
        {editing && (
          <button type="button" className="button button--quiet" onClick={onDone}>
            Keep it as it was
          </button>
        )}
      </div>
    </form>
  );
}

function SupplyGroup(props: {
  legend: string;
  hint: string;
  supplies: AdvanceSupplyView[];
  quantities: Record<string, number>;
  max: number;
  price: (supply: AdvanceSupplyView) => string;
  errors: Record<string, string>;
  onQuantity: (code: string, quantity: number) => void;
}) {
  if (props.supplies.length === 0) return null;
  return (
    <fieldset className="supply-group">
      <legend>
        {props.legend} <span className="muted">· {props.hint}</span>
      </legend>
      <ul className="supply-list">
        {props.supplies.map((supply) => (
          <li key={supply.code} className="supply">
            <div className="supply__text">
              <label className="supply__label" htmlFor={`qty-${supply.code}`}>
                {supply.name}
              </label>
              <span className="supply__description">{supply.description}</span>
            </div>
            <span className="supply__price">
              {props.price(supply)}
              {supply.kitsPerUnit > 1 && <span className="muted"> · {supply.kitsPerUnit} barcoded kits</span>}
            </span>
            <input
              id={`qty-${supply.code}`}
              className="supply__quantity"
              aria-invalid={props.errors[supply.code] ? true : undefined}
              aria-describedby={props.errors[supply.code] ? `qty-${supply.code}-error` : undefined}
              type="number"
              inputMode="numeric"
              min={0}
              max={props.max}
              value={props.quantities[supply.code] ?? 0}
              onChange={(e) =>
                props.onQuantity(supply.code, Math.max(0, Math.min(props.max, Math.floor(Number(e.target.value) || 0))))
              }
            />
            {props.errors[supply.code] && (
              <span className="field-error supply__error" id={`qty-${supply.code}-error`}>
                {props.errors[supply.code]}
              </span>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
