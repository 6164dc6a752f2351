// Proposals written: each with its parts per flat and bill (what a part pays beyond the bills is arrears or an
// advance, with no number), in inserts of a bounded size. Used by the import and by a report that arrives late.
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import { reconciliationAllocations, reconciliationProposals } from '../../db/schema.ts';
import type { MatchContext, Proposal } from './matching.ts';

/** Rows per insert: well under PostgreSQL's 65,535 parameters at a dozen columns a row. */
const CHUNK = 1000;
export const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

export async function storeProposals(tx: Tx, proposals: Proposal[], context: MatchContext) {
  const numbers = new Map(context.flats.flatMap((f) => f.bills.map((b) => [b.id, b.number])));
  const rows = proposals.map((p) => ({ p, id: randomUUID() }));
  for (const part of chunks(rows))
    await tx.insert(reconciliationProposals).values(
      part.map(({ p, id }) => ({
        id,
        line_id: p.credit,
        rule: p.rule,
        confidence: p.confidence,
        reported_payment_id: p.reported_payment_id,
      })),
    );
  const allocations = rows.flatMap(({ p, id }) =>
    p.allocations.flatMap((a) => {
      const toBills = a.bills.reduce((sum, b) => sum + b.amount_paise, 0);
      const rest = a.amount_paise - toBills;
      return [
        ...a.bills.map((b) => ({
          proposal_id: id,
          flat_id: a.flat_id,
          document_number: numbers.get(b.bill_id) ?? null,
          amount_paise: b.amount_paise,
        })),
        ...(rest > 0
          ? [{ proposal_id: id, flat_id: a.flat_id, document_number: null, amount_paise: rest }]
          : []),
      ];
    }),
  );
  for (const part of chunks(allocations)) await tx.insert(reconciliationAllocations).values(part);
}
