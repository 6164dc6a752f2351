// The period a maintenance bill is for: a calendar month or a calendar quarter (a setting of the accounts). Quarters
// are Jan–Mar, Apr–Jun, Jul–Sep and Oct–Dec, which are also the quarters of the financial year (April to March), so
// a quarterly bill never straddles two financial years.
import { ENGLISH_MONTHS } from '../../../shared/ledger-wordings.ts';

export type PeriodKind = 'monthly' | 'quarterly';

export interface BillingPeriod {
  kind: PeriodKind;
  /** '2026-11' (a month) or '2026-Q4' (Oct–Dec 2026): keys of one kind sort as the periods follow each other. */
  key: string;
  /** 'November 2026' or 'Oct–Dec 2026'. */
  label: string;
  /** First and last day, YYYY-MM-DD. */
  start: string;
  end: string;
  /** The months it covers, 'YYYY-MM'. */
  months: string[];
}

/** How many months a bill of this kind covers: a monthly rate is multiplied by it, an annual one by it / 12. */
export const monthsIn = (kind: PeriodKind) => (kind === 'monthly' ? 1 : 3);

const pad2 = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The period that starts with `firstMonth` (1-12) of `year`. */
function periodStarting(kind: PeriodKind, year: number, firstMonth: number): BillingPeriod {
  const count = monthsIn(kind);
  const lastMonth = firstMonth + count - 1;
  const months = Array.from({ length: count }, (_, i) => `${year}-${pad2(firstMonth + i)}`);
  const short = (month: number) => ENGLISH_MONTHS[month - 1].slice(0, 3);
  return {
    kind,
    key: kind === 'monthly' ? months[0] : `${year}-Q${(firstMonth + 2) / 3}`,
    label:
      kind === 'monthly'
        ? `${ENGLISH_MONTHS[firstMonth - 1]} ${year}`
        : `${short(firstMonth)}–${short(lastMonth)} ${year}`,
    start: `${months[0]}-01`,
    end: `${year}-${pad2(lastMonth)}-${pad2(lastDayOf(year, lastMonth))}`,
    months,
  };
}

/** The period of this kind that a YYYY-MM-DD date falls in. */
export function periodOf(isoDate: string, kind: PeriodKind) {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return periodStarting(kind, year, kind === 'monthly' ? month : month - ((month - 1) % 3));
}

/** A period from its key ('2026-11', '2026-Q4'); null when the text is not a key. */
export function periodFromKey(key: string): BillingPeriod | null {
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(key);
  if (month) return periodStarting('monthly', Number(month[1]), Number(month[2]));
  const quarter = /^(\d{4})-Q([1-4])$/.exec(key);
  if (quarter) return periodStarting('quarterly', Number(quarter[1]), Number(quarter[2]) * 3 - 2);
  return null;
}

/** The period just before this one, of the same kind (the last run a new run is compared with). */
export function previousPeriod(period: BillingPeriod) {
  const [year, month] = period.start.split('-').map(Number);
  const back = monthsIn(period.kind);
  return month > back
    ? periodStarting(period.kind, year, month - back)
    : periodStarting(period.kind, year - 1, month - back + 12);
}

/** A period's label ('November 2026'), or its key when it is not one. */
export const periodLabel = (periodKey: string) => periodFromKey(periodKey)?.label ?? periodKey;
