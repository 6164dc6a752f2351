// GST on a maintenance bill. A housing society's supply to its own members, by way of reimbursement of charges or
// share of contribution for goods and services for their common use, is exempt up to ₹7,500 a month per member
// (Notification 12/2017-Central Tax (Rate), entry 77(c), the limit raised from ₹5,000 by Notification 2/2018-
// Central Tax (Rate) from 25 January 2018). Above the limit the exemption is lost on the whole amount, not only on
// the part above ₹7,500 (CBIC Circular 109/28/2019-GST, 22 July 2019; Tamil Nadu AAR in TVH Lumbini Square, 2019;
// the Madras High Court read it the other way in 2021, which CBIC has not adopted, so the office's rule is the
// circular's). The limit is per flat: a member owning two flats has it twice (same circular).
import { divideRoundingHalfUp } from '../../../shared/exact-money.ts';
import { badRequest } from '../../http/errors.ts';
import type { ChargeLine } from './charges.ts';
import { monthsIn, type PeriodKind } from './periods.ts';

/** ₹7,500 a month: the default of the society's setting (a later change of the law is a change of the setting). */
export const DEFAULT_GST_THRESHOLD_PAISE = 7_500_00;

export interface GstLine {
  headId: string;
  taxablePaise: number;
  rateBp: number;
  cgstPaise: number;
  sgstPaise: number;
}

export interface GstOnBill {
  /** The period's charges compared with the limit. */
  chargesPaise: number;
  /** The monthly limit times the months of the period (₹22,500 for a quarter): the bill is exempt up to it. */
  limitPaise: number;
  exempt: boolean;
  /** One line per head that bears GST (rate above 0, amount above 0); none when exempt. */
  lines: GstLine[];
  cgstPaise: number;
  sgstPaise: number;
  gstPaise: number;
}

/**
 * The GST of one flat's bill for one period, from its charge lines (arrears and interest on arrears are not the
 * period's contribution and are not part of it). A quarterly bill is compared by its monthly equivalent
 * (total / 3 against ₹7,500, worked as total against 3 × ₹7,500 so no division rounds). Every head's line counts
 * toward the limit; each head then bears GST at its own rate (0 % heads none) on its whole amount.
 *
 * A supply inside Maharashtra bears CGST and SGST, each at half the rate (9 % + 9 % for 18 %). Each is worked out
 * and rounded to the paisa on its own, half up, as the tax invoice shows them, so the two are always equal and
 * there is no odd paisa to share out: the GST of a head is twice its CGST.
 */
export function gstOnBill(
  lines: readonly Pick<ChargeLine, 'headId' | 'amountPaise' | 'gstRateBp'>[],
  kind: PeriodKind,
  monthlyThresholdPaise = DEFAULT_GST_THRESHOLD_PAISE,
): GstOnBill {
  if (!Number.isSafeInteger(monthlyThresholdPaise) || monthlyThresholdPaise < 0) {
    throw badRequest('The GST exemption limit must be a positive amount or zero.');
  }
  const chargesPaise = lines.reduce((sum, l) => sum + l.amountPaise, 0);
  const limitPaise = monthlyThresholdPaise * monthsIn(kind);
  const exempt = chargesPaise <= limitPaise;
  const gstLines = exempt
    ? []
    : lines
        .filter((l) => l.gstRateBp > 0 && l.amountPaise > 0)
        .map((l) => {
          const half = divideRoundingHalfUp(BigInt(l.amountPaise) * BigInt(l.gstRateBp), 20_000n);
          return {
            headId: l.headId,
            taxablePaise: l.amountPaise,
            rateBp: l.gstRateBp,
            cgstPaise: half,
            sgstPaise: half,
          };
        });
  const cgstPaise = gstLines.reduce((sum, l) => sum + l.cgstPaise, 0);
  return {
    chargesPaise,
    limitPaise,
    exempt,
    lines: gstLines,
    cgstPaise,
    sgstPaise: cgstPaise,
    gstPaise: 2 * cgstPaise,
  };
}
