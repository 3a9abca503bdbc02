import type { PaymentRegion } from '../../../shared/payment-region.js';
import type { OrderLineMeta } from '../../../shared/types/cart.js';
import type { BankDetails, OrderStatus } from '../../../shared/types/order.js';

/** Order numbers read like a lab's: PD- and six digits from the order's id. */
export const orderNumber = (id: number): string => `PD-${String(100000 + id)}`;

/** Invoice numbers: INV- and six digits of the gap-free sequence. */
export const invoiceNumber = (n: number): string => `INV-${String(n).padStart(6, '0')}`;

/** The order lifecycle: a table of allowed moves; anything else is refused with a reason. */
const MOVES: Record<OrderStatus, OrderStatus[]> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['partially_refunded', 'refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  refunded: [],
  cancelled: [],
};

export function refuseOrderMove(from: OrderStatus, to: OrderStatus): string | null {
  return MOVES[from].includes(to) ? null : `An order that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}`;
}

/** A unique index refused the insert: a parallel request with the same key got there first. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === '23505';
}

/**
 * A card payment of pending orders holds the loyalty points it uses; unpaid after this long it is
 * cancelled and the points returned (docs/decisions/0612).
 */
export const PENDING_PAYMENT_HOLD_MINUTES = 60;

/** Points to spend on a payment: what was asked, but never more than the balance or the amount to pay. */
export function pointsToUse(requested: number, available: number, toPay: number): number {
  return Math.max(0, Math.min(Math.floor(requested), available, toPay));
}

/** Countries whose addresses need a state or province (the person form's listed countries). */
export const STATE_REQUIRED_COUNTRIES = ['AU', 'US', 'CA'];

/** Where a bank transfer goes: the Australian account for AU/NZ, the UK/EU account for the rest. */
export function bankDetailsFor(region: PaymentRegion, storefront: string, reference: string): BankDetails {
  if (region === 'AU') {
    return {
      accountName: 'Pet DNA Lab Pty Ltd',
      bank: 'Commonwealth Bank of Australia',
      lines: [
        { label: 'BSB', value: '062-000' },
        { label: 'Account number', value: '1234 5678' },
        { label: 'SWIFT', value: 'CTBAAU2S' },
      ],
      reference,
    };
  }
  if (storefront === 'GB') {
    return {
      accountName: 'Pet DNA Lab Ltd',
      bank: 'Barclays Bank UK',
      lines: [
        { label: 'Sort code', value: '20-00-00' },
        { label: 'Account number', value: '55779911' },
      ],
      reference,
    };
  }
  return {
    accountName: 'Pet DNA Lab Europe B.V.',
    bank: 'ING Bank N.V.',
    lines: [
      { label: 'IBAN', value: 'NL91 INGB 0001 2345 67' },
      { label: 'BIC', value: 'INGBNL2A' },
    ],
    reference,
  };
}

/** The paid order's kits: tests and profiles need a kit; credits (multi-packs) go to the balance instead. */
export interface FulfilmentLine {
  productId: number;
  kind: string;
  typeId: number;
  categoryId: number;
  kitCount: number | null;
  quantity: number;
  note: string | null;
  metaData: OrderLineMeta;
}

/**
 * One kit per animal: lines whose note names the same animal share a kit (one swab runs all its tests);
 * a test without a note gets its own kit. A custom profile's kit runs the tests it held when it was
 * bought. Multi-packs add `kitCount × quantity` credits per category.
 */
export function fulfilmentOf(lines: FulfilmentLine[]): { kits: number[][]; credits: Map<number, number> } {
  const byAnimal = new Map<string, number[]>();
  const kits: number[][] = [];
  const credits = new Map<number, number>();
  for (const line of lines) {
    if (line.kitCount !== null) {
      credits.set(line.categoryId, (credits.get(line.categoryId) ?? 0) + line.kitCount * line.quantity);
      continue;
    }
    if (!['d', 't', 'fbp', 'dna'].includes(line.kind) && line.typeId !== 8) continue;
    const testIds = line.metaData.customProfileTests?.map((t) => t.id) ?? [line.productId];
    const animal = line.note?.trim().toLowerCase();
    if (!animal) {
      kits.push(testIds);
      continue;
    }
    const tests = byAnimal.get(animal);
    if (tests) tests.push(...testIds.filter((id) => !tests.includes(id)));
    else {
      const created = [...testIds];
      byAnimal.set(animal, created);
      kits.push(created);
    }
  }
  return { kits, credits };
}
