import type { DbExecutor } from '../../db/database.js';
import { demoAccounts } from '../auth/auth.seed.js';
import { pointsEarned } from '../cart/cart.rules.js';
import { seedLoyaltyPoints } from '../cart/loyalty.seed.js';
import { demoProducts } from '../catalogue/catalogue.seed.js';
import { insertOrder } from './orders.inserts.js';
import { PAYMENT_TERMS_DAYS } from './orders.rules.js';
import { orderHistory, orderPayments } from './orders.schema.js';

const DAY_MS = 24 * 60 * 60_000;

interface DemoOrder {
  email: string;
  productIds: number[];
  method: 'C' | 'EFT' | 'INV';
  paid: boolean;
  daysAgo: number;
  note?: string;
}

/**
 * Demo orders in the Australian storefront (where the demo accounts live): the breeder has a paid card
 * order, two bank transfers waiting to be paid together and loyalty points; the owner a paid order; the
 * vet a clinic invoice. Built with the same rules as checkout (totals, tax, invoice sequence), by the
 * orders module's insert that the test factory builds on (orders.inserts.ts).
 */
const DEMO_ORDERS: DemoOrder[] = [
  { email: 'breeder@demo.petdna.example', productIds: [440], method: 'C', paid: true, daysAgo: 40 },
  { email: 'breeder@demo.petdna.example', productIds: [980], method: 'EFT', paid: false, daysAgo: 3 },
  { email: 'breeder@demo.petdna.example', productIds: [971], method: 'EFT', paid: false, daysAgo: 1 },
  { email: 'owner@demo.petdna.example', productIds: [969], method: 'C', paid: true, daysAgo: 20 },
  { email: 'vet@demo.petdna.example', productIds: [971], method: 'INV', paid: false, daysAgo: 2, note: 'Rex (Kelpie, 3 y)' },
];

export async function seedDemoOrders(tx: DbExecutor): Promise<void> {
  const accounts = await demoAccounts(
    tx,
    DEMO_ORDERS.map((demo) => demo.email),
  );
  for (const demo of DEMO_ORDERS) {
    const user = accounts.get(demo.email);
    if (!user) continue;
    const products = await demoProducts(tx, demo.productIds, 'AUD');
    const createdAt = new Date(Date.now() - demo.daysAgo * DAY_MS);
    const address =
      demo.method === 'INV'
        ? null
        : {
            firstName: user.firstName,
            lastName: user.lastName,
            address: '18 Sturt Street',
            address2: null,
            city: user.city ?? 'Ballarat',
            postalCode: '3350',
            state: user.state ?? 'VIC',
            country: 'AU',
            email: demo.email,
            phone: null,
          };
    const order = await insertOrder(tx, {
      user: { id: user.id, email: demo.email, firstName: user.firstName, lastName: user.lastName, userType: user.userType },
      key: `demo-${demo.email}-${demo.daysAgo}`,
      method: demo.method,
      status: demo.paid ? 'paid' : 'pending_payment',
      lines: products.map((p) => ({
        productId: p.id,
        name: p.name,
        kind: p.kind,
        typeId: p.typeId,
        categoryId: p.categoryId,
        kitCount: p.kitCount,
        unitAmount: p.amount,
        note: demo.note ?? null,
      })),
      billingAddress: address,
      shippingMethod: demo.method === 'INV' ? null : 'Standard Post',
      createdAt,
      dueAt: demo.method === 'C' ? null : new Date(createdAt.getTime() + PAYMENT_TERMS_DAYS[demo.method] * DAY_MS),
      paidAt: demo.paid ? createdAt : null,
      reason: `Ordered (${demo.method})`,
    });
    if (demo.paid) {
      await tx
        .insert(orderHistory)
        .values({ orderId: order.id, fromStatus: 'pending_payment', toStatus: 'paid', reason: 'Paid (demo data)', createdAt });
      await tx.insert(orderPayments).values({
        provider: 'demo',
        paymentId: `demo-${order.id}`,
        kind: 'manual',
        region: 'AU',
        orderIds: [order.id],
        amount: order.total,
        currency: 'AUD',
        userId: user.id,
        status: 'succeeded',
      });
      await seedLoyaltyPoints(tx, {
        userId: user.id,
        points: pointsEarned(order.total),
        reason: `Order ${order.number}`,
        orderId: order.id,
        createdAt,
      });
    }
  }
}
