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

/** The e-mail an owner receives when their kit moves to a status; undefined for moves that send none. */
export function kitMoveMail(
  to: KitStatus,
  facts: { barcode: string; animalName: string | null; ownerName: string; trackerUrl: string; expected?: string },
): { subject: string; text: string } | undefined {
  const pet = facts.animalName ?? 'your pet';
  const lines = (body: string[]) =>
    [
      `Dear ${facts.ownerName},`,
      '',
      ...body,
      '',
      `Track the sample: ${facts.trackerUrl}`,
      '',
      'Pet DNA Lab laboratory team',
    ].join('\n');
  switch (to) {
    case 'allocated':
      return {
        subject: `Your test kit ${facts.barcode} is on its way`,
        text: lines([
          `A DNA test kit with barcode ${facts.barcode} has been allocated to your account and will be posted to you.`,
          'When it arrives, activate it online at /activate before you take the cheek swab, then post the sample back to the lab.',
        ]),
      };
    case 'activated':
      return {
        subject: `Kit ${facts.barcode} activated for ${pet}`,
        text: lines([
          `Kit ${facts.barcode} is now registered to ${pet}.`,
          'Take the swab at least one hour after food, let it dry for a minute, and post it back in the reply envelope.',
        ]),
      };
    case 'sample_received':
      return {
        subject: `We received ${pet}'s sample (${facts.barcode})`,
        text: lines([
          `The sample of kit ${facts.barcode} arrived at the laboratory.`,
          `Expected completion: ${facts.expected ?? `within ${TURNAROUND_BUSINESS_DAYS} business days`}.`,
        ]),
      };
    case 'in_testing':
      return {
        subject: `${pet}'s sample is in testing (${facts.barcode})`,
        text: lines([`DNA has been extracted from sample ${facts.barcode} and the tests are running.`]),
      };
    case 'results_ready':
      return {
        subject: `Results ready for ${pet} (${facts.barcode})`,
        text: lines([
          `The results of kit ${facts.barcode} are published. Sign in and open My Animals to read them and download the report and certificate.`,
        ]),
      };
    case 'sample_failed':
      return {
        subject: `We could not test ${pet}'s sample (${facts.barcode})`,
        text: lines([
          `The sample of kit ${facts.barcode} did not yield enough DNA to test (this happens with a dry swab, or food or bacteria in the mouth).`,
          'We are sending you a free replacement kit; no payment is needed.',
        ]),
      };
    case 'resample_requested':
      return {
        subject: `Your free replacement kit for ${pet}`,
        text: lines([
          `A replacement kit is on its way for the failed sample ${facts.barcode}. Its tests are already paid for.`,
          'Activate it when it arrives and swab again, at least one hour after food.',
        ]),
      };
  }
}
