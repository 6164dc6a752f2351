// Money as the society writes it, on every screen and in every mail: en-IN grouping (₹1,50,000.00), whatever the
// machine's locale. A numeric(12,2) string is formatted from its digits (exact, no float in between).

const inr = (options: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    ...options,
  });
const withPaise = /* @__PURE__ */ inr();
const wholeWhenWhole = /* @__PURE__ */ inr({ trailingZeroDisplay: 'stripIfInteger' });

/** A decimal as numeric(12,2) stores it ('1500.00', '-20.5'). */
const isDecimal = (value: string): value is `${number}` => /^-?\d+(\.\d+)?$/.test(value);

/** An amount with paise (₹1,500.00), from rupees or from the stored decimal text. */
export function formatINR(amount: number | string) {
  return withPaise.format(typeof amount === 'number' || isDecimal(amount) ? amount : Number(amount));
}

/** A price as the office set it: whole rupees without paise, paise when it has them (₹5,900; ₹6,489.99). */
export const formatPrice = (amount: number) => wholeWhenWhole.format(amount);

/** The numeric(12,2) text of a whole number of paise: 150050 -> '1500.50'. */
export function decimalOf(paise: number) {
  const abs = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
