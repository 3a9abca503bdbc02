import { useRef, useState } from 'react';
import { paths } from '../../../../shared/paths.js';
import type { CartView } from '../../../../shared/types/cart.js';
import { CartIcon } from '../../../components/layout/icons.js';
import { Link } from '../../../components/navigation/Link.js';
import { money } from '../../../lib/money.js';
import { useOutsideClick } from '../../../lib/use-outside-click.js';
import { useCart } from '../api/cart.js';
import { useCartSession } from '../api/cart-session.js';

/** Spec §4: the view-cart button sits above the list when the cart holds more than 5 distinct items. */
export const VIEW_CART_ABOVE_AFTER = 5;

/**
 * The header's cart button and its list. A browser that holds no cart (and the server, which never knows one)
 * has nothing to read: it shows the empty cart without building a query for it.
 */
export function CartDropdown() {
  return useCartSession() === null ? <CartDropdownView cart={null} /> : <StoredCartDropdown />;
}

function StoredCartDropdown() {
  const { data: cart } = useCart();
  return <CartDropdownView cart={cart ?? null} />;
}

function CartDropdownView({ cart }: { cart: CartView | null }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useOutsideClick(ref, open, () => setOpen(false));
  const count = cart?.itemCount ?? 0;
  const items = cart?.items ?? [];
  const viewCart = (
    <Link to={paths.cart} className="button button--small" onClick={() => setOpen(false)}>
      View cart
    </Link>
  );
  return (
    <div className="cart-dropdown" ref={ref}>
      <button
        type="button"
        className="icon-button cart-link"
        aria-label={`Cart, ${count} items`}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <CartIcon />
        {count > 0 && (
          <span className="badge" data-testid="cart-badge">
            {count}
            <span className="visually-hidden"> items</span>
          </span>
        )}
      </button>
      {open && (
        <div className="cart-dropdown__panel" role="dialog" aria-label="Your cart">
          {items.length === 0 ? (
            <p className="muted">Your cart is empty.</p>
          ) : (
            <>
              {items.length > VIEW_CART_ABOVE_AFTER && viewCart}
              <ul className="cart-dropdown__list">
                {items.map((item) => (
                  <li key={item.id}>
                    <span>
                      {item.quantity > 1 ? `${item.quantity} × ` : ''}
                      {item.product.name}
                    </span>
                    <span>{money(item.amount, item.currency.code, cart?.storefront ?? 'US')}</span>
                  </li>
                ))}
              </ul>
              {items.length <= VIEW_CART_ABOVE_AFTER && viewCart}
              <Link to={paths.checkout} className="button button--small button--primary" onClick={() => setOpen(false)}>
                Checkout
              </Link>
            </>
          )}
        </div>
      )}
    </div>
  );
}
