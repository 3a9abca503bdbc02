import { ADVANCE_ORDER_MSG } from '../../../shared/advance-orders.js';
import type { AdvanceOrderAddress, AdvanceOrderStatus } from '../../../shared/types/advance-order.js';

/**
 * What a clinic can order ahead of need (docs/decisions/0606). Kits are catalogue products (spec §9
 * test-kit ids), charged to the clinic account and barcoded at dispatch; consumables cost nothing and
 * carry no barcode. The replacement swab kit (298) is not offered: the lab sends one free when a sample
 * fails (docs/decisions/0500).
 */
export interface AdvanceSupply {
  code: string;
  /** The catalogue product charged for it; consumables have none. */
  productId: number | null;
  /** A consumable's own name and description (catalogue kits bring theirs). */
  name?: string;
  description?: string;
  /** Barcoded kits the lab allocates per unit ordered. */
  kitsPerUnit: number;
}

export const ADVANCE_SUPPLIES: AdvanceSupply[] = [
  { code: 'canine-collection-kit', productId: 36, kitsPerUnit: 1 },
  { code: 'feline-collection-kit', productId: 7, kitsPerUnit: 1 },
  { code: 'blood-card-kit', productId: 313, kitsPerUnit: 1 },
  { code: 'clinic-collection-kit', productId: 970, kitsPerUnit: 10 },
  {
    code: 'cheek-swabs',
    productId: null,
    kitsPerUnit: 0,
    name: 'Sterile cheek swabs (pack of 20)',
    description: 'Spare swabs for a second sample or a restless patient. Send them in with the barcoded kit they belong to.',
  },
  {
    code: 'edta-sample-pack',
    productId: null,
    kitsPerUnit: 0,
    name: 'EDTA blood sample pack (5 tubes)',
    description: '2 ml EDTA tubes with absorbent sleeves and a biohazard mailer, for tests that need whole blood.',
  },
  {
    code: 'return-envelopes',
    productId: null,
    kitsPerUnit: 0,
    name: 'Pre-paid sample return envelopes (pack of 10)',
    description: 'Reply-paid envelopes addressed to the laboratory, one per patient sample.',
  },
  {
    code: 'submission-forms',
    productId: null,
    kitsPerUnit: 0,
    name: 'Sample submission forms (pad of 25)',
    description: 'Patient and test request forms to send with samples taken without an online activation.',
  },
];

export const ADVANCE_SUPPLY_CODES = ADVANCE_SUPPLIES.map((s) => s.code);

export const supplyByCode = (code: string): AdvanceSupply | undefined => ADVANCE_SUPPLIES.find((s) => s.code === code);

/** Advance order numbers: AO- and six digits from the id, beside the shop's PD- order numbers. */
export const advanceOrderNumber = (id: number): string => `AO-${String(100000 + id)}`;

/**
 * The lifecycle: the lab dispatches a submitted order once, or the vet cancels it before that; nothing
 * moves a dispatched or cancelled one (docs/decisions/0626).
 */
const MOVES: Record<AdvanceOrderStatus, AdvanceOrderStatus[]> = {
  submitted: ['dispatched', 'cancelled'],
  dispatched: [],
  cancelled: [],
};

export function refuseAdvanceMove(from: AdvanceOrderStatus, to: AdvanceOrderStatus): string | null {
  return MOVES[from].includes(to) ? null : `An advance order that is ${from} cannot be ${to}`;
}

/** The vet may change an order until the lab has dispatched it. */
export const isEditable = (status: AdvanceOrderStatus): boolean => status === 'submitted';

export interface RequestedItem {
  supply: string;
  quantity: number;
}

/** Field errors of the requested items beyond what the DTO checks: every supply at most once. */
export function itemProblems(items: RequestedItem[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.supply)) errors[`items.${i}.supply`] = ADVANCE_ORDER_MSG.supplyTwice;
    seen.add(item.supply);
  });
  return errors;
}

/** A catalogue kit as priced for the clinic: the facts its invoiced order line needs. */
export interface PricedKit {
  id: number;
  name: string;
  kind: string;
  typeId: number;
  categoryId: number;
  amount: number;
}

