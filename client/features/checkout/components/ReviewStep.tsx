import { paths } from '../../../../shared/paths.js';
import type { SampleCollector } from '../../../../shared/sample-collector.js';
import type { CartView } from '../../../../shared/types/cart.js';
import { Link } from '../../../components/navigation/Link.js';
import { money } from '../../../lib/money.js';
import type { CheckoutPerson, PaymentMethod } from '../checkout-form.js';
import { SampleCollectorChoice } from './SampleCollectorChoice.js';

/**
 * Checkout's last step: who and what is ordered, who collects the sample (not for vets: their clinic does),
 * the terms, and the button that places the order.
 */
export function ReviewStep({
  isVet,
  person,
  cart,
  collector,
  onCollector,
  acceptTerms,
  onAcceptTerms,
  errors,
  method,
  placing,
  onPlace,
}: {
  isVet: boolean;
  person: CheckoutPerson;
  cart: CartView;
  collector: SampleCollector | null;
  onCollector: (collector: SampleCollector | null) => void;
  acceptTerms: boolean;
  onAcceptTerms: (accepted: boolean) => void;
  errors: Record<string, string>;
  method: PaymentMethod;
  placing: boolean;
  onPlace: () => void;
}) {
  return (
    <div className="review">
      {isVet ? (
        <p>Your order is invoiced to your clinic account; no payment is needed now.</p>
      ) : (
        <p>
          {person.firstName} {person.lastName}, {person.address}, {person.city} {person.postalCode}, {person.country} ·{' '}
          {person.email}
        </p>
      )}
      <ul className="order-summary__lines">
        {cart.items.map((item) => (
          <li key={item.id}>
            <span>
              {item.quantity > 1 ? `${item.quantity} × ` : ''}
              {item.product.name}
              {item.note ? <span className="muted"> — {item.note}</span> : null}
            </span>
            <span>{money(item.amount, item.currency.code, cart.storefront)}</span>
          </li>
        ))}
      </ul>
      {!isVet && <SampleCollectorChoice value={collector} onChange={onCollector} errors={errors} />}
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={acceptTerms}
            onChange={(e) => onAcceptTerms(e.target.checked)}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'acceptTerms-error' : undefined}
          />{' '}
          I accept the <Link to={paths.terms}>terms and conditions</Link>
        </label>
        {errors.acceptTerms && (
          <span className="field-error" id="acceptTerms-error">
            {errors.acceptTerms}
          </span>
        )}
      </div>
      {errors.order && (
        <p className="cart-message" role="alert">
          {errors.order}
        </p>
      )}
      <button type="button" className="button button--primary" disabled={placing} onClick={onPlace}>
        {placing ? 'Placing your order…' : isVet || method === 'EFT' ? 'Place order' : 'Place order and pay'}
      </button>
    </div>
  );
}
