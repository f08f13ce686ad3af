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

/**
 * An expiry's month and four-digit year, however a card form or a browser's autofill writes it:
 * "12 / 29", "12/29", "1229", "12/2029", "1/29". Null when it is not a month and a year.
 */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const text = expiry.trim();
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text) ?? /^(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/** What is wrong with an expiry, in Stripe's words, or null when the card is still valid on `now`. */
export function expiryProblem(expiry: string, now = new Date()): string | null {
  const parsed = parseExpiry(expiry);
  if (!parsed) return "Your card's expiration date is incomplete.";
  const { month, year } = parsed;
  if (month < 1 || month > 12) return "Your card's expiration month is invalid.";
  // A card works until its month ends.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return "Your card's expiration date is in the past.";
  }
  return null;
}

/** Whether the expiry (any form parseExpiry reads) is still valid on `now`. */
export function isFutureExpiry(expiry: string, now = new Date()): boolean {
  return expiryProblem(expiry, now) === null;
}

/** What is wrong with a card number as typed (spaces and dashes allowed), or null. */
export function cardNumberProblem(cardNumber: string): string | null {
  const digits = digitsOnly(cardNumber);
  if (!/^\d*$/.test(digits)) return 'Your card number is invalid.';
  if (digits.length < 12) return 'Your card number is incomplete.';
  if (!passesLuhn(digits)) return 'Your card number is incorrect.';
  return null;
}

/** What is wrong with a security code, or null. */
export function cvcProblem(cvc: string): string | null {
  return /^\d{3,4}$/.test(cvc.trim()) ? null : "Your card's security code is incomplete.";
}

export function testCardOutcome(
  card: { cardNumber: string; expiry: string; cvc: string },
  now = new Date(),
): TestCardOutcome {
  const digits = digitsOnly(card.cardNumber);
  const problem =
    cardNumberProblem(card.cardNumber) ?? expiryProblem(card.expiry, now) ?? cvcProblem(card.cvc);
  if (problem) return { approved: false, message: problem };
  if (approved.has(digits)) return { approved: true };
  const decline = declines[digits];
  if (decline) return { approved: false, message: decline };
  return {
    approved: false,
    message: `This is test mode and no real card is charged: use the test card ${TEST_CARD_SUCCESS}.`,
  };
}
