// Payment references (UPI transaction ids, cheque numbers): one reference pays for one thing, and the "last 4
// digits" a resident types must be the end of the transaction id.

/** The form a reference is compared in: trimmed, inner spaces removed, upper case ("upi 123 abc" = "UPI123ABC"). */
export const normaliseReference = (reference: string) => reference.replace(/\s+/g, '').toUpperCase();

export const PAYMENT_REFERENCES_TEXT = {
  taken:
    'This transaction ID has already been used for another payment. Please check the ID in your payment app, or contact the office.',
  chequeTaken:
    'You have already used this cheque number for another booking. Please check the cheque number.',
  last4: (expected: string) =>
    `The last 4 digits must be the last 4 characters of the transaction ID (${expected})`,
} as const;

/**
 * The last 4 digits must equal the transaction id's last 4 letters or digits (case, spaces and punctuation
 * ignored: 'UPI-55-8901' ends in '8901'). An id that ends in letters is held to the same rule, since the field
 * takes letters too; an id with fewer than 4 must be typed whole. Returns the expected ending when they
 * differ, else null.
 */
export function last4Mismatch(transactionId: string, last4: string): string | null {
  const alphanumeric = (value: string) => value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  const expected = alphanumeric(transactionId).slice(-4);
  if (!expected) return null;
  return alphanumeric(last4) === expected ? null : expected;
}
