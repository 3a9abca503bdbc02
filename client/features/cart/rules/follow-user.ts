/**
 * What the browser stores after `GET /api/my/cart` answers (docs/decisions/0618, 0040): the session id of
 * the cart this signed-in browser shows.
 *
 * - An answer is only good for the id it was asked about: if local storage holds another id by the time it
 *   arrives (a newer question, an add that made a cart, another tab), it is ignored; a later question
 *   answers for the new id.
 * - An id is forgotten (null) only when the shop says the cart is gone (404). An answer of "no cart" never
 *   removes a stored id: that id may be a cart made a moment ago, which the answer did not know about.
 */
export type MyCartAnswer = { kind: 'cart'; sessionId: string | null } | { kind: 'not-found' };

/** The id to store, or `undefined` to leave local storage as it is. */
export function nextCartSession(asked: string | null, current: string | null, answer: MyCartAnswer): string | null | undefined {
  if (current !== asked) return undefined;
  if (answer.kind === 'not-found') return current === null ? undefined : null;
  if (answer.sessionId === null || answer.sessionId === current) return undefined;
  return answer.sessionId;
}
