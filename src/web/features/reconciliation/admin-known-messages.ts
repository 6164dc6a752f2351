// Bank reconciliation's messages from the server and its schemas (src/shared/reconciliation-admin.ts,
// reconciliation-report.ts), in the clerk's language: added to server-messages.ts's lookup when the screen loads, so
// they download with the office's reconciliation part only. A cell's value and a column's heading are the bank's
// file's, shown as they are.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { i18n } from '@/web/lib/i18n';
import { inLanguage, knowMessages } from '@/web/lib/server-messages';

const figure = (text: string) => Number(text.replace(/,/g, ''));
const STATUS: Record<string, MessageDescriptor> = {
  confirmed: msg`The payment the resident reported with this reference is already confirmed`,
  rejected: msg`The payment the resident reported with this reference is already rejected`,
};

knowMessages(
  {
    'Bank credit not found': msg`Bank credit not found`,
    'This credit is already confirmed: a correction is a new document (a credit note or a reversal)': msg`This credit is already confirmed: a correction is a new document (a credit note or a reversal)`,
    'This credit has no proposal: choose the flat (or flats) it pays': msg`This credit has no proposal: choose the flat (or flats) it pays`,
    'This credit has no open proposal to leave': msg`This credit has no open proposal to leave`,
    'Please enter the flat number': msg`Please enter the flat number`,
    'Please enter an amount above 0, in rupees with at most 2 decimals': msg`Please enter an amount above 0, in rupees with at most 2 decimals`,
    'The statement file is empty': msg`The statement file is empty`,
    'This file is not a statement: it holds binary data. Please download the statement from the bank as CSV.': msg`This file is not a statement: it holds binary data. Please download the statement from the bank as CSV.`,
    'This is an Excel workbook. Please open it and save it as CSV (comma separated), or download the CSV statement from the bank.': msg`This is an Excel workbook. Please open it and save it as CSV (comma separated), or download the CSV statement from the bank.`,
    'This is a PDF. Please download the statement from the bank as CSV (or Excel, saved as CSV).': msg`This is a PDF. Please download the statement from the bank as CSV (or Excel, saved as CSV).`,
    'The statement has column headings but no transactions under them': msg`The statement has column headings but no transactions under them`,
    'Please map the credit and debit columns, or the one amount column': msg`Please map the credit and debit columns, or the one amount column`,
    'The column mapping could not be read': msg`The column mapping could not be read`,
    'Please choose one of the banks whose layout is known': msg`Please choose one of the banks whose layout is known`,
    'The start date must be on or before the end date': msg`The start date must be on or before the end date`,
    'Please choose both the start and the end date': msg`Please choose both the start and the end date`,
    'The report covers at most 366 days (one year): please choose a shorter period': msg`The report covers at most 366 days (one year): please choose a shorter period`,
    // What a statement without a row of headings lacks, when no mapping was given (STATEMENT_TEXT.noHeader).
    'the columns of a known bank (a date, a narration, and the credit and debit amounts)': msg`the columns of a known bank (a date, a narration, and the credit and debit amounts)`,
  },
  [
    [/^Flat (.+) is not in the register$/, (flat) => i18n._(msg`Flat ${flat} is not in the register`)],
    [/^(.+) is not a bill of that flat$/, (bill) => i18n._(msg`${bill} is not a bill of that flat`)],
    [
      /^A payment with reference (.+) is already recorded$/,
      (reference) => i18n._(msg`A payment with reference ${reference} is already recorded`),
    ],
    [
      /^The payment the resident reported with this reference is already (confirmed|rejected)$/,
      (status) => i18n._(STATUS[status]),
    ],
    [
      /^Line (\d+): the line has neither a credit nor a debit amount$/,
      (line) => i18n._(msg`Line ${line}: the line has neither a credit nor a debit amount`),
    ],
    [
      /^Line (\d+): the line has both a credit and a debit amount$/,
      (line) => i18n._(msg`Line ${line}: the line has both a credit and a debit amount`),
    ],
    // A line's cell that cannot be read (STATEMENT_TEXT): the line, and the cell as the bank's file has it.
    [
      /^Line (\d+): the cell "(.*)" starts like a spreadsheet formula \(=, \+, - or @\)\. Nothing was imported: please download the statement again from the bank\.$/s,
      (line, value) =>
        i18n._(
          msg`Line ${line}: the cell "${value}" starts like a spreadsheet formula (=, +, - or @). Nothing was imported: please download the statement again from the bank.`,
        ),
    ],
    [
      /^Line (\d+): "(.*)" is not a date \(dates such as 24\/11\/2026, 24-Nov-26 or 24 Nov 2026 are read\)$/s,
      (line, value) =>
        i18n._(
          msg`Line ${line}: "${value}" is not a date (dates such as 24/11/2026, 24-Nov-26 or 24 Nov 2026 are read)`,
        ),
    ],
    [
      /^Line (\d+): (.+) "(.*)" is not an amount \(amounts such as 1,23,456\.00, ₹1,500 or 2,000\.00 Cr are read\)$/s,
      (line, heading, value) =>
        i18n._(
          msg`Line ${line}: ${heading} "${value}" is not an amount (amounts such as 1,23,456.00, ₹1,500 or 2,000.00 Cr are read)`,
        ),
    ],
    [
      /^Line (\d+): "(.*)" does not say whether the amount is a credit or a debit \(Cr or Dr\)$/s,
      (line, value) =>
        i18n._(
          msg`Line ${line}: "${value}" does not say whether the amount is a credit or a debit (Cr or Dr)`,
        ),
    ],
    [
      /^The statement could not be read near line (\d+): a quote \("\) is never closed\. Please download it again as CSV\.$/,
      (line) =>
        i18n._(
          msg`The statement could not be read near line ${line}: a quote (") is never closed. Please download it again as CSV.`,
        ),
    ],
    [
      /^Lines 1 to (\d+) have no row of column headings with (.+)\. Please choose the bank's layout or map the columns\.$/s,
      (lines, wanted) =>
        i18n._(
          msg`Lines 1 to ${lines} have no row of column headings with ${inLanguage(wanted)}. Please choose the bank's layout or map the columns.`,
        ),
    ],
    [
      /^No column mapping is remembered for (.+): please map its columns once$/,
      (bank) => i18n._(msg`No column mapping is remembered for ${bank}: please map its columns once`),
    ],
    // The label of the task "Confirm all high" starts, as its toast says it.
    [
      /^Confirming ([\d,]+) proposals? of high confidence and above$/,
      (n) =>
        plural(figure(n), {
          one: 'Confirming # proposal of high confidence and above',
          other: 'Confirming # proposals of high confidence and above',
        }),
    ],
  ],
);
