import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { formatDate, formatMoney } from '../../../shared/format.js';
import type { CurrencyCode } from '../../../shared/storefronts.js';
import type { AdminAdvanceOrderView, AdvanceOrderStatus } from '../../../shared/types/advance-order.js';
import type { Paged } from '../../../shared/types/order.js';
import { requireAdmin } from '../../common/access.rules.js';
import { AppError } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { APP_CONFIG, DB } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { AuditService } from '../audit/audit.service.js';
import { displayName, type UserRow } from '../auth/auth.rules.js';
import { UsersService } from '../auth/users.service.js';
import { KitsService } from '../kits/kits.service.js';
import { MailService } from '../mail/mail.service.js';
import { advanceOrderDispatchedMail } from '../mail/templates/advance-order-dispatched.js';
import { isChargeable, kitsToAllocate, refuseAdvanceMove } from './advance-orders.rules.js';
import { advanceOrderHistory, advanceOrderLines, advanceOrders } from './advance-orders.schema.js';
import { type AdvanceOrderRow, AdvanceOrdersService } from './advance-orders.service.js';
import { orders } from './orders.schema.js';
import { type OrderRow, OrdersService, storefrontOf } from './orders.service.js';

const PAGE_SIZE = 20;

type LineRow = typeof advanceOrderLines.$inferSelect;

/**
 * The lab's side of advance orders: the list to pick and pack from, and dispatch, which in one
 * transaction invoices the chargeable kits to the clinic account (OrdersService), allocates barcoded
 * kits through the kits module's seam (docs/decisions/0500) and e-mails the vet.
 */
