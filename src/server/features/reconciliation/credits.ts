// The office's queue: the statements' credits, newest first, each with its open proposal and the proposal's parts
// (flat, bill, amount) gathered in the same query, a page at a time.
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { creditListQuery, StatementCredit } from '../../../shared/reconciliation-admin.ts';
import type { Db } from '../../db/client.ts';
import { bankStatementLines as lines, reconciliationProposals as proposals } from '../../db/schema.ts';
import { paginate } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';

type Part = { flat_no: string; document_number: string | null; amount_paise: number };

export async function listCredits(db: Db, query: z.output<typeof creditListQuery>) {
  const open = and(eq(proposals.line_id, lines.id), eq(proposals.status, 'proposed'));
  const filters: (SQL | undefined)[] = [
    eq(lines.direction, 'credit'),
    query.q ? containsText(query.q, [lines.narration, lines.reference]) : undefined,
    query.show === 'proposed'
      ? isNotNull(proposals.id)
      : query.show === 'unmatched'
        ? isNull(proposals.id)
        : undefined,
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
          rule: proposals.rule,
          confidence: proposals.confidence,
          parts: sql<Part[] | null>`(
            select json_agg(json_build_object(
              'flat_no', f.flat_no, 'document_number', a.document_number, 'amount_paise', a.amount_paise
            ) order by f.flat_no, a.document_number)
            from reconciliation_allocations a join flats f on f.id = a.flat_id
            where a.proposal_id = ${proposals.id})`,
        })
        .from(lines)
        .leftJoin(proposals, open)
        .where(where)
        .orderBy(desc(lines.txn_date), desc(lines.line_no), desc(lines.id))
        .limit(limit)
        .offset(offset);
      return rows.map(
        ({ proposal_id, rule, confidence, parts, ...line }): StatementCredit => ({
          ...line,
          proposal:
            proposal_id && rule && confidence
              ? {
                  id: proposal_id,
                  rule,
                  confidence,
                  parts: (parts ?? []).map((p) => ({ ...p, amount_paise: Number(p.amount_paise) })),
                }
              : null,
        }),
      );
    },
    () => db.select({ total: count() }).from(lines).leftJoin(proposals, open).where(where),
  );
}
