// A flat's statement of account for a date range (issue 20, item 6): the opening balance, one row per ledger
// entry with its running balance, and the closing balance; long statements go on over as many pages as they need,
// each with the table's header row.
import type { I18n } from '@lingui/core';
import { localDate, serverI18n } from '../../../mail/language.ts';
import {
  createDocument,
  drawFields,
  drawLetterhead,
  drawTable,
  ensureSpace,
  type FlatLabel,
  finish,
  flatLabel,
  frame,
  type Letterhead,
  MUTED,
  paragraph,
  type Row,
  rupees,
} from './layout.ts';
import { ledgerText } from './ledger-text.ts';

/** One entry of the flat's ledger: a bill, a note, a payment, interest or a reversal. */
export interface StatementEntry {
  date: string;
  /** 'MB/2026-27/0042', 'RCT/2026-27/0007', 'CN/2026-27/0001'. */
  documentNumber: string;
  /** As the ledger holds it, in English ('Maintenance bill Oct–Dec 2026'): printed in the statement's language. */
  description: string;
  /** What the entry adds to what the flat owes (bills, debit notes, interest, a bounced cheque); 0 if none. */
  debitPaise: number;
  /** What it takes off (payments, credit notes); 0 if none. */
  creditPaise: number;
}

/** Everything a statement prints; amounts are integer paise, dates YYYY-MM-DD. */
export interface StatementData {
  society: Letterhead;
  flat: FlatLabel;
  residents: string[];
  /** The range, first and last day inclusive. */
  from: string;
  to: string;
  /** The day it was made (printed; the PDF's own date). */
  generatedOn: string;
  /** What the flat owed at the start of `from` (negative: an advance). */
  openingBalancePaise: number;
  /** The entries of the range, oldest first. */
  entries: StatementEntry[];
}

/** A balance as a bookkeeper writes it: '₹1,500.00 Dr' is owed by the flat, '₹500.00 Cr' is paid in advance. */
export function balanceLabel(paise: number, i18n: I18n = serverI18n('en')) {
  if (paise === 0) return rupees(0);
  const amount = rupees(Math.abs(paise));
  return paise > 0 ? i18n._('{amount} Dr', { amount }) : i18n._('{amount} Cr', { amount });
}

/** The closing balance: the opening balance plus every debit, less every credit. */
export const closingBalance = (statement: StatementData) =>
  statement.entries.reduce(
    (balance, e) => balance + e.debitPaise - e.creditPaise,
    statement.openingBalancePaise,
  );

/** The statement as an A4 PDF, in `i18n`'s language (the ledger's wordings too; names as the ledger holds them). */
export async function renderStatement(
  statement: StatementData,
  i18n: I18n = serverI18n('en'),
): Promise<Uint8Array> {
  const flat = flatLabel(statement.flat);
  const title = i18n._('Statement of account, flat {flat}', { flat });
  const doc = await createDocument({ title, society: statement.society, date: statement.generatedOn, i18n });
  const { left, width } = frame(doc);
  const dateLabel = (iso: string) => localDate(i18n, iso);
  const balanceOf = (paise: number) => balanceLabel(paise, i18n);
  const range = i18n._('{from} to {to}', { from: dateLabel(statement.from), to: dateLabel(statement.to) });

  let y = drawLetterhead(doc, statement.society, i18n._('STATEMENT OF ACCOUNT'), [
    [i18n._('Flat'), flat],
    [i18n._('Period'), range],
    [i18n._('Generated on'), dateLabel(statement.generatedOn)],
  ]);
  y =
    drawFields(doc, left, y, width, [
      [i18n._('Flat'), i18n._('{flat} (Wing {wing})', { flat, wing: statement.flat.wing })],
      [
        statement.residents.length > 1 ? i18n._('Members') : i18n._('Member'),
        statement.residents.join(', ') || '—',
      ],
    ]) + 8;

  let balance = statement.openingBalancePaise;
  let debits = 0;
  let credits = 0;
  const amount = (paise: number) => (paise ? rupees(paise) : '');
  const rows: Row[] = [
    {
      cells: [dateLabel(statement.from), '', i18n._('Opening balance'), '', '', balanceOf(balance)],
      emphasis: true,
    },
  ];
  for (const entry of statement.entries) {
    balance += entry.debitPaise - entry.creditPaise;
    debits += entry.debitPaise;
    credits += entry.creditPaise;
    rows.push({
      cells: [
        dateLabel(entry.date),
        entry.documentNumber,
        ledgerText(i18n, entry.description),
        amount(entry.debitPaise),
        amount(entry.creditPaise),
        balanceOf(balance),
      ],
    });
  }
  rows.push({
    cells: [
      dateLabel(statement.to),
      '',
      i18n._('Closing balance'),
      rupees(debits),
      rupees(credits),
      balanceOf(balance),
    ],
    emphasis: true,
  });
  y = drawTable(
    doc,
    [
      { header: i18n._('Date'), width: 64 },
      { header: i18n._('Document'), width: 88 },
      { header: i18n._('Description') },
      { header: i18n._('Debit'), width: 68, align: 'right' },
      { header: i18n._('Credit'), width: 68, align: 'right' },
      { header: i18n._('Balance'), width: 86, align: 'right' },
    ],
    rows,
    y,
    // A size smaller than the bill's: a date, a document number and an amount each fit on one line.
    { size: 8.5 },
  );

  y = ensureSpace(doc, y + 10, 30);
  const closing = i18n._('Closing balance on {date}: {balance}', {
    date: dateLabel(statement.to),
    balance: balanceOf(balance),
  });
  y = paragraph(doc, closing, left, y, {
    width,
    size: 10,
    bold: true,
  });
  paragraph(doc, i18n._('Dr: due from the flat. Cr: paid in advance.'), left, y + 2, {
    width,
    size: 8,
    color: MUTED,
  });

  return finish(
    doc,
    i18n._('{society} · Statement of flat {flat}, {range}', { society: statement.society.name, flat, range }),
  );
}
