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

/** One storefront's orders and paid revenue per UTC day, oldest first, in its own currency. */
export interface StorefrontDailySales {
  storefront: string;
  currency: string;
  days: { day: string; orders: number; revenue: number }[];
}

/** GET /api/admin/dashboard */
export interface Dashboard {
  generatedAt: string;
  today: StorefrontSales[];
  month: StorefrontSales[];
  /** The last 30 UTC days (today the last), per storefront that had an order in them. */
  lastDays: StorefrontDailySales[];
  kitsByStatus: { status: KitStatus; label: string; count: number }[];
  overdueSamples: { barcode: string; status: KitStatus; receivedAt: string; expected: string }[];
  pendingBankTransfers: number;
  failedEmails: number;
  /** Background jobs that failed after their retries (/admin/jobs). */
  failedJobs: number;
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
  /** ISO times; the sale price applies from the start (none: already) until before the end (none: no end). */
  saleStartsAt: string | null;
  saleEndsAt: string | null;
  memberAmount: number | null;
}

/** Active: sold and listed; unlisted: sold but never listed (shipping methods, custom profiles); retired: neither. */
export type AdminProductStatus = 'active' | 'unlisted' | 'retired';

/** GET /api/admin/catalogue/products?search&category&species&status: one product of the back office's list. */
export interface AdminProductRow {
  id: number;
  name: string;
  kind: string;
  species: string | null;
  categoryId: number;
  categoryName: string;
  status: AdminProductStatus;
}

/** What the back office edits of a product (POST and PUT /api/admin/catalogue/products[/{id}]). */
export interface AdminProductFields {
  name: string;
  categoryId: number;
  kind: string;
  species: 'canine' | 'feline' | null;
  breedIds: number[];
  gene: string | null;
  inheritance: string | null;
  sampleType: string | null;
  turnaround: string | null;
  description: string;
  onlyStorefront: string | null;
}

export interface AdminProduct extends Omit<AdminProductRow, 'species'>, AdminProductFields {
  typeId: number;
  breeds: { id: number; name: string }[];
  /** What the product contains, edited on its own (PUT …/contents): a profile its tests, a multi-pack its kits. */
  contents: 'profile' | 'multipack' | null;
  /** A full breed profile's tests, by name; empty for other products. */
  includedTests: { id: number; name: string }[];
  /** How many kits a multi-pack holds; null for other products. */
  kitCount: number | null;
  retiredAt: string | null;
  createdAt: string;
  updatedAt: string | null;
}

/** PUT /api/admin/catalogue/products/{id}/contents: a profile sends its tests, a multi-pack its kit count. */
export interface AdminProductContents {
  testIds?: number[];
  kitCount?: number;
}

/** GET /api/admin/catalogue/products/{id}: the product, its prices and the changes made to both. */
export interface AdminProductPrices {
  product: AdminProduct;
  prices: AdminProductPrice[];
  audit: AuditView[];
}

/** One job or e-mail of the background work, as /admin/jobs lists it. */
export interface BackgroundWorkItem {
  kind: 'job' | 'mail';
  id: string;
  /** The job's name (`mail.send`, `orders.cancel-unpaid`…) or the mail's subject. */
  title: string;
  /** The mail's recipient; null for a job. */
  to: string | null;
  /** queued / running / waiting to retry / failed / done (a mail: sent or kept, with no SMTP server). */
  state: 'queued' | 'running' | 'retrying' | 'failed' | 'done' | 'cancelled' | 'sent' | 'kept';
  attempts: number;
  /** Attempts it is allowed before it fails; null for a mail (its job counts). */
  maxAttempts: number | null;
  createdAt: string;
  /** When it runs next (queued), or finished. */
  at: string | null;
  lastError: string | null;
}

/** GET /api/admin/jobs: the newest 50 of each group, jobs and mails together, newest first. */
export interface BackgroundWork {
  failed: BackgroundWorkItem[];
  queued: BackgroundWorkItem[];
  finished: BackgroundWorkItem[];
}

/** One audience's view of a product page in one storefront; `shown` false says why it is not. */
export interface ProductPreviewAudience {
  audience: 'guest' | 'breeder' | 'owner' | 'vet';
  shown: boolean;
  reason: string | null;
  price: { currency: string; amount: number; listAmount: number; onSale: boolean; memberAmount: number | null } | null;
  breeds: string[];
  allBreeds: boolean;
}

/** GET /api/admin/catalogue/products/{id}/preview?storefront=GB */
export interface ProductPreview {
  storefront: string;
  currency: string;
  url: string;
  audiences: ProductPreviewAudience[];
}
