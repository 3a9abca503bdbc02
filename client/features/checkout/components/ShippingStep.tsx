import type { CartView } from '../../../../shared/types/cart.js';
import { money } from '../../../lib/money.js';

/** Checkout's shipping step: the cart's shipping methods, the chosen one checked. */
export function ShippingStep({
  cart,
  onChoose,
  onContinue,
}: {
  cart: CartView;
  onChoose: (methodId: number) => void;
  onContinue: () => void;
}) {
  return (
    <fieldset className="choice-list">
      <legend className="visually-hidden">Shipping</legend>
      {cart.shippingMethods.length === 0 && <p>Nothing in your order is posted: no shipping needed.</p>}
      {cart.shippingMethods.map((m) => (
        <label key={m.id} className="choice">
          <input type="radio" name="shipping" checked={cart.shippingMethod?.id === m.id} onChange={() => onChoose(m.id)} />
          <span>
            <strong>{m.name}</strong> — {m.amount === 0 ? 'Free' : money(m.amount, cart.totals.currency, cart.storefront)}
            <span className="muted"> {m.description}</span>
          </span>
        </label>
      ))}
      <button type="button" className="button button--primary" onClick={onContinue}>
        Continue
      </button>
    </fieldset>
  );
}
