import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import type { PaymentRegion } from '../../../shared/payment-region.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { currentOutcome, outcomeOf, type PaymentOutcome, type PaymentProviderName } from './payment-events.rules.js';
import { paymentEvents } from './payments.schema.js';

export interface IncomingPaymentEvent {
  provider: PaymentProviderName;
  providerEventId: string;
  type: string;
  objectId: string;
  region: PaymentRegion;
  occurredAt: Date;
  payload: unknown;
}

export interface RecordedPaymentEvent extends IncomingPaymentEvent {
  /** What this event says on its own; undefined for events the shop does not act on. */
  outcome: PaymentOutcome | undefined;
  /** Where the payment stands after folding in every event so far, in the order they happened. */
  current: PaymentOutcome | undefined;
  /** Where it stood before this event. A listener acts when `current` differs from `previous`. */
  previous: PaymentOutcome | undefined;
}

/**
 * The seam to the orders module (docs/decisions/0402-payment-events-seam.md): it implements this and
 * registers itself at start. It runs inside the transaction that records the event, so if it throws,
 * the event is not recorded and the provider's retry delivers it again.
 */
export interface PaymentEventsListener {
  onPaymentEvent(tx: DbExecutor, event: RecordedPaymentEvent): Promise<void>;
}

@Injectable()
export class PaymentEventsService {
  private readonly listeners: PaymentEventsListener[] = [];

  constructor(@Inject(DB) private readonly db: Db) {}

  subscribe(listener: PaymentEventsListener): void {
    this.listeners.push(listener);
  }

  /**
   * Stores a verified event once. A delivery of an event already recorded (a retry, a replay) returns
   * `duplicate` and touches nothing: no row, no listener call. Inside a caller's transaction (the
   * test-mode gateway) it joins it.
   */
  async record(
    event: IncomingPaymentEvent,
    executor: DbExecutor = this.db,
  ): Promise<{ duplicate: boolean; event?: RecordedPaymentEvent }> {
    return executor.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(paymentEvents)
        .values({ ...event, payload: event.payload as object })
        .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.providerEventId] })
        .returning({ id: paymentEvents.id });
      if (!inserted) return { duplicate: true };
      const history = await this.outcomesOf(tx, event.provider, event.objectId);
      const previous = currentOutcome(history.filter((h) => h.id !== inserted.id));
      const recorded: RecordedPaymentEvent = {
        ...event,
        outcome: outcomeOf(event.provider, event.type, event.payload),
        current: currentOutcome(history),
        previous,
      };
      for (const listener of this.listeners) await listener.onPaymentEvent(tx, recorded);
      return { duplicate: false, event: recorded };
    });
  }

  /** Where a payment stands according to the events recorded for it. */
  async statusOf(provider: PaymentProviderName, objectId: string): Promise<PaymentOutcome | undefined> {
    return currentOutcome(await this.outcomesOf(this.db, provider, objectId));
  }

  /** A payment's events in the order they happened; for support and tests. */
  async eventsOf(provider: PaymentProviderName, objectId: string) {
    return this.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.objectId, objectId)))
      .orderBy(asc(paymentEvents.occurredAt), asc(paymentEvents.receivedAt));
  }

  private async outcomesOf(executor: DbExecutor, provider: PaymentProviderName, objectId: string) {
    const rows = await executor
      .select({
        id: paymentEvents.id,
        type: paymentEvents.type,
        payload: paymentEvents.payload,
        occurredAt: paymentEvents.occurredAt,
      })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.objectId, objectId)));
    return rows.flatMap((row) => {
      const outcome = outcomeOf(provider, row.type, row.payload);
      return outcome ? [{ id: row.id, outcome, occurredAt: row.occurredAt }] : [];
    });
  }
}
