// What the office's approval lists flag about a payment that still got through the checks (src/server/platform/
// payment-flags.ts computes them).
import * as z from 'zod/mini';

/** What the office's lists flag about a payment that still got through, with the words they show. */
export const PAYMENT_FLAGS = {
  reference_reused: 'Transaction ID also used for another payment',
  last4_mismatch: 'Last 4 digits do not match the transaction ID',
  same_amount_same_day: 'Same amount on the same day from the same flat',
} as const;
export type PaymentFlag = keyof typeof PAYMENT_FLAGS;
const FLAG_NAMES = Object.keys(PAYMENT_FLAGS) as [PaymentFlag, ...PaymentFlag[]];
/** The approval rows' `payment_flags`: what to check before approving, empty when nothing looks wrong. */
export const paymentFlagsField = { payment_flags: z.array(z.enum(FLAG_NAMES)) };
