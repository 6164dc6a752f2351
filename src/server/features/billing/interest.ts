// Interest on arrears and how payments are applied, worked out from a flat's ledger as of a date.
//
// Model bye-law 71 (2014): a member pays simple interest at 21 % a year, or at a lower rate fixed by the general
// body, on the dues outstanding from the date they fell due (bye-law 69) until they are paid in full. So:
// - simple interest, on principal only: interest charged on a bill is never itself a base of interest;
// - per day, from the day after the due date to the day of payment, both counted (due 10 Nov, paid 11 Nov: one
//   day; paid on or before the due date: none);
// - actual/365: each day earns rate / 365 of the unpaid principal, whatever the year, as Indian banks reckon
//   interest on deposits and as a member checks it with a calculator. A leap year is not special: 29 February is
//   one more day, so a whole leap year earns 366/365 of the annual rate;
// - rounded once, to the paisa, half up: the interest accrued since the first entry is worked out exactly (in
//   bigint) and rounded, and what earlier bills already charged is taken off. Each bill's interest line is
//   therefore what accrued since the last bill, and the lines add up to the exact total without drift.
//
// Working from the whole history each time corrects itself: a bounced cheque's payment counts as never made, so
// the interest its bill should have borne is charged on the next bill.
import type { PaymentOrder } from '../../../shared/billing-admin.ts';
import { divideRoundingHalfUp } from '../../../shared/exact-money.ts';
import { badRequest } from '../../http/errors.ts';
import type { LedgerEntry } from './ledger.ts';

/** Bye-law 71's ceiling: 21 % a year, in basis points. */
export const MAX_INTEREST_RATE_BP = 2100;

// How a payment is applied is a setting (PaymentOrder, shared/billing-admin.ts): to interest already charged first,
// or to principal first; in both, the oldest bill first. Interest accrued but not yet charged on a bill is not yet
// owed, and a payment does not go to it.

/** The society's rate in basis points a year, or its history: each rate applies from its date (YYYY-MM-DD) on. */
export type InterestRate = number | readonly { from: string; bp: number }[];

export interface Allocation {
  /** The payment, credit note or advance applied. */
  creditId: string;
  /** The bill, note, charge or interest entry it paid. */
  entryId: string;
  part: 'principal' | 'interest';
  amountPaise: number;
  /** The day it was applied: the payment's date, or the bill's when an advance meets a later bill. */
  date: string;
}

export interface InterestOnArrears {
  /** Interest accrued from the first entry to `asOf`, rounded once. */
  accruedPaise: number;
  /** Interest already charged (the `interest` entries). */
  chargedPaise: number;
  /** Accrued and not yet charged: the interest line of a bill dated `asOf`. Never below zero. */
  duePaise: number;
  /** How each payment, credit note and advance was applied, in order. */
  allocations: Allocation[];
  /** Principal still unpaid, per entry, oldest due first (for ageing the dues). */
  openPrincipal: { entryId: string; dueDate: string; remainingPaise: number }[];
  /** Interest charged and not yet paid. */
  openInterestPaise: number;
  /** Money received and not yet applied (an advance). */
  advancePaise: number;
  /** Where the working stood after the last entry up to `asOf`: a checkpoint the next working may start from. */
  state: InterestState;
}

/**
 * The working of a flat's interest after every entry up to `asOf` (a checkpoint): what is open, with the days its
 * interest has been counted to, and the exact sum of principal × rate × days so far. Going on from it over the
 * entries dated after `asOf` gives what the whole ledger gives, to the paisa (the rounding is done once, at the
 * end), as long as no later entry reaches back over it (an entry dated on or before `asOf`, a reversal of a payment
 * received by then): such an entry makes the checkpoint useless (dues/checkpoints.ts drops it).
 */
