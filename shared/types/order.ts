/** Orders, payments and invoices as the API answers them. Money in integer minor units. */

/** Spec §3 payment method codes, plus INV for vets invoiced on account (docs/decisions/0603). */
export const PAYMENT_METHODS = ['C', 'P', 'A', 'EFT', 'INV'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number];

/** The order lifecycle's states (orders/orders.rules.ts holds the moves between them). */
export const ORDER_STATUSES = ['pending_payment', 'paid', 'partially_refunded', 'refunded', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderAddress {
  firstName: string;
  lastName: string;
  address: string;
  address2: string | null;
  city: string;
  postalCode: string;
  state: string | null;
  country: string;
  email: string;
  phone: string | null;
}

export interface OrderLineView {
  productId: number;
  name: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  note: string | null;
  /** A custom profile's tests as they were when it was bought; null for other lines. */
  tests: { id: number; name: string }[] | null;
}

export interface BankDetails {
  accountName: string;
  bank: string;
  /** BSB and account number (AU), sort code and account (GB), IBAN and BIC elsewhere. */
  lines: { label: string; value: string }[];
  reference: string;
}

export interface OrderView {
  id: number;
  number: string;
  status: OrderStatus;
  paid: boolean;
  paymentMethod: PaymentMethodCode;
  email: string;
  storefront: string;
  currency: string;
  subtotal: number;
  discount: number;
  loyaltyPoints: number;
  shipping: number;
  total: number;
  tax: number;
  taxLabel: string;
  taxRatePercent: number;
  taxIncluded: boolean;
  shippingMethod: string | null;
  lines: OrderLineView[];
  billingAddress: OrderAddress | null;
  shippingAddress: OrderAddress | null;
  dueAt: string | null;
  paidAt: string | null;
  createdAt: string;
  invoiceId: number | null;
  bankDetails: BankDetails | null;
}

/** GET /api/admin/orders: an order as support sees it, with who bought it and how it was paid. */
export interface AdminOrderView extends OrderView {
  customerName: string;
  /** Minor units already refunded. */
  refundedAmount: number;
  /**
   * How the order's successful payment was taken: card payments are refunded from the admin page,
   * PayPal (`wallet`) and bank transfers or demo data (`manual`) outside the shop; null while unpaid.
   */
  paidWith: 'card' | 'wallet' | 'manual' | null;
}

export interface PaymentStart {
  provider: string;
  paymentId: string;
  clientSecret: string;
  amount: number;
  currency: string;
  /** Test mode: the local payment page that stands in for Stripe Elements. */
  testPaymentUrl: string | null;
  publishableKey: string | null;
}

export interface WalletStart {
  provider: string;
  id: string;
  approveUrl: string | null;
}

export interface Paged<T> {
  results: T[];
  count: number;
  next: number | null;
  previous: number | null;
}

export interface InvoiceView {
  id: number;
  number: string;
  orderId: number;
  orderNumber: string;
  issuedAt: string;
  status: 'paid' | 'unpaid' | 'refunded';
  currency: string;
  total: number;
  tax: number;
  taxLabel: string;
  pdfUrl: string;
}

export interface PendingPaymentTotal {
  amount: number;
  loyaltyPoints: number;
  currency: string;
}