@Injectable()
export class AdvanceOrdersAdminService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly advanceOrders: AdvanceOrdersService,
    private readonly orders: OrdersService,
    private readonly kits: KitsService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  /**
   * GET /api/admin/advance-orders?search&status&page: oldest submitted first is how a lab packs, so
   * oldest first; otherwise newest first. The search finds the order number, the invoiced order's
   * number, the PO number, the recipient, or the vet's clinic, name or e-mail.
   */
  async list(
    actor: RequestUser | undefined,
    filter: { search?: string; status?: AdvanceOrderStatus; page: number },
  ): Promise<Paged<AdminAdvanceOrderView>> {
    requireAdmin(actor);
    const { status, page } = filter;
    const conditions: SQL[] = [];
    const text = filter.search?.trim();
    const byText = text ? await this.matching(text) : undefined;
    if (byText) conditions.push(byText);
    if (status) conditions.push(eq(advanceOrders.status, status));
    const where = conditions.length ? and(...conditions) : undefined;
    const [total] = await this.db.select({ n: sql<number>`count(*)::int` }).from(advanceOrders).where(where);
    const rows = await this.db
      .select()
      .from(advanceOrders)
      .where(where)
      .orderBy(status === 'submitted' ? advanceOrders.createdAt : desc(advanceOrders.createdAt), advanceOrders.id)
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);
    const count = Number(total?.n ?? 0);
    return {
      results: await this.adminViews(this.db, rows),
      count,
      next: page * PAGE_SIZE < count ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
    };
  }

  /**
   * POST /api/admin/advance-orders/{id}/dispatch. Once only: the row is locked and a dispatched order
   * refuses to move again (409), so a double click never invoices or allocates twice.
   */
  async dispatch(actor: RequestUser | undefined, id: number, trackingNumber: string | undefined): Promise<AdminAdvanceOrderView> {
    const admin = requireAdmin(actor);
    await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(advanceOrders).where(eq(advanceOrders.id, id)).for('update');
      if (!order) throw AppError.notFound('Order not found');
      const refusal = refuseAdvanceMove(order.status, 'dispatched');
      if (refusal) throw AppError.conflict(refusal);
      const vet = await this.users.findById(order.userId, tx);
      if (!vet) throw AppError.notFound('Order not found');
      const lines = await tx.select().from(advanceOrderLines).where(eq(advanceOrderLines.advanceOrderId, order.id));
      const invoiced = await this.invoiceKits(tx, order, lines, vet, admin);
      const kitCount = kitsToAllocate(lines);
      const kits = kitCount
        ? await this.kits.allocate(
            {
              ownerId: vet.id,
              testIds: [],
              quantity: kitCount,
              orderReference: invoiced?.number ?? order.number,
              actorId: admin.id,
              notifyOwner: false,
            },
            tx,
          )
        : [];
      const dispatched: AdvanceOrderRow = {
        ...order,
        status: 'dispatched',
        orderId: invoiced?.id ?? null,
        trackingNumber: trackingNumber?.trim() || null,
        kitBarcodes: kits.map((k) => k.barcode),
        dispatchedAt: new Date(),
        updatedAt: new Date(),
      };
      await tx.update(advanceOrders).set(dispatched).where(eq(advanceOrders.id, order.id));
      await tx.insert(advanceOrderHistory).values({
        advanceOrderId: order.id,
        fromStatus: order.status,
        toStatus: 'dispatched',
        reason: `Dispatched by ${admin.email}`,
        actorId: admin.id,
      });
      await this.mail.enqueue(tx, this.dispatchMail(dispatched, lines, vet, invoiced));
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'advance-order',
        entityId: order.id,
        action: 'dispatch',
        subjectUserId: order.userId,
        before: { number: order.number, status: order.status },
        after: {
          number: order.number,
          status: dispatched.status,
          trackingNumber: dispatched.trackingNumber,
          kitBarcodes: dispatched.kitBarcodes,
          invoiceOrder: invoiced?.number ?? null,
        },
      });
    });
    const [row] = await this.db.select().from(advanceOrders).where(eq(advanceOrders.id, id));
    if (!row) throw AppError.notFound('Order not found');
    return (await this.adminViews(this.db, [row]))[0] as AdminAdvanceOrderView;
  }

  private async matching(text: string): Promise<SQL | undefined> {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const vets = await this.users.vetIdsMatching(text);
    const invoiced = this.db.select({ id: orders.id }).from(orders).where(ilike(orders.number, like));
    return or(
      ilike(advanceOrders.number, like),
      ilike(advanceOrders.purchaseOrder, like),
      ilike(sql`${advanceOrders.deliveryAddress} ->> 'recipient'`, like),
      inArray(advanceOrders.orderId, invoiced),
      vets.length ? inArray(advanceOrders.userId, vets) : undefined,
    );
  }

  /** The chargeable kits as an order on the clinic's account, with its invoice; none when all is free. */
  private async invoiceKits(
    tx: DbExecutor,
    order: AdvanceOrderRow,
    lines: LineRow[],
    vet: UserRow,
    admin: RequestUser,
  ): Promise<OrderRow | null> {
    const chargeable = lines.filter(isChargeable);
    if (chargeable.length === 0) return null;
    const reference = [order.number, order.purchaseOrder ? `PO ${order.purchaseOrder}` : null].filter(Boolean).join(', ');
    return this.orders.placeInvoicedOrder(tx, {
      idempotencyKey: `advance-order-${order.id}`,
      user: vet,
      storefront: order.storefront,
      currency: order.currency,
      lines: chargeable.map((l) => ({
        productId: l.productId ?? 0,
        name: l.name,
        kind: l.kind ?? 'nsat',
        typeId: l.typeId ?? 0,
        categoryId: l.categoryId ?? 0,
        unitAmount: l.unitAmount,
        quantity: l.quantity,
        note: reference,
      })),
      reason: `Advance order ${order.number} dispatched`,
      actorId: admin.id,
    });
  }

  private async adminViews(executor: DbExecutor, rows: AdvanceOrderRow[]): Promise<AdminAdvanceOrderView[]> {
    const views = await this.advanceOrders.views(executor, rows);
    const people = new Map<number, UserRow | undefined>();
    for (const id of new Set(rows.map((r) => r.userId))) people.set(id, await this.users.findById(id, executor));
    return views.map((view, i) => {
      const person = people.get(rows[i]?.userId ?? 0);
      return {
        ...view,
        customer: {
          id: person?.id ?? 0,
          email: person?.email ?? '',
          name: person ? displayName(person) : '',
          clinicName: person?.clinicName ?? null,
        },
      };
    });
  }

  private dispatchMail(order: AdvanceOrderRow, lines: LineRow[], vet: UserRow, invoiced: OrderRow | null) {
    const storefront = storefrontOf(order);
    const money = (amount: number) => formatMoney({ amount, currency: order.currency as CurrencyCode }, storefront);
    const address = order.deliveryAddress;
    return {
      to: vet.email,
      kind: 'advance-order-dispatched',
      ...advanceOrderDispatchedMail(
        {
          firstName: vet.firstName,
          number: order.number,
          purchaseOrder: order.purchaseOrder,
          address: [
            address.recipient,
            address.address,
            address.address2,
            `${address.city} ${address.state ?? ''} ${address.postalCode}`.replace(/\s+/g, ' '),
          ].filter((line): line is string => Boolean(line)),
          trackingNumber: order.trackingNumber,
          lines: lines.map((l) => ({
            label: `${l.quantity} × ${l.name}`,
            amount: isChargeable(l) ? money(l.unitAmount * l.quantity) : 'free',
          })),
          kitBarcodes: order.kitBarcodes,
          invoiced: invoiced
            ? {
                number: invoiced.number,
                total: money(invoiced.total),
                due: invoiced.dueAt ? formatDate(invoiced.dueAt, storefront) : '',
              }
            : null,
        },
        this.config,
      ),
    };
  }
}
