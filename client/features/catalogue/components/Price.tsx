import { formatMoney } from '../../../../shared/format.js';
import type { CurrencyCode, StorefrontCode } from '../../../../shared/storefronts.js';
import type { ProductPrice } from '../../../../shared/types/catalogue.js';

/** A price in the storefront's currency; a sale shows the list price struck through. */
export function Price({
  price,
  storefront,
  memberHint = false,
}: {
  price: ProductPrice;
  storefront: StorefrontCode;
  memberHint?: boolean;
}) {
  const money = (amount: number) => formatMoney({ amount, currency: price.currency as CurrencyCode }, storefront);
  return (
    <span className="price">
      <strong className="price__amount">{money(price.amount)}</strong>
      {price.amount < price.listAmount && (
        <s className="price__list">
          <span className="visually-hidden">was </span>
          {money(price.listAmount)}
        </s>
      )}
      {price.onSale && <span className="price__badge">Special offer</span>}
      {memberHint && price.memberAmount !== null && price.memberAmount < price.amount && (
        <span className="price__member">Breeder members: {money(price.memberAmount)}</span>
      )}
    </span>
  );
}
