/**
 * The life of a test kit and its sample (docs/decisions/0500): a string-union state, a table of
 * allowed moves and a guard that names the reason a move is refused. Pure: used by the lab's service
 * and by the screens that show progress.
 */
export const KIT_STATUSES = [
  'allocated',
  'activated',
  'sample_received',
  'in_testing',
  'results_ready',
  'sample_failed',
  'resample_requested',
] as const;
export type KitStatus = (typeof KIT_STATUSES)[number];

const MOVES: Record<KitStatus, readonly KitStatus[]> = {
  allocated: ['activated'],
  activated: ['sample_received'],
  sample_received: ['in_testing', 'sample_failed'],
  in_testing: ['results_ready', 'sample_failed'],
  results_ready: [],
  sample_failed: ['resample_requested'],
  resample_requested: [],
};

export const KIT_STATUS_LABELS: Record<KitStatus, string> = {
  allocated: 'Kit sent',
  activated: 'Activated — awaiting sample',
  sample_received: 'Sample received at the lab',
  in_testing: 'In testing',
  results_ready: 'Results ready',
  sample_failed: 'Sample failed',
  resample_requested: 'Re-sample requested',
};

export function isKitStatus(value: string): value is KitStatus {
  return (KIT_STATUSES as readonly string[]).includes(value);
}

export function allowedMoves(from: KitStatus): readonly KitStatus[] {
  return MOVES[from];
}

/** Undefined when the move is allowed, else the reason in words a lab technician understands. */
export function refuseMove(from: KitStatus, to: KitStatus): string | undefined {
  if (from === to) return `The kit is already ${KIT_STATUS_LABELS[to].toLowerCase()}`;
  if (MOVES[from].includes(to)) return undefined;
  if (from === 'allocated' && to === 'sample_received')
    return 'The kit has not been activated yet: the owner must activate it before the lab can test the sample';
  if (from === 'results_ready') return 'Results are already published for this kit';
  return `A kit cannot go from "${KIT_STATUS_LABELS[from]}" to "${KIT_STATUS_LABELS[to]}"`;
}

/** Steps shown on the sample tracker, in order; a failed sample leaves the happy path. */
export const TRACKER_STEPS: readonly KitStatus[] = ['allocated', 'activated', 'sample_received', 'in_testing', 'results_ready'];

/** Turnaround promised from receipt, in business days (domain notes: up to 28). */
export const TURNAROUND_BUSINESS_DAYS = 20;

/** Adds business days (Monday–Friday) to a date, in UTC. */
export function addBusinessDays(start: Date, days: number): Date {
  const date = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return date;
}
