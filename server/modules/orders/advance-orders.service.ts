import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { isStateRequired } from '../../../shared/address.js';
import { ADVANCE_ORDER_MAX_QUANTITY, ADVANCE_ORDER_MSG } from '../../../shared/advance-orders.js';
import type {
  AdvanceOrderAddress,
  AdvanceOrderForm,
  AdvanceOrderStatus,
  AdvanceOrderView,
  AdvanceSupplyView,
} from '../../../shared/types/advance-order.js';
import type { Paged } from '../../../shared/types/order.js';
import { MSG } from '../../../shared/validation-messages.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestContext } from '../../common/request-context.js';
import { type RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/postgres-errors.js';
import { UsersService } from '../auth/users.service.js';
import { CART_MESSAGES } from '../cart/cart.rules.js';
import { CatalogueService, type CatalogueVisitor } from '../catalogue/catalogue.service.js';
import { invoicesToJoin } from '../invoices/invoice-records.js';
import {
  ADVANCE_SUPPLIES,
  type AdvanceLine,
  advanceOrderNumber,
  chargeableTotal,
  defaultDeliveryAddress,
  isChargeable,
  isEditable,
  itemProblems,
  linesFor,
  ordersMoreKits,
  type PricedKit,
  refuseAdvanceMove,
} from './advance-orders.rules.js';
import { advanceOrderHistory, advanceOrderLines, advanceOrders } from './advance-orders.schema.js';
import type { AdvanceOrderAddressDto, AdvanceOrderDto } from './dto/advance-order.dto.js';
import { orders } from './orders.schema.js';
import { OrdersService } from './orders.service.js';

export type AdvanceOrderRow = typeof advanceOrders.$inferSelect;

const PAGE_SIZE = 20;

/**
 * A vet's advance orders of supplies and kits (docs/decisions/0606): the form's supplies priced for the
 * clinic, the list, and orders created once per Idempotency-Key and changed until the lab dispatches.
 */
@Injectable()
export class AdvanceOrdersService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly catalogue: CatalogueService,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
  ) {}

  /** GET /api/store/orders/advance/supplies: the supplies the clinic can order, and where they go by default. */
  async form(ctx: RequestContext): Promise<AdvanceOrderForm> {
    const user = vetOf(ctx);
    const visitor = await this.catalogue.visitor(ctx);
    const kits = await this.pricedKits(this.db, visitor);
    const profile = await this.users.findById(user.id);
    if (!profile) throw AppError.unauthorized();
    const [last] = await this.db
      .select({ address: advanceOrders.deliveryAddress })
      .from(advanceOrders)
      .where(eq(advanceOrders.userId, user.id))
      .orderBy(desc(advanceOrders.createdAt), desc(advanceOrders.id))
      .limit(1);
    return {
      currency: visitor.currency,
      storefront: visitor.storefront,
      maxQuantity: ADVANCE_ORDER_MAX_QUANTITY,
      supplies: ADVANCE_SUPPLIES.flatMap((supply): AdvanceSupplyView[] => {
        if (supply.productId === null) {
          return [
            {
              code: supply.code,
              name: supply.name ?? supply.code,
              description: supply.description ?? '',
              chargeable: false,
              unitAmount: 0,
              kitsPerUnit: 0,
            },
          ];
        }
        const kit = kits.get(supply.productId);
        if (!kit) return [];
        return [
          {
            code: supply.code,
            name: kit.name,
            description: kit.description,
            chargeable: true,
            unitAmount: kit.amount,
            kitsPerUnit: supply.kitsPerUnit,
          },
        ];
      }),
      deliveryAddress: defaultDeliveryAddress(
        { ...profile, countryCode: profile.countryCode ?? visitor.storefront },
        last?.address ?? null,
      ),
    };
  }

  async list(ctx: RequestContext, page: number): Promise<Paged<AdvanceOrderView>> {
    const user = vetOf(ctx);
    const [total] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(advanceOrders)
      .where(eq(advanceOrders.userId, user.id));
    const rows = await this.db
      .select()
      .from(advanceOrders)
      .where(eq(advanceOrders.userId, user.id))
      .orderBy(desc(advanceOrders.createdAt), desc(advanceOrders.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);
    const count = Number(total?.n ?? 0);
    return {
      results: await this.views(this.db, rows),
      count,
      next: page * PAGE_SIZE < count ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
    };
  }

  /**
   * POST /api/store/orders/advance/: one order per Idempotency-Key (a double click or a retry answers
   * the same order). Refused with code 79 while an invoice is overdue, like the cart.
   */
  async create(ctx: RequestContext, idempotencyKey: string | undefined, input: AdvanceOrderDto): Promise<AdvanceOrderView> {
    const key = idempotencyKey?.trim();
    if (!key || key.length > 200) throw new FieldErrors({ 'Idempotency-Key': MSG.required });
    const user = vetOf(ctx);
    const existing = await this.byKey(key, user);
    if (existing) return existing;
    if (!user.emailConfirmed) {
      throw AppError.forbidden('Please confirm your email address before you order. We sent you a link when you registered.');
    }
    const visitor = await this.catalogue.visitor(ctx);
    try {
      const id = await this.db.transaction(async (tx) => {
        const lines = await this.validLines(tx, visitor, input);
        if (await this.orders.hasOverduePayments(tx, user.id)) {
          throw AppError.conflict(CART_MESSAGES.pendingPayments.content, CART_MESSAGES.pendingPayments);
        }
        const [row] = await tx
          .insert(advanceOrders)
          .values({
            number: `PENDING-${key}`.slice(0, 60),
            idempotencyKey: key,
            userId: user.id,
            status: 'submitted',
            storefront: visitor.storefront,
            currency: visitor.currency,
            deliveryAddress: toAddress(input.deliveryAddress),
            purchaseOrder: input.purchaseOrder?.trim() || null,
            note: input.note?.trim() || null,
          })
          .onConflictDoNothing({ target: advanceOrders.idempotencyKey })
          .returning({ id: advanceOrders.id });
        if (!row) return null;
        await tx
          .update(advanceOrders)
          .set({ number: advanceOrderNumber(row.id) })
          .where(eq(advanceOrders.id, row.id));
        await tx.insert(advanceOrderLines).values(lines.map((l) => ({ ...l, advanceOrderId: row.id })));
        await tx.insert(advanceOrderHistory).values({
          advanceOrderId: row.id,
          fromStatus: null,
          toStatus: 'submitted',
          reason: 'Ordered by the clinic',
          actorId: user.id,
        });
        return row.id;
      });
      if (id === null) {
        const again = await this.byKey(key, user);
        if (!again) throw AppError.conflict('This order is already being processed');
        return again;
      }
      return this.viewById(this.db, id);
    } catch (error) {
      // A parallel request with the same key won the race: answer with its order.
      if (isUniqueViolation(error)) {
        const again = await this.byKey(key, user);
        if (again) return again;
      }
      throw error;
    }
  }

  /** PUT /api/store/orders/advance/{id}/: replaces the items, address and notes until the lab dispatches. */
  async update(ctx: RequestContext, id: number, input: AdvanceOrderDto): Promise<AdvanceOrderView> {
    const user = vetOf(ctx);
    const visitor = await this.catalogue.visitor(ctx);
    await this.db.transaction(async (tx) => {
      const order = await lockOwnOrder(tx, id, user.id);
      if (!isEditable(order.status)) throw notEditable(order.status);
      // The order keeps the currency it was priced in, whatever storefront the vet browses now.
      const lines = await this.validLines(tx, { ...visitor, storefront: order.storefront, currency: order.currency }, input);
      const before = await tx.select().from(advanceOrderLines).where(eq(advanceOrderLines.advanceOrderId, order.id));
      if (ordersMoreKits(before, lines) && (await this.orders.hasOverduePayments(tx, user.id))) {
        throw AppError.conflict(CART_MESSAGES.pendingPayments.content, CART_MESSAGES.pendingPayments);
      }
      await tx.delete(advanceOrderLines).where(eq(advanceOrderLines.advanceOrderId, order.id));
      await tx.insert(advanceOrderLines).values(lines.map((l) => ({ ...l, advanceOrderId: order.id })));
      await tx
        .update(advanceOrders)
        .set({
          deliveryAddress: toAddress(input.deliveryAddress),
          purchaseOrder: input.purchaseOrder?.trim() || null,
          note: input.note?.trim() || null,
          updatedAt: new Date(),
        })
        .where(eq(advanceOrders.id, order.id));
    });
    return this.viewById(this.db, id);
  }

  /**
   * POST /api/store/orders/advance/{id}/cancel/: the vet withdraws an order the lab has not dispatched
   * (docs/decisions/0626). Nothing was invoiced or allocated yet, so nothing else moves. Asking again answers
   * the cancelled order; a dispatched one is refused.
   */
  async cancel(ctx: RequestContext, id: number): Promise<AdvanceOrderView> {
    const user = vetOf(ctx);
    await this.db.transaction(async (tx) => {
      const order = await lockOwnOrder(tx, id, user.id);
      if (order.status === 'cancelled') return;
      if (refuseAdvanceMove(order.status, 'cancelled')) throw notEditable(order.status);
      await tx.update(advanceOrders).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(advanceOrders.id, order.id));
      await tx.insert(advanceOrderHistory).values({
        advanceOrderId: order.id,
        fromStatus: order.status,
        toStatus: 'cancelled',
        reason: 'Cancelled by the clinic',
        actorId: user.id,
      });
    });
    return this.viewById(this.db, id);
  }

  async viewById(executor: DbExecutor, id: number): Promise<AdvanceOrderView> {
    const [row] = await executor.select().from(advanceOrders).where(eq(advanceOrders.id, id));
    if (!row) throw AppError.notFound('Order not found');
    return (await this.views(executor, [row]))[0] as AdvanceOrderView;
  }

  async views(executor: DbExecutor, rows: AdvanceOrderRow[]): Promise<AdvanceOrderView[]> {
    if (rows.length === 0) return [];
    const lines = await executor
      .select()
      .from(advanceOrderLines)
      .where(
        inArray(
          advanceOrderLines.advanceOrderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(advanceOrderLines.id));
    const orderIds = rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId]));
    const invoice = invoicesToJoin();
    const invoiced = orderIds.length
      ? await executor
          .select({ id: orders.id, number: orders.number, total: orders.total, dueAt: orders.dueAt, invoiceId: invoice.id })
          .from(orders)
          .leftJoin(invoice, eq(invoice.orderId, orders.id))
          .where(inArray(orders.id, orderIds))
      : [];
    return rows.map((row) => {
      const own = lines.filter((l) => l.advanceOrderId === row.id);
      const order = invoiced.find((o) => o.id === row.orderId);
      return {
        id: row.id,
        number: row.number,
        status: row.status,
        editable: isEditable(row.status),
        storefront: row.storefront,
        currency: row.currency,
        lines: own.map((l) => ({
          supply: l.supply,
          name: l.name,
          quantity: l.quantity,
          unitAmount: l.unitAmount,
          amount: l.unitAmount * l.quantity,
          chargeable: isChargeable(l),
        })),
        chargeableTotal: chargeableTotal(own),
        deliveryAddress: row.deliveryAddress,
        purchaseOrder: row.purchaseOrder,
        note: row.note,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        dispatchedAt: row.dispatchedAt?.toISOString() ?? null,
        trackingNumber: row.trackingNumber,
        kitBarcodes: row.kitBarcodes,
        invoice: order
          ? {
              orderId: order.id,
              orderNumber: order.number,
              invoiceId: order.invoiceId,
              total: order.total,
              dueAt: order.dueAt?.toISOString() ?? null,
            }
          : null,
      };
    });
  }

  /** The requested lines priced for the clinic, or every field problem at once (nothing is written). */
  private async validLines(executor: DbExecutor, visitor: CatalogueVisitor, input: AdvanceOrderDto): Promise<AdvanceLine[]> {
    const priced = linesFor(input.items, await this.pricedKits(executor, visitor));
    const errors: Record<string, string> = { ...priced.errors, ...itemProblems(input.items) };
    const address = input.deliveryAddress;
    if (isStateRequired(address.country) && !address.state?.trim()) {
      errors['deliveryAddress.state'] = MSG.required;
    }
    if (Object.keys(errors).length) throw new FieldErrors(errors);
    return priced.lines;
  }

  private async pricedKits(
    executor: DbExecutor,
    visitor: CatalogueVisitor,
  ): Promise<Map<number, PricedKit & { description: string }>> {
    const ids = ADVANCE_SUPPLIES.flatMap((s) => (s.productId === null ? [] : [s.productId]));
    const products = await this.catalogue.pricedProducts(visitor, ids, executor);
    return new Map(products.map((p) => [p.id, p]));
  }

  private async byKey(key: string, user: RequestUser): Promise<AdvanceOrderView | null> {
    const [row] = await this.db.select().from(advanceOrders).where(eq(advanceOrders.idempotencyKey, key));
    if (!row) return null;
    if (row.userId !== user.id) {
      throw AppError.conflict('This Idempotency-Key was already used for another order', { code: 'idempotency_conflict' });
    }
    return (await this.views(this.db, [row]))[0] ?? null;
  }
}

