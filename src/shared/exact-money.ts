// Exact money arithmetic for the accounts and the office's forms: paise read from typed or stored decimals, and the
// one rounding of an amount computed from a rate. Apart from money.ts, whose formatting every resident page loads:
// what only the office and the server use stays out of the residents' chunks.

/** Paise from a numeric(12,2) text ('1500.00', '99.5'), read from its digits: exact, no float in between. */
export function paiseOf(decimal: string) {
  const [, sign, rupees, fraction = ''] = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal) ?? [];
  if (rupees === undefined) throw new Error(`Not an amount: ${decimal}`);
  const paise = Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -paise : paise;
}

/**
 * numerator / denominator rounded to a whole number, half away from zero (₹0.005 -> ₹0.01, -₹0.005 -> -₹0.01): the
 * one rounding of an amount computed from a rate (a rate times an area, a percentage, interest). Exact: the
 * product is formed in bigint, so a rate times an amount never passes through a float.
 */
export function divideRoundingHalfUp(numerator: bigint, denominator: bigint) {
  if (denominator <= 0n) throw new RangeError('The denominator must be positive');
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator * sign;
  return Number((sign * (2n * magnitude + denominator)) / (2n * denominator));
}
