import { eq } from 'drizzle-orm';
import type { AdvanceOrderAddress } from '../../../shared/types/advance-order.js';
import type { DbExecutor } from '../../db/database.js';
import { type DemoAccount, demoAccounts } from '../auth/auth.seed.js';
import { demoProducts } from '../catalogue/catalogue.seed.js';
import { seedAllocatedKits } from '../kits/kits.seed.js';
import { type AdvanceLine, advanceOrderNumber, isChargeable, kitsToAllocate, supplyByCode } from './advance-orders.rules.js';
import { advanceOrderHistory, advanceOrderLines, advanceOrders } from './advance-orders.schema.js';
import { insertOrder } from './orders.inserts.js';
import { orderNumber, PAYMENT_TERMS_DAYS } from './orders.rules.js';

const DAY_MS = 24 * 60 * 60_000;
const VET = 'vet@demo.petdna.example';

const CLINIC: AdvanceOrderAddress = {
  recipient: 'Harbourside Veterinary Clinic',
  address: '12 Wharf Street',
  address2: null,
  city: 'Sydney',
  postalCode: '2000',
  state: 'NSW',
  country: 'AU',
  phone: '02 9251 4400',
};

interface DemoAdvanceOrder {
  items: Array<[code: string, quantity: number]>;
  daysAgo: number;
  dispatchedDaysAgo?: number;
  purchaseOrder?: string;
  note?: string;
  trackingNumber?: string;
}

/**
 * The demo vet's supplies orders (AUD, the demo accounts' storefront): one the lab dispatched, with its
 * clinic invoice and barcoded kits, and one still submitted, which the vet can change.
 */
const DEMO: DemoAdvanceOrder[] = [
  {
    items: [
      ['canine-collection-kit', 3],
      ['blood-card-kit', 1],
      ['cheek-swabs', 1],
      ['return-envelopes', 2],
    ],
    daysAgo: 14,
    dispatchedDaysAgo: 12,
    purchaseOrder: 'HVC-2291',
    trackingNumber: 'AP7731229001',
  },
  {
    items: [
      ['feline-collection-kit', 2],
      ['edta-sample-pack', 1],
      ['submission-forms', 1],
    ],
    daysAgo: 1,
    note: 'Please leave with reception; we close at 6 pm.',
  },
];

export async function seedDemoAdvanceOrders(tx: DbExecutor): Promise<void> {
  const vet = (await demoAccounts(tx, [VET])).get(VET);
  if (!vet) return;
  const productIds = DEMO.flatMap((d) => d.items.flatMap(([code]) => supplyByCode(code)?.productId ?? []));
  const products = await demoProducts(tx, productIds, 'AUD');
  for (const demo of DEMO) {
    const lines: AdvanceLine[] = demo.items.flatMap(([code, quantity]) => {
      const supply = supplyByCode(code);
      const product = products.find((p) => p.id === supply?.productId);
      if (!supply || (supply.productId !== null && !product)) return [];
      return [
        {
          supply: code,
          productId: product?.id ?? null,
          name: product?.name ?? supply.name ?? code,
          kind: product?.kind ?? null,
          typeId: product?.typeId ?? null,
          categoryId: product?.categoryId ?? null,
          unitAmount: product?.amount ?? 0,
          quantity,
          kitsPerUnit: supply.kitsPerUnit,
        },
      ];
    });
    const createdAt = new Date(Date.now() - demo.daysAgo * DAY_MS);
    const dispatchedAt = demo.dispatchedDaysAgo === undefined ? null : new Date(Date.now() - demo.dispatchedDaysAgo * DAY_MS);
    const [row] = await tx
      .insert(advanceOrders)
      .values({
        number: `DEMO-${demo.daysAgo}`,
        idempotencyKey: `demo-advance-${VET}-${demo.daysAgo}`,
        userId: vet.id,
        status: 'submitted',
        storefront: 'AU',
        currency: 'AUD',
        deliveryAddress: CLINIC,
        purchaseOrder: demo.purchaseOrder ?? null,
        note: demo.note ?? null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: advanceOrders.id });
    if (!row) throw new Error('Demo advance order insert returned nothing');
    const number = advanceOrderNumber(row.id);
    await tx.update(advanceOrders).set({ number }).where(eq(advanceOrders.id, row.id));
    await tx.insert(advanceOrderLines).values(lines.map((l) => ({ ...l, advanceOrderId: row.id })));
    await tx
      .insert(advanceOrderHistory)
      .values({ advanceOrderId: row.id, toStatus: 'submitted', reason: 'Ordered by the clinic', actorId: vet.id, createdAt });
    if (!dispatchedAt) continue;
    const orderId = await seedInvoicedOrder(tx, vet, lines, `${number}, PO ${demo.purchaseOrder}`, dispatchedAt);
    const kitBarcodes = await seedAllocatedKits(tx, {
      ownerId: vet.id,
      quantity: kitsToAllocate(lines),
      orderReference: orderNumber(orderId),
      createdAt: dispatchedAt,
    });
    await tx
      .update(advanceOrders)
      .set({
        status: 'dispatched',
        orderId,
        kitBarcodes,
        trackingNumber: demo.trackingNumber ?? null,
        dispatchedAt,
        updatedAt: dispatchedAt,
      })
      .where(eq(advanceOrders.id, row.id));
    await tx.insert(advanceOrderHistory).values({
      advanceOrderId: row.id,
      fromStatus: 'submitted',
      toStatus: 'dispatched',
      reason: 'Dispatched (demo data)',
      createdAt: dispatchedAt,
    });
  }
}

/** The dispatched kits on the clinic's account, as OrdersService.placeInvoicedOrder places them. */
async function seedInvoicedOrder(
  tx: DbExecutor,
  vet: DemoAccount,
  lines: AdvanceLine[],
  note: string,
  at: Date,
): Promise<number> {
  const chargeable = lines.filter(isChargeable);
  const order = await insertOrder(tx, {
    user: { id: vet.id, email: VET, firstName: vet.firstName, lastName: vet.lastName, userType: 'vet' },
    key: `demo-advance-order-${at.getTime()}`,
    method: 'INV',
    status: 'pending_payment',
    lines: chargeable.map((l) => ({
      productId: l.productId ?? 0,
      name: l.name,
      kind: l.kind ?? 'nsat',
      typeId: l.typeId ?? 0,
      categoryId: l.categoryId ?? 0,
      unitAmount: l.unitAmount,
      quantity: l.quantity,
      note,
    })),
    createdAt: at,
    dueAt: new Date(at.getTime() + PAYMENT_TERMS_DAYS.INV * DAY_MS),
    reason: 'Advance order dispatched',
  });
  return order.id;
}
