// What one flat owes for one period under each head of charge (Maharashtra model bye-laws of co-operative housing
// societies, 2014: bye-law 65 lists the heads of charges, bye-law 66 what the service charges are, bye-law 67(a)
// how each head is shared among the flats). Pure: the bill run gives the register's flats, the heads and the
// period, and gets the lines of each bill.
//
// Money is integer paise; rates are integers of their smallest unit (paise, or basis points: 1 bp = 0.01 %).
// Each line is rounded once, to the paisa, half up (divideRoundingHalfUp), after multiplying in whole numbers:
// ₹3.50 a sq ft on 652.25 sq ft is 350 × 65225 / 100 = 228287.5 paise, billed as ₹2,282.88.
import type { ChargeBasisName } from '../../../shared/billing-admin.ts';
import { divideRoundingHalfUp } from '../../../shared/exact-money.ts';
import type { Occupancy } from '../../../shared/flats-admin.ts';
import { badRequest } from '../../http/errors.ts';
import { monthsIn, type PeriodKind } from './periods.ts';

/** The bases are the stored names (shared/billing-admin.ts, CHARGE_BASES), which the office's form also offers. */
export type ChargeBasis = ChargeBasisName;

/** What a head's `rate` counts, by its basis: the unit a settings form asks for. */
export const RATE_UNITS = {
  /** Paise a month for each flat (service charges shared equally, education fund ₹10 a flat: bye-law 67(a)). */
  fixed: 'paise_per_flat_month',
  /** Paise a month for each sq ft of the flat's carpet or built-up area (insurance, lease rent, N.A. tax). */
  carpet_area: 'paise_per_sqft_month',
  built_up_area: 'paise_per_sqft_month',
  /**
   * Basis points a year of the flat's share of the construction cost: the sinking fund (at least 0.25 % a year,
   * bye-law 13(c)) and the repairs and maintenance fund (at least 0.75 % a year, bye-law 13(a)).
   */
  construction_cost_percent: 'bp_per_year',
  /** Paise a month for each slot of that kind (car parking at the general body's rate, bye-law 67(a)). */
  parking_covered: 'paise_per_slot_month',
  parking_open: 'paise_per_slot_month',
  parking_two_wheeler: 'paise_per_slot_month',
  /** Basis points of the flat's service charges of the same bill; 1000 at most (see MAX_NON_OCCUPANCY_BP). */
  non_occupancy: 'bp_of_service_charges',
  /** No rate: the office enters each flat's amount for the period (water by meter). */
  metered: 'entered_per_flat',
} as const satisfies Record<ChargeBasis, string>;

/**
 * Non-occupancy charges may not exceed 10 % of the service charges, municipal taxes excluded (Government of
 * Maharashtra order under section 79A of the MCS Act, 1 August 2001, upheld by the Bombay High Court in Mont Blanc
 * CHS v. State of Maharashtra, 2007; bye-law 43(2)(iii)(c) refers to it). Only a let flat pays them.
 */
export const MAX_NON_OCCUPANCY_BP = 1000;

export interface ChargeHead {
  id: string;
  name: string;
  basis: ChargeBasis;
  /** In the unit RATE_UNITS gives for the basis; 0 for a metered head. */
  rate: number;
  /** GST rate in basis points (1800 = 18 %); 0 by default. See gst.ts for when it is charged. */
  gstRateBp: number;
  /**
   * A service charge in the sense of bye-law 66 (staff salaries, common electricity, office expenses...): the base
   * of the non-occupancy charge. Taxes, water, the funds and parking are not.
   */
  isServiceCharge: boolean;
}

export interface FlatForBilling {
  flatNo: string;
  wing: string;
  /** Areas in sq ft, recorded to two decimals; null when the register has none. */
  carpetSqft: number | null;
  builtUpSqft: number | null;
  /** The flat's share of the construction cost, certified by the architect (bye-law 13); null when unknown. */
  constructionCostPaise: number | null;
  /** The register's: 'owner' (occupied by its owner), 'let' (non-occupancy charges apply) or 'vacant'. */
  occupancy: Occupancy;
  parking: { covered: number; open: number; twoWheeler: number };
}

/** A per-flat exception to one head: an amount for the period that replaces the computed one (0 waives it). */
export interface ChargeException {
  headId: string;
  amountPaise: number;
  reason: string;
}

/** The flat's inputs for the period beside the register: metered amounts by head id, and its exceptions. */
export interface FlatPeriodInputs {
  meteredPaise?: Readonly<Record<string, number>>;
  exceptions?: readonly ChargeException[];
}

/** Why a line may be wrong: the preview shows these before anything is published. */
export type ChargeFlag = 'no_carpet_area' | 'no_built_up_area' | 'no_construction_cost' | 'no_meter_reading';

export interface ChargeLine {
  headId: string;
  name: string;
  basis: ChargeBasis;
  /** What the flat is billed under this head: the exception's amount when it has one. */
  amountPaise: number;
  /** What the rate gives, before any exception. */
  computedPaise: number;
  exception: { amountPaise: number; reason: string } | null;
  /** Set when the amount is 0 only because the register or the readings lack something (and no exception). */
  flag: ChargeFlag | null;
  gstRateBp: number;
  isServiceCharge: boolean;
}

const isCount = (n: number) => Number.isSafeInteger(n) && n >= 0;

