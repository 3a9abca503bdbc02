import { Injectable } from '@nestjs/common';
import { chartStartUtc, dailySeries, startOfMonthUtc, startOfTodayUtc } from '../../../shared/back-office.js';
import type {
  AdminCouponDetail,
  AdminProductPrices,
  AuditEntry,
  AuditView,
  CustomerView,
  Dashboard,
} from '../../../shared/types/back-office.js';
import { requireAdmin } from '../../common/access.rules.js';
import type { RequestUser } from '../../common/request-user.js';
import { AuditService } from '../audit/audit.service.js';
import { AccountsAdminService } from '../auth/accounts-admin.service.js';
import { CouponsAdminService } from '../cart/coupons-admin.service.js';
import { LoyaltyService } from '../cart/loyalty.service.js';
import { CatalogueAdminService } from '../catalogue/catalogue-admin.service.js';
import { JobsService } from '../jobs/jobs.service.js';
import { KitsReportingService } from '../kits/kits-reporting.service.js';
import { MailService } from '../mail/mail.service.js';
import { OrdersReportingService } from '../orders/orders-reporting.service.js';

/**
 * The back office's read side: it gathers each owning module's figures through that module's service
 * (docs/decisions/0005), never by reading another module's tables.
 */
@Injectable()
export class BackOfficeService {
  constructor(
    private readonly accounts: AccountsAdminService,
    private readonly orders: OrdersReportingService,
    private readonly kits: KitsReportingService,
    private readonly mail: MailService,
    private readonly loyalty: LoyaltyService,
    private readonly audit: AuditService,
    private readonly coupons: CouponsAdminService,
    private readonly catalogue: CatalogueAdminService,
    private readonly jobs: JobsService,
  ) {}

  async dashboard(actor: RequestUser | undefined, now = new Date()): Promise<Dashboard> {
    requireAdmin(actor);
    const chartStart = chartStartUtc(now);
    const [today, month, daily, kitsByStatus, overdueSamples, pendingBankTransfers, failedEmails, failedJobs] = await Promise.all(
      [
        this.orders.salesSince(startOfTodayUtc(now)),
        this.orders.salesSince(startOfMonthUtc(now)),
        this.orders.dailySalesSince(chartStart),
        this.kits.countByStatus(),
        this.kits.overdueSamples(now),
        this.orders.pendingBankTransfers(),
        this.mail.failedCount(),
        this.jobs.failedCount(),
      ],
    );
    return {
      generatedAt: now.toISOString(),
      today,
      month,
      lastDays: dailySeries(daily, chartStart),
      kitsByStatus,
      overdueSamples,
      pendingBankTransfers,
      failedEmails,
      failedJobs,
    };
  }

  async coupon(actor: RequestUser | undefined, id: number): Promise<AdminCouponDetail> {
    const detail = await this.coupons.detail(actor, id);
    return { ...detail, audit: await this.withNames(await this.audit.aboutEntity('coupon', id)) };
  }

  async productPrices(actor: RequestUser | undefined, productId: number): Promise<AdminProductPrices> {
    const prices = await this.catalogue.prices(actor, productId);
    const [product, price] = await Promise.all([
      this.audit.aboutEntity('product', productId),
      this.audit.aboutEntity('product-price', productId),
    ]);
    const changes = [...product, ...price].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
    return { ...prices, audit: await this.withNames(changes) };
  }

  async customer(actor: RequestUser | undefined, userId: number): Promise<CustomerView> {
    const account = await this.accounts.account(actor, userId);
    const [orders, payments, invoices, kits, animals, sessions, loyaltyPoints, audit] = await Promise.all([
      this.orders.ordersOf(userId),
      this.orders.paymentsOf(userId),
      this.orders.invoicesOf(userId),
      this.kits.kitsOf(userId),
      this.kits.animalsOf(userId),
      this.accounts.sessionsOf(actor, userId),
      this.loyalty.balanceOf(userId),
      this.audit.aboutUser(userId),
    ]);
    return {
      account,
      orders,
      payments,
      invoices,
      kits,
      animals,
      sessions,
      loyaltyPoints,
      audit: await this.withNames(audit),
    };
  }

  private async withNames(entries: AuditEntry[]): Promise<AuditView[]> {
    const names = await this.accounts.namesOf(entries.map((entry) => entry.actorId));
    return entries.map((entry) => ({ ...entry, actorName: names.get(entry.actorId) ?? `#${entry.actorId}` }));
  }
}
