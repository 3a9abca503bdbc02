import type { CartTotals as Totals } from '../../../../shared/types/cart.js';
import { money } from '../../../lib/money.js';

/** Subtotal, discount, points, shipping, total and the tax as local practice shows it (decision 0602). */
export function CartTotals({
  totals,
  storefront,
  shippingName,
}: {
  totals: Totals;
  storefront: string;
  shippingName?: string | null;
}) {
  const m = (amount: number) => money(amount, totals.currency, storefront);
  return (
    <dl className="cart-totals">
      <dt>Subtotal</dt>
      <dd>{m(totals.subtotal)}</dd>
      {totals.discount > 0 && (
        <>
          <dt>Discount</dt>
          <dd>−{m(totals.discount)}</dd>
        </>
      )}
      {totals.loyaltyDiscount > 0 && (
        <>
          <dt>Loyalty points</dt>
          <dd>−{m(totals.loyaltyDiscount)}</dd>
        </>
      )}
      {shippingName && (
        <>
          <dt>{shippingName}</dt>
          <dd>{totals.shipping === 0 ? 'Free' : m(totals.shipping)}</dd>
        </>
      )}
      <dt className="cart-totals__total">Total</dt>
      <dd className="cart-totals__total" data-testid="cart-total">
        {m(totals.total)}
      </dd>
      {totals.taxIncluded ? (
        <>
          <dt className="muted">Includes {totals.taxLabel}</dt>
          <dd className="muted">{m(totals.tax)}</dd>
        </>
      ) : (
        <>
          <dt className="muted">{totals.taxLabel}</dt>
          <dd className="muted">Not charged</dd>
        </>
      )}
    </dl>
  );
}