function checkHead(head: ChargeHead) {
  if (!isCount(head.rate)) throw badRequest(`The rate of "${head.name}" must be a positive amount or zero.`);
  if (!isCount(head.gstRateBp) || head.gstRateBp > 10_000) {
    throw badRequest(`The GST rate of "${head.name}" must be between 0 % and 100 %.`);
  }
  if (head.basis === 'non_occupancy' && head.rate > MAX_NON_OCCUPANCY_BP) {
    throw badRequest('Non-occupancy charges cannot be more than 10% of the service charges.');
  }
  if (head.basis === 'non_occupancy' && head.isServiceCharge) {
    throw badRequest(
      'Non-occupancy charges are worked out from the service charges and cannot be one themselves.',
    );
  }
}

/** An area in hundredths of a sq ft (exact for the two decimals the register keeps); null when missing or 0. */
function hundredthsOf(sqft: number | null, flatNo: string) {
  if (sqft === null || sqft === 0) return null;
  if (!Number.isFinite(sqft) || sqft < 0)
    throw badRequest(`The area of flat ${flatNo} must be a positive number.`);
  return BigInt(Math.round(sqft * 100));
}

/** The amount a head's rate gives for the flat, or a flag; non-occupancy is worked out after the others. */
function rateAmount(head: ChargeHead, flat: FlatForBilling, months: number, inputs: FlatPeriodInputs) {
  const rate = BigInt(head.rate);
  const m = BigInt(months);
  const perSqft = (sqft: number | null, flag: ChargeFlag) => {
    const area = hundredthsOf(sqft, flat.flatNo);
    return area === null
      ? { paise: 0, flag }
      : { paise: divideRoundingHalfUp(rate * area * m, 100n), flag: null };
  };
  const perSlot = (slots: number) => {
    if (!isCount(slots)) throw badRequest(`The parking slots of flat ${flat.flatNo} must be a whole number.`);
    return { paise: Number(rate * BigInt(slots) * m), flag: null };
  };
  switch (head.basis) {
    case 'fixed':
      return { paise: Number(rate * m), flag: null };
    case 'carpet_area':
      return perSqft(flat.carpetSqft, 'no_carpet_area');
    case 'built_up_area':
      return perSqft(flat.builtUpSqft, 'no_built_up_area');
    case 'construction_cost_percent': {
      const cost = flat.constructionCostPaise;
      if (!cost) return { paise: 0, flag: 'no_construction_cost' as const };
      if (!isCount(cost))
        throw badRequest(`The construction cost of flat ${flat.flatNo} must be a positive amount.`);
      // An annual rate: a month is a twelfth of the year's amount, a quarter a fourth (months / 12).
      return { paise: divideRoundingHalfUp(BigInt(cost) * rate * m, 10_000n * 12n), flag: null };
    }
    case 'parking_covered':
      return perSlot(flat.parking.covered);
    case 'parking_open':
      return perSlot(flat.parking.open);
    case 'parking_two_wheeler':
      return perSlot(flat.parking.twoWheeler);
    case 'metered': {
      const entered = inputs.meteredPaise?.[head.id];
      if (entered === undefined) return { paise: 0, flag: 'no_meter_reading' as const };
      if (!isCount(entered))
        throw badRequest(`The ${head.name} amount of flat ${flat.flatNo} must be positive or zero.`);
      return { paise: entered, flag: null };
    }
    case 'non_occupancy':
      return { paise: 0, flag: null };
  }
}

/**
 * The lines of one flat's bill for one period, one per head in the order given (0 where a head does not apply, so
 * the preview's totals per head line up). A line with an exception is billed at the exception's amount. The
 * non-occupancy charge of a let flat is its rate of the service-charge lines as billed (exceptions included).
 */
export function flatCharges(
  flat: FlatForBilling,
  heads: readonly ChargeHead[],
  kind: PeriodKind,
  inputs: FlatPeriodInputs = {},
): ChargeLine[] {
  const exceptions = new Map<string, ChargeException>();
  for (const exception of inputs.exceptions ?? []) {
    if (exceptions.has(exception.headId)) {
      throw badRequest(`Flat ${flat.flatNo} has two exceptions to the same head.`);
    }
    if (!isCount(exception.amountPaise)) {
      throw badRequest(`The exception amount of flat ${flat.flatNo} must be positive or zero.`);
    }
    exceptions.set(exception.headId, exception);
  }
  const line = (head: ChargeHead, paise: number, flag: ChargeFlag | null): ChargeLine => {
    if (!Number.isSafeInteger(paise))
      throw badRequest(`The "${head.name}" amount of flat ${flat.flatNo} is too large.`);
    const exception = exceptions.get(head.id);
    return {
      headId: head.id,
      name: head.name,
      basis: head.basis,
      amountPaise: exception ? exception.amountPaise : paise,
      computedPaise: paise,
      exception: exception ? { amountPaise: exception.amountPaise, reason: exception.reason } : null,
      flag: exception ? null : flag,
      gstRateBp: head.gstRateBp,
      isServiceCharge: head.isServiceCharge,
    };
  };

  heads.forEach(checkHead);
  const months = monthsIn(kind);
  const lines = heads.map((head) => {
    const { paise, flag } = rateAmount(head, flat, months, inputs);
    return line(head, paise, flag);
  });
  const serviceCharges = lines.reduce((sum, l) => sum + (l.isServiceCharge ? l.amountPaise : 0), 0);
  return heads.map((head, i) => {
    if (head.basis !== 'non_occupancy') return lines[i];
    const paise =
      flat.occupancy === 'let'
        ? divideRoundingHalfUp(BigInt(serviceCharges) * BigInt(head.rate), 10_000n)
        : 0;
    return line(head, paise, null);
  });
}

/** The total of a bill's charge lines. */
export const chargesTotal = (lines: readonly Pick<ChargeLine, 'amountPaise'>[]) =>
  lines.reduce((sum, l) => sum + l.amountPaise, 0);
