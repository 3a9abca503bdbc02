import type { KitStatus } from '../kit-lifecycle.js';
import type { MySession } from './account.js';
import type { OrderStatus, PaymentMethodCode } from './order.js';
import type { UserType } from './user.js';

/** One row of the back office's audit log: who changed what, when, before and after. */
export interface AuditEntry {
  id: number;
  actorId: number;
  entity: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
  at: string;
}

/** An audit row as the back office shows it, with the admin's name. */
export interface AuditView extends AuditEntry {
  actorName: string;
}

/** Orders and revenue of one storefront in one period, in the storefront's currency (minor units). */
export interface StorefrontSales {
  storefront: string;
  currency: string;
  orders: number;
  revenue: number;
}

/** GET /api/admin/dashboard */
export interface Dashboard {
  generatedAt: string;
  today: StorefrontSales[];
  month: StorefrontSales[];
  kitsByStatus: { status: KitStatus; label: string; count: number }[];
  overdueSamples: { barcode: string; status: KitStatus; receivedAt: string; expected: string }[];
  pendingBankTransfers: number;
  failedEmails: number;
}

export interface CustomerOrder {
  id: number;
  number: string;
  status: OrderStatus;
  paymentMethod: PaymentMethodCode;
  storefront: string;
  currency: string;
  total: number;
  createdAt: string;
  paidAt: string | null;
}

export interface CustomerPayment {
  id: number;
  provider: string;
  kind: string;
  status: string;
  amount: number;
  currency: string;
  orderIds: number[];
  createdAt: string;
}

export interface CustomerInvoice {
  number: number;
  orderId: number;
  orderNumber: string;
  issuedAt: string;
}

export interface CustomerKit {
  barcode: string;
  status: KitStatus;
  statusLabel: string;
  animalName: string | null;
  updatedAt: string;
}

export interface CustomerAnimal {
  id: number;
  name: string;
  species: string;
  archived: boolean;
}

/** GET /api/admin/customers/{userId}: everything support needs about one account. */
export interface CustomerView {
  account: {
    id: number;
    email: string;
    name: string;
    userType: Exclude<UserType, 'guest'>;
    isAdmin: boolean;
    emailConfirmed: boolean;
    blocked: boolean;
    blockedAt: string | null;
    countryCode: string | null;
    kennelName: string | null;
    clinicName: string | null;
    createdAt: string;
  };
  orders: CustomerOrder[];
  payments: CustomerPayment[];
  invoices: CustomerInvoice[];
  kits: CustomerKit[];
  animals: CustomerAnimal[];
  sessions: Omit<MySession, 'current'>[];
  loyaltyPoints: number;
  audit: AuditView[];
}

/** A coupon as the back office shows and edits it (loyalty vouchers are not listed here). */
export interface AdminCoupon {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  currency: string | null;
  minSpend: number | null;
  startsAt: string | null;
  expiresAt: string | null;
  totalLimit: number | null;
  perUserLimit: number | null;
  usedCount: number;
  storefronts: string[];
  productIds: number[];
  categoryIds: number[];
  disabled: boolean;
  createdAt: string;
}

export interface CouponRedemption {
  id: number;
  userId: number | null;
  email: string | null;
  orderId: number | null;
  at: string;
}

/** GET /api/admin/coupons/{id} */
export interface AdminCouponDetail {
  coupon: AdminCoupon;
  redemptions: CouponRedemption[];
  audit: AuditView[];
}

/** One price row of a product: the price in a currency and the storefronts that sell in it. */
export interface AdminProductPrice {
  currency: string;
  storefronts: string[];
  amount: number;
  saleAmount: number | null;
  memberAmount: number | null;
}

export interface AdminProductRow {
  id: number;
  name: string;
  kind: string;
  species: string | null;
}

/** GET /api/admin/catalogue/products/{id} */
export interface AdminProductPrices {
  product: AdminProductRow;
  prices: AdminProductPrice[];
  audit: AuditView[];
}
