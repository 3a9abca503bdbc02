import { isOverdue } from './orders.rules.js';
import type { PaymentReminderStage } from './orders.schema.js';

/** The reminders an unpaid bank-transfer or invoice order gets (docs/decisions/0930). */
export const PAYMENT_REMINDER_STAGES = ['due-soon', 'overdue'] as const satisfies readonly PaymentReminderStage[];
export type { PaymentReminderStage };

/** "Due soon" goes once the due date is this close. */
export const DUE_SOON_DAYS = 3;
/** "Overdue" goes only for orders that fell due this recently: older debts are followed up by people. */
export const OVERDUE_REMINDER_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The reminder an unpaid order is owed now, if any: "overdue" once past its due date, "due soon" in the
 * last three days before it. A stage already sent is never sent again, and "due soon" is skipped for an
 * order that is already overdue (one mail, the one that is true).
 */
export function reminderDue(
  order: { dueAt: Date; sent: readonly PaymentReminderStage[] },
  now: Date,
): PaymentReminderStage | null {
  const left = order.dueAt.getTime() - now.getTime();
  const stage: PaymentReminderStage | null = isOverdue({ dueAt: order.dueAt, paid: false }, now)
    ? -left <= OVERDUE_REMINDER_DAYS * DAY_MS
      ? 'overdue'
      : null
    : left <= DUE_SOON_DAYS * DAY_MS
      ? 'due-soon'
      : null;
  return stage && !order.sent.includes(stage) ? stage : null;
}

/** The oldest and newest due dates that can owe a reminder at `now`, to narrow the sweep's query. */
export function reminderWindow(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - OVERDUE_REMINDER_DAYS * DAY_MS),
    to: new Date(now.getTime() + DUE_SOON_DAYS * DAY_MS),
  };
}
