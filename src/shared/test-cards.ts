// The built-in test provider understands Stripe's published test card numbers, so the same
// numbers work in both modes. Any other number is refused: test mode must never take a real card.

export const TEST_CARD_SUCCESS = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';

export type TestCardOutcome = { approved: true } | { approved: false; message: string };

const declines: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
};
const approved = new Set(['4242424242424242', '5555555555554444', '378282246310005']);

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
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

/** "MM/YY" (or "MM / YY") still valid on `now`: a card works until its month ends. */
export function isFutureExpiry(expiry: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export function testCardOutcome(
  card: { cardNumber: string; expiry: string; cvc: string },
  now = new Date(),
): TestCardOutcome {
  const digits = digitsOnly(card.cardNumber);
  if (!passesLuhn(digits)) return { approved: false, message: 'Your card number is incorrect.' };
  if (!isFutureExpiry(card.expiry, now)) {
    return { approved: false, message: "Your card's expiration date is incomplete or in the past." };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { approved: false, message: "Your card's security code is incomplete." };
  }
  if (approved.has(digits)) return { approved: true };
  const decline = declines[digits];
  if (decline) return { approved: false, message: decline };
  return {
    approved: false,
    message: `This is test mode and no real card is charged: use the test card ${TEST_CARD_SUCCESS}.`,
  };
}
