import { sql } from 'drizzle-orm';
import { insertOrder } from '../../../test/factories/orders.js';
import { type DbExecutor, rowsOf } from '../../db/database.js';
import { PAYMENT_TERMS_DAYS, pointsEarned } from '../cart/cart.rules.js';
import { seedLoyaltyPoints } from '../cart/loyalty.seed.js';
import { orderHistory, orderPayments } from './checkout.schema.js';

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
 * order factory the tests share (test/factories/orders.ts).
 */
const DEMO_ORDERS: DemoOrder[] = [
  { email: 'breeder@demo.petdna.example', productIds: [440], method: 'C', paid: true, daysAgo: 40 },
  { email: 'breeder@demo.petdna.example', productIds: [980], method: 'EFT', paid: false, daysAgo: 3 },
  { email: 'breeder@demo.petdna.example', productIds: [971], method: 'EFT', paid: false, daysAgo: 1 },
  { email: 'owner@demo.petdna.example', productIds: [969], method: 'C', paid: true, daysAgo: 20 },
  { email: 'vet@demo.petdna.example', productIds: [971], method: 'INV', paid: false, daysAgo: 2, note: 'Rex (Kelpie, 3 y)' },
];

export async function seedDemoOrders(tx: DbExecutor): Promise<void> {
  for (const demo of DEMO_ORDERS) {
    const [user] = await rowsOf<{
      id: number;
      first_name: string;
      last_name: string;
      user_type: string;
      city: string | null;
      state: string | null;
    }>(tx, sql`SELECT id, first_name, last_name, user_type, city, state FROM users WHERE email = ${demo.email}`);
    if (!user) continue;
    const products = await rowsOf<{
      id: number;
      name: string;
      kind: string;
      type_id: number;
      category_id: number;
      kit_count: number | null;
      amount: number;
    }>(
      tx,
      sql`SELECT p.id, p.name, p.kind, p.type_id, p.category_id, p.kit_count, pp.amount FROM products p
        JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = 'AUD'
        WHERE p.id IN (${sql.join(
          demo.productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
    const createdAt = new Date(Date.now() - demo.daysAgo * DAY_MS);
    const address =
      demo.method === 'INV'
        ? null
        : {
            firstName: user.first_name,
            lastName: user.last_name,
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
      user: { id: user.id, email: demo.email, firstName: user.first_name, lastName: user.last_name, userType: user.user_type },
      key: `demo-${demo.email}-${demo.daysAgo}`,
      method: demo.method,
      status: demo.paid ? 'paid' : 'pending_payment',
      lines: products.map((p) => ({
        productId: p.id,
        name: p.name,
        kind: p.kind,
        typeId: p.type_id,
        categoryId: p.category_id,
        kitCount: p.kit_count,
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
