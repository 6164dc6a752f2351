// What the matching rules know when a statement is imported: every flat with what it owes today and its unpaid
// bills (from the same interest rules and payment order the dues apply), and the payers of each flat's earlier
// confirmed credits. Read in a few queries whatever the register's size, and worked out in memory as the dues are.
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  bankStatementLines,
  flats,
  reconciliationAllocations,
  reconciliationProposals,
  reportedPayments,
} from '../../db/schema.ts';
import { interestOnArrears } from '../billing/interest.ts';
import { balanceOf } from '../billing/ledger.ts';
import { readBillingSettings } from '../billing/settings-service.ts';
import { readLedgers } from '../dues/ledger-store.ts';
import type { MatchContext } from './matching.ts';
import { narrationFacts } from './narration.ts';

/**
 * Payments no bank credit has been found for yet: dues reports still waiting on the office, and gym and hall
 * payments not rejected that no credit's proposal names (their approval may have confirmed them before the bank).
 */
export const awaitingTheBank = and(
  ne(reportedPayments.reference, ''),
  or(
    and(eq(reportedPayments.purpose, 'dues'), eq(reportedPayments.status, 'reported')),
    and(
      ne(reportedPayments.purpose, 'dues'),
      ne(reportedPayments.status, 'rejected'),
      sql`not exists (select 1 from ${reconciliationProposals} where ${reconciliationProposals.reported_payment_id} = ${reportedPayments.id} and ${reconciliationProposals.status} <> 'rejected')`,
    ),
  ),
);

/** The whole register, or (`flatIds`) some flats only: one late report's match needs its flat and nothing learned. */
export const reportedForMatching = {
  id: reportedPayments.id,
  purpose: reportedPayments.purpose,
  flat_id: reportedPayments.flat_id,
  amount_paise: reportedPayments.amount_paise,
  reference: reportedPayments.reference,
};

export async function matchContext(tx: Tx, today: string, flatIds?: string[]): Promise<MatchContext> {
  // One after another: a transaction is one connection, which runs one query at a time anyway (node-postgres
  // deprecates queueing several at once on a client).
  const register = await tx
    .select({ id: flats.id, wing: flats.wing, flat_no: flats.flat_no })
    .from(flats)
    .where(flatIds ? inArray(flats.id, flatIds) : undefined);
  const ledgers = await readLedgers(tx, flatIds);
  const settings = await readBillingSettings(tx);
  // A credit the office confirmed for one flat teaches who pays for it.
  const confirmed = flatIds
    ? []
    : await tx
        .selectDistinct({
          flat_id: reconciliationAllocations.flat_id,
          narration: bankStatementLines.narration,
          reference: bankStatementLines.reference,
        })
        .from(reconciliationProposals)
        .innerJoin(bankStatementLines, eq(bankStatementLines.id, reconciliationProposals.line_id))
        .innerJoin(
          reconciliationAllocations,
          eq(reconciliationAllocations.proposal_id, reconciliationProposals.id),
        )
        .where(eq(reconciliationProposals.status, 'confirmed'));
  // Payments residents reported that no credit has been found for: rule (a) looks for their references.
  const reported = await tx.select(reportedForMatching).from(reportedPayments).where(awaitingTheBank);
  return {
    flats: register.map((flat) => {
      const entries = ledgers.get(flat.id) ?? [];
      const numbers = new Map(entries.map((e) => [e.id, e.number]));
      const worked = interestOnArrears(entries, today, settings.interest_rate_bp, settings.payment_order);
      return {
        ...flat,
        outstanding_paise: balanceOf(entries.filter((e) => e.date <= today)),
        // Bills and debit notes, oldest due first; an opening balance has no number and stays in the total only.
        bills: worked.openPrincipal.flatMap((open) => {
          const number = numbers.get(open.entryId);
          return number ? [{ id: open.entryId, number, outstanding_paise: open.remainingPaise }] : [];
        }),
      };
    }),
    reported,
    knownPayers: confirmed.flatMap((c) =>
      narrationFacts(c.narration, c.reference).payers.map((payer) => ({ flat_id: c.flat_id, payer })),
    ),
  };
}