export interface AdvanceLine {
  supply: string;
  productId: number | null;
  name: string;
  kind: string | null;
  typeId: number | null;
  categoryId: number | null;
  unitAmount: number;
  quantity: number;
  kitsPerUnit: number;
}

/**
 * The requested items as order lines, in the order of the supply list, with the kits' prices
 * snapshotted. A kit the clinic's storefront does not price is refused on its field.
 */
export function linesFor(
  items: RequestedItem[],
  kits: Map<number, PricedKit>,
): { lines: AdvanceLine[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const lines: AdvanceLine[] = [];
  items.forEach((item, i) => {
    const supply = supplyByCode(item.supply);
    if (!supply) {
      errors[`items.${i}.supply`] = ADVANCE_ORDER_MSG.unknownSupply;
      return;
    }
    if (supply.productId === null) {
      lines.push({
        supply: supply.code,
        productId: null,
        name: supply.name ?? supply.code,
        kind: null,
        typeId: null,
        categoryId: null,
        unitAmount: 0,
        quantity: item.quantity,
        kitsPerUnit: 0,
      });
      return;
    }
    const kit = kits.get(supply.productId);
    if (!kit) {
      errors[`items.${i}.supply`] = ADVANCE_ORDER_MSG.unknownSupply;
      return;
    }
    lines.push({
      supply: supply.code,
      productId: kit.id,
      name: kit.name,
      kind: kit.kind,
      typeId: kit.typeId,
      categoryId: kit.categoryId,
      unitAmount: kit.amount,
      quantity: item.quantity,
      kitsPerUnit: supply.kitsPerUnit,
    });
  });
  lines.sort((a, b) => ADVANCE_SUPPLY_CODES.indexOf(a.supply) - ADVANCE_SUPPLY_CODES.indexOf(b.supply));
  return { lines, errors };
}

/** Kits are charged; consumables are free. */
export const isChargeable = (line: { productId: number | null }): boolean => line.productId !== null;

export const chargeableTotal = (lines: Array<{ productId: number | null; unitAmount: number; quantity: number }>): number =>
  lines.filter(isChargeable).reduce((sum, l) => sum + l.unitAmount * l.quantity, 0);

/** How many barcoded kits the lab allocates when it dispatches these lines. */
export const kitsToAllocate = (lines: Array<{ kitsPerUnit: number; quantity: number }>): number =>
  lines.reduce((sum, l) => sum + l.kitsPerUnit * l.quantity, 0);

/**
 * Whether a change orders more chargeable kits than before. A clinic with an overdue invoice (code 79)
 * may still correct an order's address, note or quantities downwards, but not order more.
 */
export function ordersMoreKits(
  before: Array<{ supply: string; productId: number | null; quantity: number }>,
  after: Array<{ supply: string; productId: number | null; quantity: number }>,
): boolean {
  const had = new Map(before.filter(isChargeable).map((l) => [l.supply, l.quantity]));
  return after.filter(isChargeable).some((l) => l.quantity > (had.get(l.supply) ?? 0));
}

export interface ClinicProfile {
  firstName: string;
  lastName: string;
  clinicName: string | null;
  clinicAddress: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  postalCode: string | null;
  state: string | null;
  countryCode: string | null;
  phone: string | null;
}

/**
 * The form's default delivery address: where the clinic's last advance order went, else the clinic on
 * the vet's profile (its street address, or the clinic address as the vet wrote it). Missing parts stay
 * empty for the vet to fill in.
 */
export function defaultDeliveryAddress(profile: ClinicProfile, last: AdvanceOrderAddress | null): AdvanceOrderAddress {
  if (last) return last;
  return {
    recipient: profile.clinicName?.trim() || `${profile.firstName} ${profile.lastName}`.trim(),
    address: profile.addressLine1?.trim() || profile.clinicAddress?.trim() || '',
    address2: profile.addressLine2?.trim() || null,
    city: profile.city?.trim() ?? '',
    postalCode: profile.postalCode?.trim() ?? '',
    state: profile.state?.trim() || null,
    country: profile.countryCode ?? '',
    phone: profile.phone?.trim() || null,
  };
}
