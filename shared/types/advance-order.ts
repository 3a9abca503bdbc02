/** Advance orders: supplies and kits a clinic orders ahead of need (spec §7, docs/decisions/0606). */

export type AdvanceOrderStatus = 'submitted' | 'dispatched' | 'cancelled';

/** Where the lab posts the supplies: the clinic, by default the one on the vet's profile. */
export interface AdvanceOrderAddress {
  recipient: string;
  address: string;
  address2: string | null;
  city: string;
  postalCode: string;
  state: string | null;
  country: string;
  phone: string | null;
}

/** One orderable supply with its price in the clinic's currency (0 for free consumables). */
export interface AdvanceSupplyView {
  code: string;
  name: string;
  description: string;
  chargeable: boolean;
  unitAmount: number;
  /** Barcoded test kits the lab allocates per unit (0 for consumables). */
  kitsPerUnit: number;
}

/** GET /api/store/orders/advance/supplies: what the order form offers and where it delivers by default. */
export interface AdvanceOrderForm {
  currency: string;
  storefront: string;
  maxQuantity: number;
  supplies: AdvanceSupplyView[];
  deliveryAddress: AdvanceOrderAddress;
}

export interface AdvanceOrderLineView {
  supply: string;
  name: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  chargeable: boolean;
}

export interface AdvanceOrderView {
  id: number;
  number: string;
  status: AdvanceOrderStatus;
  /** The vet may still change it: the lab has not dispatched it. */
  editable: boolean;
  storefront: string;
  currency: string;
  lines: AdvanceOrderLineView[];
  /** What the kits cost, invoiced to the clinic account when the order is dispatched. */
  chargeableTotal: number;
  deliveryAddress: AdvanceOrderAddress;
  purchaseOrder: string | null;
  note: string | null;
  createdAt: string;
  updatedAt: string;
  dispatchedAt: string | null;
  trackingNumber: string | null;
  /** Barcodes of the kits allocated at dispatch. */
  kitBarcodes: string[];
  /** The invoiced order created at dispatch for the chargeable kits. */
  invoice: { orderId: number; orderNumber: string; invoiceId: number | null; total: number; dueAt: string | null } | null;
}

/** The lab's view: the order and the clinic it goes to. */
export interface AdminAdvanceOrderView extends AdvanceOrderView {
  customer: { id: number; email: string; name: string; clinicName: string | null };
}
