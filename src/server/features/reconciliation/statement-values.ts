// The cells of an Indian bank statement as banks write them: amounts with Indian digit grouping (1,23,456.00), a
// currency mark (₹, Rs., INR) and a Cr/Dr suffix; dates day first in any of the spellings banks use. Both are read
// exactly (paise as integers, calendar dates as ISO text) and anything else is refused rather than guessed.

export interface ReadAmount {
  paise: number;
  /** From a Cr/Dr suffix or prefix ('2,000.00 Cr'), or a sign: how a single amount column says which way it went. */
  direction: 'credit' | 'debit' | null;
}

// Rupees grouped the Indian way (1,23,45,678), the Western way (12,345,678) or not at all, then up to 2 decimals.
const AMOUNT =
  /^(?<open>\()?(?<sign>[-+])?(?<rupees>\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.(?<paise>\d{0,2}))?\)?$/;
const CURRENCY = /^(?:₹|RS\.?|INR)\s*|\s*(?:₹|RS\.?|INR)$/i;
const SUFFIX = /\s*\(?(?<![A-Z])(CR|DR)\.?\)?$/i;
const PREFIX = /^(CR|DR)\.?\s+/i;
/** Cells banks leave in place of an amount that is not there. */
const NOTHING = /^(?:-+|—|nil|n\/a|na)?$/i;

/** An amount cell: null when empty (or a dash), undefined when it is not an amount at all. */
export function readAmount(cell: string): ReadAmount | null | undefined {
  let text = cell.trim().replace(/\u00a0/g, ' ');
  if (NOTHING.test(text)) return null;
  let direction: ReadAmount['direction'] = null;
  const marked = SUFFIX.exec(text) ?? PREFIX.exec(text);
  if (marked) {
    direction = marked[1].toUpperCase() === 'CR' ? 'credit' : 'debit';
    text = text.replace(marked[0], '').trim();
  }
  text = text.replace(CURRENCY, '').replace(CURRENCY, '').replace(/\s+/g, '');
  const m = AMOUNT.exec(text);
  if (!m?.groups) return undefined;
  const { open, sign, rupees, paise = '' } = m.groups;
  // More than 13 digits of rupees is no society's statement, and would not be exact in a number of paise.
  const digits = rupees.replace(/,/g, '');
  if (digits.length > 13) return undefined;
  const value = Number(digits) * 100 + Number(paise.padEnd(2, '0'));
  if ((open || sign === '-') && !direction) direction = 'debit';
  return { paise: value, direction };
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

const isoOf = (year: number, month: number, day: number) => {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** Two-digit years are this century's: statements are of the recent past. */
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/**
 * A date cell as ISO text, or null when it is not a date: 24/11/2026, 24-11-2026, 24.11.2026, 24/11/26,
 * 24-Nov-26, 24-Nov-2026, 24 Nov 2026, 24 November 2026, 2026-11-24. A time after it ('15-01-2025 22:40:00', as
 * some banks' exports carry) is ignored. Day first always: an Indian statement never writes the month first.
 */
export function readDate(cell: string): string | null {
  const text = cell
    .trim()
    .replace(/[T\s]+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?$/i, '')
    .trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (m) return isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(text);
  if (m) return isoOf(fullYear(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[\s/.-]*([A-Za-z]{3,9})[\s/.,-]*(\d{4}|\d{2})$/.exec(text);
  if (m) {
    const month = MONTHS.indexOf(m[2].slice(0, 3).toUpperCase()) + 1;
    const name = m[2].toUpperCase();
    // 'Sept' and full names are read; a word that merely starts like a month is not.
    const known = name.length === 3 || name === 'SEPT' || fullMonth(month) === name;
    return month && known ? isoOf(fullYear(m[3]), month, Number(m[1])) : null;
  }
  return null;
}

const fullMonth = (month: number) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' })
    .format(new Date(Date.UTC(2000, month - 1, 1)))
    .toUpperCase();
