/**
 * The life of a parentage request (conventions §6): a string-union state, a table of allowed moves, a
 * guard that names the reason a move is refused. The service writes a history row for every move.
 *
 * A request waits until every animal it names has a published DNA profile, is then compared once and
 * completed with its verdicts frozen; the breeder may withdraw (delete) it at any time, which hides it
 * from their list but keeps its history.
 */
export const PARENTAGE_STATUSES = ['awaiting_profiles', 'completed', 'withdrawn'] as const;
export type ParentageStatus = (typeof PARENTAGE_STATUSES)[number];

const MOVES: Record<ParentageStatus, readonly ParentageStatus[]> = {
  awaiting_profiles: ['completed', 'withdrawn'],
  completed: ['withdrawn'],
  withdrawn: [],
};

export const PARENTAGE_STATUS_LABELS: Record<ParentageStatus, string> = {
  awaiting_profiles: 'Waiting for DNA profiles',
  completed: 'Completed',
  withdrawn: 'Deleted',
};

export function isParentageStatus(value: string): value is ParentageStatus {
  return (PARENTAGE_STATUSES as readonly string[]).includes(value);
}

export function allowedParentageMoves(from: ParentageStatus): readonly ParentageStatus[] {
  return MOVES[from];
}

/**
 * Undefined when the move is allowed, else the reason in words. Completing also needs every named
 * animal's profile published (`profilesPublished`).
 */
export function refuseParentageMove(
  from: ParentageStatus,
  to: ParentageStatus,
  facts: { profilesPublished?: boolean } = {},
): string | undefined {
  if (from === to) return `The parentage request is already ${PARENTAGE_STATUS_LABELS[to].toLowerCase()}`;
  if (!MOVES[from].includes(to)) {
    if (from === 'withdrawn') return 'The parentage request has been deleted';
    return `A parentage request cannot go from "${PARENTAGE_STATUS_LABELS[from]}" to "${PARENTAGE_STATUS_LABELS[to]}"`;
  }
  if (to === 'completed' && !facts.profilesPublished)
    return 'Every animal named in the request needs a published DNA profile before it can be compared';
  return undefined;
}
