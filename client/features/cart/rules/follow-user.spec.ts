import { describe, expect, it } from '@jest/globals';
import { type MyCartAnswer, nextCartSession } from './follow-user.js';

const cart = (sessionId: string | null): MyCartAnswer => ({ kind: 'cart', sessionId });
const gone: MyCartAnswer = { kind: 'not-found' };

/** Local storage and the answers the hook applies, in the order they arrive. */
function browser(initial: string | null) {
  let stored = initial;
  return {
    get stored() {
      return stored;
    },
    /** Something else writes the id: an add that made a cart, another tab. */
    write(id: string | null) {
      stored = id;
    },
    /** A question about the id stored now; its answer is applied whenever it is delivered. */
    ask() {
      const asked = stored;
      return (answer: MyCartAnswer) => {
        const next = nextCartSession(asked, stored, answer);
        if (next !== undefined) stored = next;
      };
    },
  };
}

describe('nextCartSession', () => {
  it('stores the cart the shop names for the id it was asked about', () => {
    expect(nextCartSession('guest-1', 'guest-1', cart('user-1'))).toBe('user-1');
    expect(nextCartSession(null, null, cart('user-1'))).toBe('user-1');
    expect(nextCartSession('user-1', 'user-1', cart('user-1'))).toBeUndefined();
  });

  it('ignores an answer about an id local storage no longer holds', () => {
    expect(nextCartSession('guest-1', 'guest-2', cart('user-1'))).toBeUndefined();
    expect(nextCartSession(null, 'guest-2', cart('user-1'))).toBeUndefined();
    expect(nextCartSession('guest-1', null, cart('user-1'))).toBeUndefined();
    expect(nextCartSession('guest-1', 'guest-2', gone)).toBeUndefined();
  });

  it('never replaces an id with null, except when the cart is gone (404)', () => {
    expect(nextCartSession('guest-1', 'guest-1', cart(null))).toBeUndefined();
    expect(nextCartSession('guest-1', 'guest-1', gone)).toBeNull();
    expect(nextCartSession(null, null, gone)).toBeUndefined();
  });
});

describe('answers arriving out of order', () => {
  it('a slow answer to an older question does not undo a newer one', () => {
    const b = browser('guest-1');
    const first = b.ask();
    b.write('guest-2');
    const second = b.ask();
    second(cart('user-2'));
    first(cart('user-1'));
    expect(b.stored).toBe('user-2');
  });

  it('an answer of "no cart" to a question asked before the first add keeps the cart the add made', () => {
    const b = browser(null);
    const question = b.ask();
    b.write('new-cart');
    question(cart(null));
    expect(b.stored).toBe('new-cart');
  });

  it('a 404 about an old id does not forget the id stored since', () => {
    const b = browser('stale');
    const question = b.ask();
    b.write('fresh');
    question(gone);
    expect(b.stored).toBe('fresh');
  });

  it('a 404 about the stored id forgets it, and the next question finds the user’s cart', () => {
    const b = browser('stale');
    b.ask()(gone);
    expect(b.stored).toBeNull();
    b.ask()(cart('user-1'));
    expect(b.stored).toBe('user-1');
  });
});
