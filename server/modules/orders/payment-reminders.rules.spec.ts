import { describe, expect, it } from '@jest/globals';
import { reminderDue, reminderWindow } from './payment-reminders.rules.js';

const now = new Date('2026-12-10T09:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);

describe('reminderDue', () => {
  it('sends nothing while the due date is more than three days away', () => {
    expect(reminderDue({ dueAt: inDays(3.01), sent: [] }, now)).toBeNull();
    expect(reminderDue({ dueAt: inDays(20), sent: [] }, now)).toBeNull();
  });

  it('sends "due soon" in the last three days, once', () => {
    expect(reminderDue({ dueAt: inDays(3), sent: [] }, now)).toBe('due-soon');
    expect(reminderDue({ dueAt: inDays(0.5), sent: [] }, now)).toBe('due-soon');
    expect(reminderDue({ dueAt: inDays(2), sent: ['due-soon'] }, now)).toBeNull();
  });

  it('is not overdue at the very moment it is due', () => {
    expect(reminderDue({ dueAt: now, sent: [] }, now)).toBe('due-soon');
  });

  it('sends "overdue" once past the due date, whether or not "due soon" went', () => {
    expect(reminderDue({ dueAt: inDays(-0.01), sent: ['due-soon'] }, now)).toBe('overdue');
    expect(reminderDue({ dueAt: inDays(-2), sent: [] }, now)).toBe('overdue');
    expect(reminderDue({ dueAt: inDays(-2), sent: ['due-soon', 'overdue'] }, now)).toBeNull();
  });

  it('leaves debts older than thirty days to people', () => {
    expect(reminderDue({ dueAt: inDays(-30), sent: [] }, now)).toBe('overdue');
    expect(reminderDue({ dueAt: inDays(-31), sent: [] }, now)).toBeNull();
  });
});

describe('reminderWindow', () => {
  it('spans the due dates that can owe a reminder', () => {
    expect(reminderWindow(now)).toEqual({ from: inDays(-30), to: inDays(3) });
  });
});
