import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  SHOW_BOOKING_STATUS_LABELS,
  type ShowBooking,
  type ShowBookingStatus,
  type ShowSample,
} from '../../../shared/types/shows.js';
import { requireAdmin } from '../../common/access.rules.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { AuditService } from '../audit/audit.service.js';
import { normaliseBarcode } from '../kits/kits.rules.js';
import { KitsService } from '../kits/kits.service.js';
import type { BookShowDto } from './dto/book-show.dto.js';
import { refuseShowDate, refuseShowMove, SHOW_MSG } from './shows.rules.js';
import { showBookings, showSamples } from './shows.schema.js';

type BookingRow = typeof showBookings.$inferSelect;

function view(row: BookingRow, samples: ShowSample[] = []): ShowBooking {
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
    samples,
  };
}

/** Show bookings: a breeder books the lab for a show, cancels it while requested; the lab confirms it. */
@Injectable()
export class ShowsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly audit: AuditService,
    private readonly kits: KitsService,
  ) {}

  /** The bookings with the kits sampled at each, read through the kits module. */
  private async views(rows: BookingRow[]): Promise<ShowBooking[]> {
    const ids = rows.map((r) => r.id);
    const links = ids.length ? await this.db.select().from(showSamples).where(inArray(showSamples.bookingId, ids)) : [];
    const kits = new Map((await this.kits.kitSummaries(links.map((l) => l.kitId))).map((k) => [k.id, k]));
    return rows.map((row) =>
      view(
        row,
        links
          .filter((l) => l.bookingId === row.id)
          .flatMap((l) => {
            const kit = kits.get(l.kitId);
            return kit
              ? [{ barcode: kit.barcode, animalName: kit.animalName, breed: kit.breed, statusLabel: kit.statusLabel }]
              : [];
          })
          .sort((a, b) => a.barcode.localeCompare(b.barcode)),
      ),
    );
  }

  /**
   * The lab records the kits it sampled at a confirmed show (docs/decisions/0972): every barcode must be a kit
   * (428 naming the unknown ones) not recorded at another show; recording one again at the same show is a no-op.
   */
  async recordSamples(actor: RequestUser | undefined, id: number, barcodes: string[]): Promise<ShowBooking> {
    const admin = requireAdmin(actor);
    return this.db
      .transaction(async (tx) => {
        const [row] = await tx.select().from(showBookings).where(eq(showBookings.id, id)).for('update');
        if (!row) throw AppError.notFound('Booking not found');
        if (row.status !== 'confirmed') throw AppError.conflict(SHOW_MSG.notConfirmed);
        const found = await this.kits.byBarcodes(barcodes, tx);
        const known = new Set(found.map((k) => k.barcode));
        const unknown = [...new Set(barcodes.map(normaliseBarcode))].filter((b) => !known.has(b));
        if (unknown.length > 0) throw new FieldErrors({ barcodes: `${SHOW_MSG.unknownBarcodes}: ${unknown.join(', ')}` });
        const elsewhere = await tx
          .select({ kitId: showSamples.kitId })
          .from(showSamples)
          .where(
            and(
              inArray(
                showSamples.kitId,
                found.map((k) => k.id),
              ),
              ne(showSamples.bookingId, id),
            ),
          );
        const atOther = found.filter((k) => elsewhere.some((e) => e.kitId === k.id)).map((k) => k.barcode);
        if (atOther.length > 0) throw new FieldErrors({ barcodes: `${SHOW_MSG.otherShow}: ${atOther.join(', ')}` });
        const added = await tx
          .insert(showSamples)
          .values(found.map((k) => ({ bookingId: id, kitId: k.id })))
          .onConflictDoNothing()
          .returning({ kitId: showSamples.kitId });
        if (added.length > 0)
          await this.audit.record(tx, {
            actorId: admin.id,
            entity: 'show_booking',
            entityId: id,
            action: 'record-samples',
            subjectUserId: row.userId,
            before: null,
            after: { barcodes: found.filter((k) => added.some((a) => a.kitId === k.id)).map((k) => k.barcode) },
          });
        return row;
      })
      .then((row) => this.viewOf(row));
  }

  /**
   * Admin: takes a wrongly recorded kit off a show (any status: the mistake may be found after the show), in
   * one transaction with its audit row; the booking no longer lists it on `/my/shows` (decision 0975).
   */
  async removeSample(actor: RequestUser | undefined, id: number, barcode: string): Promise<ShowBooking> {
    const admin = requireAdmin(actor);
    return this.db
      .transaction(async (tx) => {
        const [row] = await tx.select().from(showBookings).where(eq(showBookings.id, id)).for('update');
        if (!row) throw AppError.notFound('Booking not found');
        const [kit] = barcode.length <= 50 ? await this.kits.byBarcodes([barcode], tx) : [];
        const removed = kit
          ? await tx
              .delete(showSamples)
              .where(and(eq(showSamples.bookingId, id), eq(showSamples.kitId, kit.id)))
              .returning({ kitId: showSamples.kitId })
          : [];
        if (!kit || removed.length === 0) throw AppError.notFound(SHOW_MSG.notSampledHere);
        await this.audit.record(tx, {
          actorId: admin.id,
          entity: 'show_booking',
          entityId: id,
          action: 'remove-sample',
          subjectUserId: row.userId,
          before: { barcodes: [kit.barcode] },
          after: null,
        });
        return row;
      })
      .then((row) => this.viewOf(row));
  }

  async mine(user: RequestUser): Promise<{ results: ShowBooking[] }> {
    const rows = await this.db
      .select()
      .from(showBookings)
      .where(eq(showBookings.userId, user.id))
      .orderBy(desc(showBookings.showDate), desc(showBookings.id));
    return { results: await this.views(rows) };
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
    return this.viewOf(await this.move(row, 'cancelled'));
  }

  async listForAdmin(actor: RequestUser | undefined, status?: ShowBookingStatus): Promise<{ results: ShowBooking[] }> {
    requireAdmin(actor);
    const rows = await this.db
      .select()
      .from(showBookings)
      .where(status ? eq(showBookings.status, status) : undefined)
      .orderBy(asc(showBookings.showDate), asc(showBookings.id));
    return { results: await this.views(rows) };
  }

  /** Admin: confirms a requested booking; the audit row commits with the change. */
  async confirm(actor: RequestUser | undefined, id: number): Promise<ShowBooking> {
    const admin = requireAdmin(actor);
    const confirmed = await this.db.transaction(async (tx) => {
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
        after: { status: confirmed.status, confirmedAt: confirmed.confirmedAt?.toISOString() ?? null },
      });
      return confirmed;
    });
    // Read after the commit: the embedded database has one connection, which the transaction holds until then.
    return this.viewOf(confirmed);
  }

  private async viewOf(row: BookingRow): Promise<ShowBooking> {
    return (await this.views([row]))[0] as ShowBooking;
  }

  private async move(row: BookingRow, to: ShowBookingStatus, executor: DbExecutor = this.db): Promise<BookingRow> {
    const refused = refuseShowMove(row.status, to);
    if (refused) throw AppError.conflict(refused);
    const [moved] = await executor
      .update(showBookings)
      .set({ status: to, ...(to === 'confirmed' ? { confirmedAt: new Date() } : {}) })
      .where(and(eq(showBookings.id, row.id), eq(showBookings.status, row.status)))
      .returning();
    if (!moved) throw AppError.conflict(`The booking changed meanwhile`);
    return moved;
  }
}
