// The office's queue: the statements' credits, newest first, each with its open (or confirmed) proposal and the
// proposal's parts (flat, bill, amount, receipt once confirmed) gathered in the same query, a page at a time.
import { and, count, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { creditListQuery, StatementCredit } from '../../../shared/reconciliation-admin.ts';
import type { PaymentPurpose } from '../../../shared/reported-payments.ts';
import type { Db } from '../../db/client.ts';
import {
  bankStatementLines as lines,
  reconciliationProposals as proposals,
  reportedPayments,
} from '../../db/schema.ts';
import { paginate } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';

type Part = NonNullable<StatementCredit['proposal']>['parts'][number];

export async function listCredits(db: Db, query: z.output<typeof creditListQuery>) {
  // A credit has at most one proposal that is not rejected (left unmatched): open or confirmed.
  const open = and(eq(proposals.line_id, lines.id), ne(proposals.status, 'rejected'));
  const filters: (SQL | undefined)[] = [
    eq(lines.direction, 'credit'),
    query.q ? containsText(query.q, [lines.narration, lines.reference]) : undefined,
    query.show === 'unmatched'
      ? isNull(proposals.id)
      : query.show === 'all'
        ? undefined
        : eq(proposals.status, query.show),
    query.confidence ? eq(proposals.confidence, query.confidence) : undefined,
  ];
  const where = and(...filters);
  return paginate(
    db,
    query,
    async (limit, offset) => {
      const rows = await db
        .select({
          line_id: lines.id,
          txn_date: lines.txn_date,
          narration: lines.narration,
          reference: lines.reference,
          amount_paise: lines.amount_paise,
          proposal_id: proposals.id,
          proposal_status: proposals.status,
          rule: proposals.rule,
          confidence: proposals.confidence,
          reported_payment_id: proposals.reported_payment_id,
          purpose: sql<PaymentPurpose | null>`(select ${reportedPayments.purpose} from ${reportedPayments} where ${reportedPayments.id} = ${proposals.reported_payment_id})`,
          parts: sql<Part[] | null>`(
            select json_agg(json_build_object(
              'flat_id', f.id, 'flat_no', f.flat_no, 'document_number', a.document_number,
              'amount_paise', a.amount_paise, 'receipt_number', p.receipt_number
            ) order by f.flat_no, a.document_number)
            from reconciliation_allocations a join flats f on f.id = a.flat_id
              left join dues_payments p on p.id = a.payment_id
            where a.proposal_id = ${proposals.id})`,
        })
        .from(lines)
        .leftJoin(proposals, open)
        .where(where)
        .orderBy(desc(lines.txn_date), desc(lines.line_no), desc(lines.id))
        .limit(limit)
        .offset(offset);
      return rows.map(
        ({
          proposal_id,
          proposal_status,
          rule,
          confidence,
          reported_payment_id,
          purpose,
          parts,
          ...line
        }): StatementCredit => ({
          ...line,
          status: proposal_status === 'confirmed' ? 'confirmed' : proposal_id ? 'proposed' : 'unmatched',
          proposal:
            proposal_id && rule && confidence
              ? {
                  id: proposal_id,
                  rule,
                  confidence,
                  reported_payment_id,
                  purpose,
                  parts: (parts ?? []).map((p) => ({ ...p, amount_paise: Number(p.amount_paise) })),
                }
              : null,
        }),
      );
    },
    () => db.select({ total: count() }).from(lines).leftJoin(proposals, open).where(where),
  );
}
