// A flat's statement of account for a date range (issue 20, item 6): the opening balance, one row per ledger
// entry with its running balance, and the closing balance; long statements go on over as many pages as they need,
// each with the table's header row.
import { dateLabel } from '../../../../shared/dates.ts';
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

/** One entry of the flat's ledger: a bill, a note, a payment, interest or a reversal. */
export interface StatementEntry {
  date: string;
  /** 'MB/2026-27/0042', 'RCT/2026-27/0007', 'CN/2026-27/0001'. */
  documentNumber: string;
  /** 'Maintenance bill Apr–Jun 2026', 'Payment by cheque 004512'. */
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
export const balanceLabel = (paise: number) =>
  paise === 0 ? rupees(0) : `${rupees(Math.abs(paise))} ${paise > 0 ? 'Dr' : 'Cr'}`;

/** The closing balance: the opening balance plus every debit, less every credit. */
export const closingBalance = (statement: StatementData) =>
  statement.entries.reduce(
    (balance, e) => balance + e.debitPaise - e.creditPaise,
    statement.openingBalancePaise,
  );

/** The statement as an A4 PDF. */
export async function renderStatement(statement: StatementData): Promise<Uint8Array> {
  const title = `Statement of account, flat ${flatLabel(statement.flat)}`;
  const doc = await createDocument({ title, society: statement.society, date: statement.generatedOn });
  const { left, width } = frame(doc);
  const range = `${dateLabel(statement.from)} to ${dateLabel(statement.to)}`;

  let y = drawLetterhead(doc, statement.society, 'STATEMENT OF ACCOUNT', [
    ['Flat', flatLabel(statement.flat)],
    ['Period', range],
    ['Generated on', dateLabel(statement.generatedOn)],
  ]);
  y =
    drawFields(doc, left, y, width, [
      ['Flat', `${flatLabel(statement.flat)} (Wing ${statement.flat.wing})`],
      [statement.residents.length > 1 ? 'Members' : 'Member', statement.residents.join(', ') || '—'],
    ]) + 8;

  let balance = statement.openingBalancePaise;
  let debits = 0;
  let credits = 0;
  const amount = (paise: number) => (paise ? rupees(paise) : '');
  const rows: Row[] = [
    {
      cells: [dateLabel(statement.from), '', 'Opening balance', '', '', balanceLabel(balance)],
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
        entry.description,
        amount(entry.debitPaise),
        amount(entry.creditPaise),
        balanceLabel(balance),
      ],
    });
  }
  rows.push({
    cells: [
      dateLabel(statement.to),
      '',
      'Closing balance',
      rupees(debits),
      rupees(credits),
      balanceLabel(balance),
    ],
    emphasis: true,
  });
  y = drawTable(
    doc,
    [
      { header: 'Date', width: 64 },
      { header: 'Document', width: 88 },
      { header: 'Description' },
      { header: 'Debit', width: 68, align: 'right' },
      { header: 'Credit', width: 68, align: 'right' },
      { header: 'Balance', width: 86, align: 'right' },
    ],
    rows,
    y,
    // A size smaller than the bill's: a date, a document number and an amount each fit on one line.
    { size: 8.5 },
  );

  y = ensureSpace(doc, y + 10, 30);
  y = paragraph(doc, `Closing balance on ${dateLabel(statement.to)}: ${balanceLabel(balance)}`, left, y, {
    width,
    size: 10,
    bold: true,
  });
  paragraph(doc, 'Dr: due from the flat. Cr: paid in advance.', left, y + 2, {
    width,
    size: 8,
    color: MUTED,
  });

  return finish(doc, `${statement.society.name} · Statement of flat ${flatLabel(statement.flat)}, ${range}`);
}
