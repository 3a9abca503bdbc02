import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../../shared/paths.js';
import { CloseIcon } from '../../../components/layout/icons.js';
import { Link } from '../../../components/navigation/Link.js';
import { money } from '../../../lib/money.js';
import { useOutsideClick } from '../../../lib/use-outside-click.js';
import { useCart } from '../api/cart.js';
import { type AddedToCart, closeMiniCart, useAddedToCart } from '../mini-cart.js';

/**
 * The confirmation of Add to cart (decision 0802): hangs below the header, never over it, with the cart's
 * count and total, "View cart" and "Checkout". It takes focus so the confirmation is read out; Escape,
 * its close button or a click elsewhere closes it and gives focus back to the button that added.
 */
export function MiniCart() {
  const added = useAddedToCart();
  const { pathname } = useLocation();

  useEffect(() => {
    if (pathname) closeMiniCart(false);
  }, [pathname]);

  // The cart is read only while the panel shows: every page renders this, on the server and at hydration.
  return added ? <MiniCartPanel added={added} /> : null;
}

function MiniCartPanel({ added }: { added: AddedToCart }) {
  const { data: cart } = useCart();
  const panel = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a second add while the panel shows takes focus to it again
  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMiniCart(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [added]);
  useOutsideClick(panel, true, () => closeMiniCart(false));

  const count = cart?.itemCount ?? 0;
  return (
    <div ref={panel} className="mini-cart" role="dialog" aria-labelledby="mini-cart-title" tabIndex={-1}>
      <div className="mini-cart__head">
        <p id="mini-cart-title" className="mini-cart__title" role="status">
          {added.message}
        </p>
        <button type="button" className="icon-button" aria-label="Close" onClick={() => closeMiniCart(true)}>
          <CloseIcon />
        </button>
      </div>
      {cart && (
        <p className="muted">
          {count} {count === 1 ? 'item' : 'items'} in your cart ·{' '}
          {money(cart.totals.subtotal, cart.totals.currency, cart.storefront)}
        </p>
      )}
      <div className="mini-cart__actions">
        <Link to={paths.cart} className="button button--quiet button--small">
          View cart
        </Link>
        <Link to={paths.checkout} className="button button--small button--primary">
          Checkout
        </Link>
      </div>
    </div>
  );
}
