// Amounts in the detail lines of decision mails (`notifyDecision`) are written as the screens write them, by the
// one formatter in src/shared/money.ts; dates there use `dateLabel` from src/shared/dates.ts.
export { formatINR as rupees } from '../../shared/money.ts';
