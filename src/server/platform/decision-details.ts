// Amounts in the detail lines of decision mails (`notifyDecision`), written as the screens write them (en-IN);
// dates there use `dateLabel` from src/shared/dates.ts.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

/** numeric(12,2) as stored ('1500.00') or a number, as ₹1,500. */
export const rupees = (amount: string | number) => inr.format(Number(amount));