/** The guard (`@UserTypes('vet')`) has admitted only vets; this names the signed-in one. */
function vetOf(ctx: RequestContext): RequestUser {
  const user = ctx.user;
  if (!user) throw AppError.unauthorized();
  return user;
}

function toAddress(input: AdvanceOrderAddressDto): AdvanceOrderAddress {
  return {
    recipient: input.recipient.trim(),
    address: input.address.trim(),
    address2: input.address2?.trim() || null,
    city: input.city.trim(),
    postalCode: input.postalCode.trim(),
    state: input.state?.trim().toUpperCase() || null,
    country: input.country.toUpperCase(),
    phone: input.phone?.trim() || null,
  };
}

/** Why an order can no longer be changed or cancelled. */
function notEditable(status: AdvanceOrderStatus): AppError {
  return AppError.conflict(status === 'cancelled' ? ADVANCE_ORDER_MSG.cancelled : ADVANCE_ORDER_MSG.notEditable, {
    code: 'not_editable',
  });
}

/** The vet's own order, locked for the change; another vet's, or none, is a 404. */
async function lockOwnOrder(tx: DbExecutor, id: number, userId: number): Promise<AdvanceOrderRow> {
  const [order] = await tx
    .select()
    .from(advanceOrders)
    .where(and(eq(advanceOrders.id, id), eq(advanceOrders.userId, userId)))
    .for('update');
  if (!order) throw AppError.notFound('Order not found');
  return order;
}
