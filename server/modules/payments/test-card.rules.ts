/** The local test-mode payment page accepts Stripe's documented test cards and behaves as Stripe does. */
export const TEST_MODE_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  threeDSecure: '4000002500003155',
} as const;

export type TestCardBehaviour = 'succeeds' | 'declined' | 'requires_authentication' | 'incorrect_number';

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What a card number does in test mode: the decline and 3-D Secure cards as documented, any other valid number pays. */
export function testCardBehaviour(cardNumber: string): TestCardBehaviour {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) return 'incorrect_number';
  if (digits === TEST_MODE_CARDS.decline) return 'declined';
  if (digits === TEST_MODE_CARDS.threeDSecure) return 'requires_authentication';
  return 'succeeds';
}
