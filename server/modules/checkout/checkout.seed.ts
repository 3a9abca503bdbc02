import { sql } from 'drizzle-orm';
import { TAX_RULES } from '../../../shared/tax.js';
import { type DbExecutor, rowsOf } from '../../db/database.js';
import { computeTotals, PAYMENT_TERMS_DAYS, pointsEarned } from '../cart/cart.rules.js';
import { seedLoyaltyPoints } from '../cart/loyalty.seed.js';
import { orderNumber } from './checkout.rules.js';
import { invoiceCounter, invoices, orderHistory, orderLines, orderPayments, orders } from './checkout.schema.js';

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
 * vet a clinic invoice. Built with the same rules as checkout (totals, tax, invoice sequence).
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
    const totals = computeTotals({
      currency: 'AUD',
      subtotal: products.reduce((s, p) => s + p.amount, 0),
      discount: 0,
      loyaltyPoints: 0,
      availablePoints: 0,
      shipping: 0,
      tax: TAX_RULES.AU,
    });
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
    const [order] = await tx
      .insert(orders)
      .values({
        number: `DEMO-${demo.email}-${demo.daysAgo}`,
        idempotencyKey: `demo-${demo.email}-${demo.daysAgo}`,
        userId: user.id,
        email: demo.email,
        firstName: user.first_name,
        lastName: user.last_name,
        userType: user.user_type,
        storefront: 'AU',
        currency: 'AUD',
        region: 'AU',
        paymentMethod: demo.method,
        status: demo.paid ? 'paid' : 'pending_payment',
        subtotal: totals.subtotal,
        total: totals.total,
        tax: totals.tax,
        taxLabel: totals.taxLabel,
        taxRatePercent: totals.taxRatePercent,
        taxIncluded: totals.taxIncluded,
        shippingMethod: demo.method === 'INV' ? null : 'Standard Post',
        billingAddress: address,
        shippingAddress: address,
        pointsEarned: demo.paid ? pointsEarned(totals.total) : 0,
        dueAt: demo.method === 'C' ? null : new Date(createdAt.getTime() + PAYMENT_TERMS_DAYS[demo.method] * DAY_MS),
        paidAt: demo.paid ? createdAt : null,
        createdAt,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('Demo order insert returned nothing');
    await tx
      .update(orders)
      .set({ number: orderNumber(order.id) })
      .where(sql`${orders.id} = ${order.id}`);
    await tx.insert(orderLines).values(
      products.map((p) => ({
        orderId: order.id,
        productId: p.id,
        name: p.name,
        kind: p.kind,
        typeId: p.type_id,
        categoryId: p.category_id,
        kitCount: p.kit_count,
        unitAmount: p.amount,
        quantity: 1,
        amount: p.amount,
        note: demo.note ?? null,
      })),
    );
    await tx
      .insert(orderHistory)
      .values({ orderId: order.id, toStatus: 'pending_payment', reason: `Ordered (${demo.method})`, createdAt });
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
        amount: totals.total,
        currency: 'AUD',
        userId: user.id,
        status: 'succeeded',
      });
      await seedLoyaltyPoints(tx, {
        userId: user.id,
        points: pointsEarned(totals.total),
        reason: `Order ${orderNumber(order.id)}`,
        orderId: order.id,
        createdAt,
      });
    }
    const [counter] = await tx
      .insert(invoiceCounter)
      .values({ id: 1, last: 1 })
      .onConflictDoUpdate({ target: invoiceCounter.id, set: { last: sql`${invoiceCounter.last} + 1` } })
      .returning({ last: invoiceCounter.last });
    if (counter) await tx.insert(invoices).values({ number: counter.last, orderId: order.id, issuedAt: createdAt });
  }
}
