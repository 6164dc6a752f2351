// What the matching rules know when a statement is imported: every flat with what it owes today and its unpaid
// bills (from the same interest rules and payment order the dues apply), and the payers of each flat's earlier
// confirmed credits. Read in a few queries whatever the register's size, and worked out in memory as the dues are.
import { eq } from 'drizzle-orm';
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

export async function matchContext(tx: Tx, today: string): Promise<MatchContext> {
  // One after another: a transaction is one connection, which runs one query at a time anyway (node-postgres
  // deprecates queueing several at once on a client).
  const register = await tx.select({ id: flats.id, wing: flats.wing, flat_no: flats.flat_no }).from(flats);
  const ledgers = await readLedgers(tx);
  const settings = await readBillingSettings(tx);
  // A credit the office confirmed for one flat teaches who pays for it.
  const confirmed = await tx
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
  // Payments residents reported that still wait on the office: rule (a) looks for their references.
  const reported = await tx
    .select({
      id: reportedPayments.id,
      flat_id: reportedPayments.flat_id,
      amount_paise: reportedPayments.amount_paise,
      reference: reportedPayments.reference,
    })
    .from(reportedPayments)
    .where(eq(reportedPayments.status, 'reported'));
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
