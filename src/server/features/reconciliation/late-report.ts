// A payment reported after the statement carrying it was imported: the credit was left without a proposal then, so
// rule (a) is tried on it now, in the report's transaction, and the office's queue proposes it without a new import.
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { isUniqueViolation, type Tx } from '../../db/client.ts';
import { bankStatementLines as lines, reconciliationProposals as proposals } from '../../db/schema.ts';
import { matchContext } from './match-context.ts';
import { proposeMatches, type ReportedPayment } from './matching.ts';
import { narrationFacts, referenceKey } from './narration.ts';
import { storeProposals } from './proposal-store.ts';

/** Credits looked at per report: a reference is in one credit, a few at most when a statement repeats a line. */
const CANDIDATES = 20;

export async function matchLateReport(tx: Tx, report: ReportedPayment, today: string) {
  const key = referenceKey(report.reference);
  if (!key) return null;
  // Credits with no open or confirmed proposal whose reference or narration holds the reference's characters
  // (letters and digits only, so nothing in it is a LIKE wildcard), checked exactly by the narration's reading.
  const candidates = await tx
    .select()
    .from(lines)
    .where(
      and(
        eq(lines.direction, 'credit'),
        or(ilike(lines.reference, `%${key}%`), ilike(lines.narration, `%${key}%`)),
        sql`not exists (select 1 from ${proposals} where ${proposals.line_id} = ${lines.id} and ${proposals.status} <> 'rejected')`,
      ),
    )
    .orderBy(asc(lines.txn_date), asc(lines.line_no), asc(lines.id))
    .limit(CANDIDATES);
  const line = candidates.find((l) => narrationFacts(l.narration, l.reference).references.includes(key));
  if (!line) return null;
  const context = await matchContext(
    tx,
    today,
    report.flat_id && report.purpose === 'dues' ? [report.flat_id] : [],
  );
  const credit = {
    key: line.id,
    date: line.txn_date,
    narration: line.narration,
    reference: line.reference,
    amount_paise: line.amount_paise,
  };
  const proposal = proposeMatches([credit], { ...context, reported: [report] }).find(
    (p) => p.reported_payment_id === report.id,
  );
  if (!proposal) return null;
  try {
    // In a savepoint: a second report of the same reference at the same moment finds the credit proposed already,
    // and the report still stands (unmatched) rather than failing.
    await tx.transaction((sp) => storeProposals(sp, [proposal], context));
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
  return line.id;
}
