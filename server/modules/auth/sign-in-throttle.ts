/**
 * Growing delays after failed sign-ins (docs/decisions/0202). Free attempts first, then each further
 * failure doubles the wait, up to a ceiling: an attacker slows an account down but can never lock its
 * owner out for longer than the ceiling. Failures are forgotten after a quiet day or a success.
 */
export interface ThrottlePolicy {
  freeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

export const ACCOUNT_POLICY: ThrottlePolicy = {
  freeAttempts: 5,
  baseDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

/** An address may try many accounts (an office, a clinic behind one NAT), so it gets more room. */
export const IP_POLICY: ThrottlePolicy = {
  freeAttempts: 20,
  baseDelayMs: 2_000,
  maxDelayMs: 30 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

/** How long to refuse attempts after the `failures`-th consecutive failure. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeAttempts) return 0;
  const step = failures - policy.freeAttempts;
  return Math.min(policy.baseDelayMs * 2 ** Math.min(step, 30), policy.maxDelayMs);
}

/** The failure count to store after one more failure, given the stored state. */
export function nextFailureCount(
  previous: { failures: number; lastFailureAt: Date } | undefined,
  now: Date,
  policy: ThrottlePolicy,
) {
  if (!previous || now.getTime() - previous.lastFailureAt.getTime() > policy.forgetAfterMs) return 1;
  return previous.failures + 1;
}

/** A key's stored count: consecutive failures, when the last one was counted, and until when it waits. */
export interface FailureState {
  failures: number;
  lastFailureAt: Date;
  blockedUntil: Date | null;
}

/** Milliseconds this key must still wait before another attempt may be checked; 0 when it may. */
export function waitOf(state: FailureState | undefined, now: Date): number {
  return state?.blockedUntil ? Math.max(0, state.blockedUntil.getTime() - now.getTime()) : 0;
}

/**
 * The state once one more attempt is counted. Every attempt counts as a failure before its password is
 * checked (docs/decisions/0630), so parallel attempts can never all slip in under the limit.
 */
export function afterAttempt(previous: FailureState | undefined, now: Date, policy: ThrottlePolicy): FailureState {
  const failures = nextFailureCount(previous, now, policy);
  const delay = delayAfter(failures, policy);
  return { failures, lastFailureAt: now, blockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null };
}

/**
 * An address's state once an attempt counted in advance turned out to be a success: the attempt is given
 * back, and a wait only that attempt caused goes with it.
 */
export function afterSuccess(state: FailureState, policy: ThrottlePolicy): FailureState {
  const failures = Math.max(0, state.failures - 1);
  return { ...state, failures, blockedUntil: delayAfter(failures, policy) > 0 ? state.blockedUntil : null };
}