export interface InterestState {
  asOf: string;
  /** Σ principal × bp × days, in decimal digits (a bigint). */
  numerator: string;
  principal: OpenItem[];
  interest: OpenItem[];
  advances: { creditId: string; remaining: number }[];
  chargedPaise: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** Rate periods as [first day, first day of the next) in day numbers, each with its rate. */
function rateSchedule(rate: InterestRate) {
  const history =
    typeof rate === 'number'
      ? [{ from: '', bp: rate }]
      : [...rate].sort((a, b) => (a.from < b.from ? -1 : 1));
  for (const { bp } of history) {
    if (!Number.isSafeInteger(bp) || bp < 0)
      throw badRequest('The interest rate must be a positive number or zero.');
    if (bp > MAX_INTEREST_RATE_BP) throw badRequest('The interest rate cannot be more than 21% a year.');
  }
  // Before the first rate's date no interest runs; a single rate runs from any date.
  return history.map((r, i) => ({
    start: r.from ? dayNumber(r.from) : Number.NEGATIVE_INFINITY,
    end: i + 1 < history.length ? dayNumber(history[i + 1].from) : Number.POSITIVE_INFINITY,
    bp: BigInt(r.bp),
  }));
}

export interface OpenItem {
  entryId: string;
  dueDate: string;
  remaining: number;
  /** Interest has been counted on this item up to and including this day. */
  accruedTo: number;
}

/**
 * The interest on arrears of one flat as of `asOf` (entries dated after it are ignored), and how its payments were
 * applied. Principal is every opening balance of arrears, bill, debit note and bounced-cheque charge; a credit note
 * goes first to the bill it corrects, then like a payment; a reversed payment counts as never received.
 * From a checkpoint (`start`), `entries` are those dated after it and the allocations only theirs.
 */
export function interestOnArrears(
  entries: readonly LedgerEntry[],
  asOf: string,
  rate: InterestRate,
  order: PaymentOrder,
  start?: InterestState,
): InterestOnArrears {
  const schedule = rateSchedule(rate);
  const upToDate = entries.filter((e) => e.date <= asOf);
  if (start && upToDate.some((e) => e.date <= start.asOf))
    throw new RangeError(`An entry dated on or before the checkpoint of ${start.asOf} was given after it`);
  for (const e of upToDate) {
    if (!Number.isSafeInteger(e.amountPaise) || (e.amountPaise < 0 && e.kind !== 'opening_balance')) {
      throw new RangeError(`Ledger entry ${e.id} has an amount that is not whole paise above zero`);
    }
  }

  // A reversal undoes its payment from the day it was received.
  const reversed = new Map<string, number>();
  for (const e of upToDate.filter((x) => x.kind === 'payment_reversal')) {
    const payment = upToDate.find((p) => p.id === e.refersTo && p.kind === 'payment' && p.date <= e.date);
    const total = (reversed.get(e.refersTo ?? '') ?? 0) + e.amountPaise;
    if (!payment || total > payment.amountPaise) {
      throw new RangeError(`Reversal ${e.id} does not undo a payment received before it`);
    }
    reversed.set(payment.id, total);
  }

  let numerator = BigInt(start?.numerator ?? 0); // Σ principal × bp × days; interest = numerator / (10,000 × 365)
  const accrue = (item: OpenItem, through: number) => {
    for (const { start, end, bp } of schedule) {
      const from = Math.max(item.accruedTo, start - 1);
      const to = Math.min(through, end - 1);
      if (to > from) numerator += BigInt(item.remaining) * bp * BigInt(to - from);
    }
    item.accruedTo = Math.max(item.accruedTo, through);
  };

  // Copies: the working changes its items, and a checkpoint may be read again.
  const principal: OpenItem[] = start?.principal.map((item) => ({ ...item })) ?? [];
  const interest: OpenItem[] = start?.interest.map((item) => ({ ...item })) ?? [];
  const advances = start?.advances.map((advance) => ({ ...advance })) ?? [];
  const allocations: Allocation[] = [];

  const pay = (
    creditId: string,
    item: OpenItem,
    part: Allocation['part'],
    available: number,
    date: string,
  ) => {
    if (part === 'principal') accrue(item, dayNumber(date));
    const amountPaise = Math.min(available, item.remaining);
    if (amountPaise === 0) return 0;
    item.remaining -= amountPaise;
    allocations.push({ creditId, entryId: item.entryId, part, amountPaise, date });
    return amountPaise;
  };
  /** Applies a credit to the open items in the setting's order; what is left becomes an advance. */
  const applyCredit = (creditId: string, amount: number, date: string, first?: OpenItem) => {
    let left = amount;
    if (first) left -= pay(creditId, first, 'principal', left, date);
    const sequence: [OpenItem[], Allocation['part']][] =
      order === 'interest_first'
        ? [
            [interest, 'interest'],
            [principal, 'principal'],
          ]
        : [
            [principal, 'principal'],
            [interest, 'interest'],
          ];
    for (const [items, part] of sequence) {
      for (const item of items) {
        if (left === 0) break;
        left -= pay(creditId, item, part, left, date);
      }
      settle(items);
    }
    if (left > 0) advances.push({ creditId, remaining: left });
  };
  /**
   * Drops the items paid in full: nothing is applied to them again, nor does interest run on them, so a long
   * history costs a pass over what is still open rather than over every bill since the first.
   */
  const settle = (items: OpenItem[]) => {
    const open = items.filter((item) => item.remaining > 0);
    if (open.length < items.length) items.splice(0, items.length, ...open);
  };
  /** A new debt meets the advances first, oldest first. */
  const openDebt = (items: OpenItem[], item: OpenItem, part: Allocation['part'], date: string) => {
    for (const advance of advances) {
      if (item.remaining === 0) break;
      advance.remaining -= pay(advance.creditId, item, part, advance.remaining, date);
    }
    const spent = advances.findIndex((advance) => advance.remaining > 0);
    advances.splice(0, spent === -1 ? advances.length : spent);
    if (item.remaining === 0) return;
    // Oldest due first, after those due the same day; a later item due earlier (a debit note) goes ahead of them.
    const after = items.findIndex((open) => open.dueDate > item.dueDate);
    items.splice(after === -1 ? items.length : after, 0, item);
  };

  const isCredit = (e: LedgerEntry) =>
    e.kind === 'payment' || e.kind === 'credit_note' || (e.kind === 'opening_balance' && e.amountPaise < 0);
  // In date order; on one day the debts come before the money that pays them (otherwise in the order recorded).
  const events = [...upToDate].sort((a, b) =>
    a.date === b.date ? Number(isCredit(a)) - Number(isCredit(b)) : a.date < b.date ? -1 : 1,
  );
  for (const e of events) {
    const debt = (dueDate: string): OpenItem => ({
      entryId: e.id,
      dueDate,
      remaining: e.amountPaise,
      accruedTo: dayNumber(dueDate),
    });
    switch (e.kind) {
      case 'opening_balance':
        if (e.amountPaise < 0) applyCredit(e.id, -e.amountPaise, e.date);
        else openDebt(principal, debt(e.dueDate ?? e.date), 'principal', e.date);
        break;
      case 'bill':
      case 'debit_note':
      case 'bounce_charge':
        openDebt(principal, debt(e.dueDate ?? e.date), 'principal', e.date);
        break;
      case 'interest':
        openDebt(interest, debt(e.date), 'interest', e.date);
        break;
      case 'payment':
        applyCredit(e.id, e.amountPaise - (reversed.get(e.id) ?? 0), e.date);
        break;
      case 'credit_note':
        applyCredit(
          e.id,
          e.amountPaise,
          e.date,
          principal.find((item) => item.entryId === e.refersTo),
        );
        break;
      case 'payment_reversal':
        break; // applied above, to its payment
    }
  }

  const chargedPaise = upToDate
    .filter((e) => e.kind === 'interest')
    .reduce((sum, e) => sum + e.amountPaise, start?.chargedPaise ?? 0);
  const state: InterestState = {
    asOf,
    numerator: numerator.toString(),
    principal: principal.filter((item) => item.remaining > 0).map((item) => ({ ...item })),
    interest: interest.filter((item) => item.remaining > 0).map((item) => ({ ...item })),
    advances: advances.filter((advance) => advance.remaining > 0).map((advance) => ({ ...advance })),
    chargedPaise,
  };
  const end = dayNumber(asOf);
  for (const item of principal) accrue(item, end);
  const accruedPaise = divideRoundingHalfUp(numerator, 10_000n * 365n);
  return {
    state,
    accruedPaise,
    chargedPaise,
    duePaise: Math.max(0, accruedPaise - chargedPaise),
    allocations,
    openPrincipal: principal
      .filter((item) => item.remaining > 0)
      .map(({ entryId, dueDate, remaining }) => ({ entryId, dueDate, remainingPaise: remaining })),
    openInterestPaise: interest.reduce((sum, item) => sum + item.remaining, 0),
    advancePaise: advances.reduce((sum, advance) => sum + advance.remaining, 0),
  };
}
