import { useState } from 'react';
import { paths } from '../../shared/paths.js';
import { Seo } from '../components/content/Seo.js';
import { Link } from '../components/navigation/Link.js';
import { checkCoupon, useCart, useItemNote, useRemoveItem, useUpdateItem } from '../features/cart/api/cart.js';
import { CartTotals } from '../features/cart/components/CartTotals.js';
import { money } from '../lib/money.js';
import { showToast, toastError } from '../lib/toast.js';

/** /cart: the items with quantities and notes, a coupon, the totals and the way to checkout. */
export function CartPage() {
  const [coupon, setCoupon] = useState('');
  const [applied, setApplied] = useState<string | undefined>();
  const { data: cart, isLoading } = useCart({ coupon: applied });
  const update = useUpdateItem();
  const remove = useRemoveItem();
  const note = useItemNote();
  if (isLoading) return <p className="muted">Loading your cart…</p>;
  if (!cart || cart.items.length === 0) {
    return (
      <section className="cart-page">
        <Seo title="Your cart" description="Your cart at Pet DNA Lab." path={paths.cart} noindex />
        <h1>Your cart</h1>
        <p>Your cart is empty.</p>
        <Link to={paths.breederDogs.dnaTests} className="button">
          Browse DNA tests
        </Link>
      </section>
    );
  }
  const onError = (fallback: string) => (error: unknown) => toastError(error, fallback);
  return (
    <section className="cart-page">
      <Seo title="Your cart" description="Your cart at Pet DNA Lab." path={paths.cart} noindex />
      <h1>Your cart</h1>
      <ul className="cart-lines">
        {cart.items.map((item) => (
          <li key={item.id} className="cart-line">
            <div className="cart-line__name">
              <strong>{item.product.name}</strong>
              {item.customProfile && (
                <span className="muted">
                  {item.customProfile.tests.map((test) => test.name).join(', ')} (−{item.customProfile.discountPercent}%)
                </span>
              )}
              <span className="muted">{money(item.unitAmount, item.currency.code, cart.storefront)} each</span>
            </div>
            {item.customProfile ? (
              <span className="cart-line__qty">Qty 1</span>
            ) : (
              <label className="cart-line__qty">
                Qty
                <input
                  type="number"
                  min={1}
                  max={50}
                  defaultValue={item.quantity}
                  onBlur={(e) => {
                    const quantity = Number(e.target.value);
                    if (quantity !== item.quantity)
                      update.mutate(
                        { sessionId: cart.sessionId, itemId: item.id, productId: item.product.id, quantity },
                        { onError: onError('Failed to update item in cart') },
                      );
                  }}
                />
              </label>
            )}
            <span className="cart-line__amount">{money(item.amount, item.currency.code, cart.storefront)}</span>
            <button
              type="button"
              className="button button--small button--quiet"
              onClick={() =>
                remove.mutate(
                  { sessionId: cart.sessionId, itemId: item.id },
                  {
                    onError: onError('Failed to delete item from cart'),
                    onSuccess: () => showToast('Item removed from cart', 'info'),
                  },
                )
              }
            >
              Remove<span className="visually-hidden"> {item.product.name}</span>
            </button>
            <label className="cart-line__note">
              {item.isAnimalRequired ? "Patient's name (required)" : 'Note (e.g. the animal this test is for)'}
              <input
                type="text"
                maxLength={500}
                defaultValue={item.note ?? ''}
                onBlur={(e) => {
                  if (e.target.value !== (item.note ?? ''))
                    note.mutate(
                      { sessionId: cart.sessionId, itemId: item.id, note: e.target.value },
                      { onError: onError('Failed to update item note') },
                    );
                }}
              />
            </label>
          </li>
        ))}
      </ul>
      <form
        className="coupon-form"
        onSubmit={(e) => {
          e.preventDefault();
          const code = coupon.trim();
          if (!code) return;
          checkCoupon(cart.sessionId, code)
            .then((result) => {
              if (result.valid) {
                setApplied(result.code);
                showToast('Coupon applied', 'success');
              } else showToast(result.message ?? 'This coupon code is not valid', 'error');
            })
            .catch(onError('This coupon code is not valid'));
        }}
      >
        <label htmlFor="coupon">Coupon code</label>
        <input id="coupon" value={coupon} onChange={(e) => setCoupon(e.target.value)} maxLength={40} />
        <button type="submit" className="button button--small">
          Apply
        </button>
      </form>
      <CartTotals totals={cart.totals} storefront={cart.storefront} />
      <Link to={`${paths.checkout}${applied ? `?coupon=${encodeURIComponent(applied)}` : ''}`} className="button button--primary">
        Checkout
      </Link>
    </section>
  );
}
