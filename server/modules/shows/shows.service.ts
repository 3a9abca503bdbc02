import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq } from 'drizzle-orm';
import { SHOW_BOOKING_STATUS_LABELS, type ShowBooking, type ShowBookingStatus } from '../../../shared/types/shows.js';
import { requireAdmin } from '../../common/access.rules.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { AuditService } from '../audit/audit.service.js';
import type { BookShowDto } from './dto/book-show.dto.js';
import { refuseShowDate, refuseShowMove } from './shows.rules.js';
import { showBookings } from './shows.schema.js';

type BookingRow = typeof showBookings.$inferSelect;

function view(row: BookingRow): ShowBooking {
  return {
    id: row.id,
    showName: row.showName,
    showDate: row.showDate,
    venue: row.venue,
    city: row.city,
    countryCode: row.countryCode,
    expectedAnimals: row.expectedAnimals,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    notes: row.notes,
    status: row.status,
    statusLabel: SHOW_BOOKING_STATUS_LABELS[row.status],
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

/** Show bookings: a breeder books the lab for a show, cancels it while requested; the lab confirms it. */
@Injectable()
export class ShowsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  async mine(user: RequestUser): Promise<{ results: ShowBooking[] }> {
    const rows = await this.db
      .select()
      .from(showBookings)
      .where(eq(showBookings.userId, user.id))
      .orderBy(desc(showBookings.showDate), desc(showBookings.id));
    return { results: rows.map(view) };
  }

  async book(user: RequestUser, input: BookShowDto, today = new Date()): Promise<ShowBooking> {
    const refused = refuseShowDate(input.showDate, today);
    if (refused) throw new FieldErrors({ showDate: refused });
    const [row] = await this.db
      .insert(showBookings)
      .values({
        userId: user.id,
        showName: input.showName.trim(),
        showDate: input.showDate,
        venue: input.venue.trim(),
        city: input.city.trim(),
        countryCode: input.countryCode.toUpperCase(),
        expectedAnimals: input.expectedAnimals,
        contactName: input.contactName.trim(),
        contactPhone: input.contactPhone.trim(),
        contactEmail: input.contactEmail.trim().toLowerCase(),
        notes: input.notes?.trim() || null,
      })
      .returning();
    if (!row) throw new Error('booking not stored');
    return view(row);
  }

  /** The booker cancels a request; another account's booking reads as not found. */
  async cancel(user: RequestUser, id: number): Promise<ShowBooking> {
    const [row] = await this.db
      .select()
      .from(showBookings)
      .where(and(eq(showBookings.id, id), eq(showBookings.userId, user.id)));
    if (!row) throw AppError.notFound('Booking not found');
    return this.move(row, 'cancelled');
  }

  async listForAdmin(actor: RequestUser | undefined, status?: ShowBookingStatus): Promise<{ results: ShowBooking[] }> {
    requireAdmin(actor);
    const rows = await this.db
      .select()
      .from(showBookings)
      .where(status ? eq(showBookings.status, status) : undefined)
      .orderBy(asc(showBookings.showDate), asc(showBookings.id));
    return { results: rows.map(view) };
  }

  /** Admin: confirms a requested booking; the audit row commits with the change. */
  async confirm(actor: RequestUser | undefined, id: number): Promise<ShowBooking> {
    const admin = requireAdmin(actor);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(showBookings).where(eq(showBookings.id, id)).for('update');
      if (!row) throw AppError.notFound('Booking not found');
      const confirmed = await this.move(row, 'confirmed', tx);
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'show_booking',
        entityId: id,
        action: 'confirm',
        subjectUserId: row.userId,
        before: { status: row.status },
        after: { status: confirmed.status, confirmedAt: confirmed.confirmedAt },
      });
      return confirmed;
    });
  }

  private async move(row: BookingRow, to: ShowBookingStatus, executor: DbExecutor = this.db): Promise<ShowBooking> {
    const refused = refuseShowMove(row.status, to);
    if (refused) throw AppError.conflict(refused);
    const [moved] = await executor
      .update(showBookings)
      .set({ status: to, ...(to === 'confirmed' ? { confirmedAt: new Date() } : {}) })
      .where(and(eq(showBookings.id, row.id), eq(showBookings.status, row.status)))
      .returning();
    if (!moved) throw AppError.conflict(`The booking changed meanwhile`);
    return view(moved);
  }
}
