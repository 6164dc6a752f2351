// Billed, collected and outstanding for the current billing period, and the collection rate of the last 12
// periods (the office's dashboard and analytics): SQL aggregates over the ledger, one query per figure set.
//   billed: bills, debit notes and interest dated in the period, less its credit notes;
//   collected: payments received in the period, less those reversed in it (bounced cheques);
//   outstanding: what every flat owed at the period's end (opening balances included);
//   rate: collected / billed, in basis points (none when nothing was billed).
import { and, gte, lte, sql } from 'drizzle-orm';
import { todayIn } from '../../../shared/dates.ts';
import { divideRoundingHalfUp, paiseOf } from '../../../shared/exact-money.ts';
import type { Db, Tx } from '../../db/client.ts';
import { flats, ledgerEntries } from '../../db/schema.ts';
import { type BillingPeriod, type PeriodKind, periodOf, previousPeriod } from '../billing/periods.ts';
import { signedAmountSql } from './ledger-store.ts';

const PERIODS = 12;
const sumOf = (condition: string) =>
  sql<number>`coalesce(sum(case when ${sql.raw(condition)} then ${ledgerEntries.amount_paise} else 0 end), 0)::bigint`.mapWith(
    Number,
  );
const billed =
  sql`${sumOf("kind in ('bill', 'debit_note', 'interest')")} - ${sumOf("kind = 'credit_note'")}`.mapWith(
    Number,
  );
const collected = sql`${sumOf("kind = 'payment'")} - ${sumOf("kind = 'payment_reversal'")}`.mapWith(Number);

const summary = (p: BillingPeriod) => ({ key: p.key, label: p.label, start: p.start, end: p.end });

/** `kind`: the accounts' billing period (read before, outside any read-only transaction: its first read writes it). */
export async function collectionFigures(db: Db | Tx, timeZone: string, kind: PeriodKind) {
  const current = periodOf(todayIn(timeZone), kind);
  const periods = [current];
  while (periods.length < PERIODS) periods.unshift(previousPeriod(periods[0]));
  const first = periods[0];

  // Each entry's period is the start of its month or quarter, as periods.ts reckons them.
  // A literal, not a parameter: the select and the group by must be the same expression.
  const unit = sql.raw(kind === 'monthly' ? "'month'" : "'quarter'");
  const startOf = sql<string>`to_char(date_trunc(${unit}, ${ledgerEntries.entry_date}), 'YYYY-MM-DD')`;
  const [rows, [owed], [opening]] = await Promise.all([
    db
      .select({ start: startOf, billed, collected })
      .from(ledgerEntries)
      .where(and(gte(ledgerEntries.entry_date, first.start), lte(ledgerEntries.entry_date, current.end)))
      .groupBy(startOf),
    db
      .select({ paise: sql<number>`coalesce(sum(${signedAmountSql}), 0)::bigint`.mapWith(Number) })
      .from(ledgerEntries)
      .where(lte(ledgerEntries.entry_date, current.end)),
    db
      .select({ total: sql<string>`coalesce(sum(${flats.opening_balance}), 0)::numeric(14, 2)::text` })
      .from(flats)
      .where(sql`${flats.opening_balance_date} is null or ${flats.opening_balance_date} <= ${current.end}`),
  ]);
  const byStart = new Map(rows.map((r) => [r.start, r]));
  const history = periods.map((p) => {
    const row = byStart.get(p.start);
    const b = row?.billed ?? 0;
    const c = row?.collected ?? 0;
    return {
      ...summary(p),
      billed_paise: b,
      collected_paise: c,
      rate_bp: b > 0 ? divideRoundingHalfUp(BigInt(c) * 10_000n, BigInt(b)) : null,
    };
  });
  const now = history[history.length - 1];
  return {
    period: summary(current),
    billed_paise: now.billed_paise,
    collected_paise: now.collected_paise,
    outstanding_paise: owed.paise + paiseOf(opening.total),
    periods: history,
  };
}
