import type { AdvanceOrderStatus } from './types/advance-order.js';

/** Units of one supply per advance order (the cart's limit for kits and supplies). */
export const ADVANCE_ORDER_MAX_QUANTITY = 50;

/** Texts of the advance order form and its refusals (docs/decisions/0606). */
export const ADVANCE_ORDER_MSG = {
  quantity: `Quantity must be a whole number from 1 to ${ADVANCE_ORDER_MAX_QUANTITY}`,
  chooseSupplies: 'Choose at least one supply',
  unknownSupply: 'Choose a supply from the list',
  supplyTwice: 'This supply is listed twice',
  notEditable: 'This supplies order has been dispatched and can no longer be changed',
  cancelled: 'This supplies order was cancelled',
  fallback: 'Something went wrong',
} as const;

/** The lifecycle in its order: `submitted → dispatched`, or `submitted → cancelled` by the vet (docs/decisions/0626). */
export const ADVANCE_ORDER_STATUSES: readonly AdvanceOrderStatus[] = ['submitted', 'dispatched', 'cancelled'];

export const ADVANCE_ORDER_STATUS_LABELS: Record<AdvanceOrderStatus, string> = {
  submitted: 'Submitted',
  dispatched: 'Dispatched',
  cancelled: 'Cancelled',
};
