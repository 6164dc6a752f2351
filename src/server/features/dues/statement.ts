// A flat's statement of account for a date range, as a PDF (billing/pdf/statement.ts) or a CSV of the same rows:
// the balance at the start of the first day, each entry of the range with its running balance, the closing balance.

import { todayIn } from '../../../shared/dates.ts';
import { STATEMENT_CSV_COLUMNS, statementFileName } from '../../../shared/dues.ts';
import type { AppContext } from '../../context.ts';
import type { FileResult } from '../../http/route.ts';
import { serverI18n } from '../../mail/language.ts';
import { csvDownload } from '../../platform/csv-export.ts';
import { renderStatement } from '../billing/pdf/statement.ts';
import {
  confirmedResidents,
  type FlatOfRegister,
  flatLanguage,
  ledgerRows,
  letterhead,
} from './flat-accounts.ts';

export interface StatementRequest {
  from: string;
  to: string;
  format: 'pdf' | 'csv';
}

/**
 * The statement's file. Its PDF is in the language of `reader` (a resident's download of their own: their
 * account's), or in the flat's (the office's download, as its bills and receipts are).
 */
export async function statementOf(
  ctx: AppContext,
  flat: FlatOfRegister,
  { from, to, format }: StatementRequest,
  reader?: { language: string | null },
): Promise<FileResult> {
  const rows = await ledgerRows(ctx.db, flat.id);
  const before = rows.filter((r) => r.date < from);
  const opening = before.at(-1)?.balance_paise ?? 0;
  const inRange = rows.filter((r) => r.date >= from && r.date <= to);
  const filename = statementFileName(flat.flat_no, from, to, format);

  if (format === 'csv') {
    const records = [
      [from, '', 'Opening balance', 0n, 0n, BigInt(opening)],
      ...inRange.map((r) => [
        r.date,
        r.number ?? '',
        r.description,
        BigInt(r.debit_paise),
        BigInt(r.credit_paise),
        BigInt(r.balance_paise),
      ]),
      [to, '', 'Closing balance', '', '', BigInt(inRange.at(-1)?.balance_paise ?? opening)],
    ];
    return csvDownload(ctx.log, { columns: STATEMENT_CSV_COLUMNS, records, filename, what: 'statement' });
  }

  const [society, residents] = await Promise.all([
    letterhead(ctx.db),
    confirmedResidents(ctx.db, [flat.flat_no]),
  ]);
  const pdf = await renderStatement(
    {
      society,
      flat: { wing: flat.wing, number: flat.flat_no },
      residents: residents.map((r) => r.name),
      from,
      to,
      generatedOn: todayIn(ctx.config.SOCIETY_TIMEZONE),
      openingBalancePaise: opening,
      entries: inRange.map((r) => ({
        date: r.date,
        documentNumber: r.number ?? '',
        description: r.description,
        debitPaise: r.debit_paise,
        creditPaise: r.credit_paise,
      })),
    },
    reader ? serverI18n(reader.language) : flatLanguage(residents),
  );
  return { bytes: Buffer.from(pdf), contentType: 'application/pdf', filename };
}
