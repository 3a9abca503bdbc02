import { useState } from 'react';
import type { CartItemMeta } from '../../../../shared/types/cart.js';
import { ApiError } from '../../../lib/api.js';
import { toastError } from '../../../lib/toast.js';
import { useAddToCart } from '../api/cart.js';
import { openMiniCart } from '../mini-cart.js';

/** Spec §8 confirmations, by what was added. */
function confirmation(meta: CartItemMeta | undefined, isProfile: boolean): string {
  if (meta?.isUpgradeFullbreed) return 'Full breed profile added to cart';
  if (meta?.isUpgradeTests) return 'Test upgrade added to cart';
  if (isProfile) return 'Full breed profile added to cart';
  return 'Item added to cart';
}

export function AddToCartButton(props: {
  productId: number;
  isProfile?: boolean;
  metaData?: CartItemMeta;
  allowQuantity?: boolean;
  /** Names the button for screen readers where several sit on one page. */
  itemName?: string;
  /** The small button of a product card's quick add. */
  compact?: boolean;
}) {
  const add = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const [refusal, setRefusal] = useState<{ title: string; content: string; otherInfo?: string } | null>(null);
  return (
    <div className={props.compact ? 'add-to-cart add-to-cart--compact' : 'add-to-cart'}>
      {props.allowQuantity && (
        <label className="add-to-cart__quantity">
          Quantity
          <input
            type="number"
            min={1}
            max={50}
            value={quantity}
            onChange={(e) => setQuantity(Math.max(1, Number(e.target.value) || 1))}
          />
        </label>
      )}
      <button
        type="button"
        className={props.compact ? 'button button--small' : 'button'}
        disabled={add.isPending}
        onClick={(event) => {
          const button = event.currentTarget;
          setRefusal(null);
          add.mutate(
            { productId: props.productId, quantity, ...(props.metaData ? { metaData: props.metaData } : {}) },
            {
              onSuccess: () =>
                openMiniCart({ message: confirmation(props.metaData, props.isProfile === true), returnFocusTo: button }),
              onError: (error) => {
                if (error instanceof ApiError && error.status === 409 && error.body.title) {
                  setRefusal({ title: error.body.title, content: error.body.content ?? '', otherInfo: error.body.otherInfo });
                } else toastError(error, 'Failed to add item to cart');
              },
            },
          );
        }}
      >
        {add.isPending ? 'Adding…' : 'Add to cart'}
        {props.itemName && <span className="visually-hidden"> {props.itemName}</span>}
      </button>
      {refusal && (
        <div className="cart-message" role="alert">
          <strong>{refusal.title}</strong>
          <p>{refusal.content}</p>
          {refusal.otherInfo && <p className="muted">{refusal.otherInfo}</p>}
        </div>
      )}
    </div>
  );
}
