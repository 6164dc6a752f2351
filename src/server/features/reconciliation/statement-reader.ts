// A bank statement file read into its lines, or refused whole with a message naming the line: nothing of a bad file
// is used. Banks put the account's details above the table, an opening balance line under the headings, and
// totals and a summary under it; the table is found by its headings and read until the summary starts.
import { createHash } from 'node:crypto';
import { CsvError, parse } from 'csv-parse/sync';
import {
  type ColumnMapping,
  HEADER_SEARCH_LINES,
  STATEMENT_MAX_BYTES,
  STATEMENT_MAX_LINES,
  STATEMENT_TEXT,
  type StatementField,
} from '../../../shared/reconciliation-admin.ts';
import { badRequest } from '../../http/errors.ts';
import { STATEMENT_LAYOUTS } from './statement-layouts.ts';
import { readAmount, readDate } from './statement-values.ts';

export interface StatementLine {
  /** The line's row in the file, as a spreadsheet numbers it (the first line is 1). */
  line: number;
  date: string;
  narration: string;
  reference: string;
  direction: 'credit' | 'debit';
  amount_paise: number;
  balance_paise: number | null;
  /** The same for this line in any statement that holds it: a second import of the line is recognised by it. */
  fingerprint: string;
}

export interface ReadStatement {
  /** The preset whose headings the file has, or null when the office's own mapping was used. */
  layout: string | null;
  headerLine: number;
  lines: StatementLine[];
}

const refuse = (message: string) => badRequest(message, { statement: message });

/** Headings compared as letters and digits: 'Chq./Ref.No.' = 'CHQ REF NO' = 'chqrefno'. */
export const headingKey = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]/g, '');

/** What the file starts with when it is not text: a workbook (zip), a PDF, an executable, an old .xls. */
function checkBytes(bytes: Uint8Array) {
  if (!bytes.length) throw refuse(STATEMENT_TEXT.empty);
  if (bytes.length > STATEMENT_MAX_BYTES) throw refuse(STATEMENT_TEXT.tooLarge);
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x50, 0x4b, 0x03, 0x04) || starts(0xd0, 0xcf, 0x11, 0xe0))
    throw refuse(STATEMENT_TEXT.spreadsheet);
  if (starts(0x25, 0x50, 0x44, 0x46)) throw refuse(STATEMENT_TEXT.pdf);
  // Text has no NUL and few control characters; an executable or an image renamed .csv has many.
  let control = 0;
  const sample = bytes.subarray(0, 64 * 1024);
  for (const b of sample) if (b === 0 || (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d)) control++;
  if (control > 0 && (sample.includes(0) || control > sample.length / 100))
    throw refuse(STATEMENT_TEXT.binary);
}

/** UTF-8 as banks now write it; an older export in Windows-1252 is read as such rather than refused. */
function decode(bytes: Uint8Array) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator the file uses: the one most frequent in its first lines (a statement saved from Excel in Europe uses ;). */
function delimiterOf(text: string) {
  const head = text.slice(0, 8192);
  const counts = [',', '\t', ';', '|'].map((d) => [d, head.split(d).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

function records(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      trim: true,
      relax_quotes: true,
      relax_column_count: true,
      delimiter: delimiterOf(text),
      record_delimiter: ['\r\n', '\n', '\r'],
    });
  } catch (err) {
    if (err instanceof CsvError)
      throw refuse(STATEMENT_TEXT.unreadable(typeof err.lines === 'number' ? err.lines : 1));
    throw err;
  }
}

type Columns = Partial<Record<StatementField, number>>;

/**
 * Where each field is in a row of headings, or null when the row lacks a field the mapping needs (a date, a
 * narration, and credit and debit or an amount). The first heading of a name wins: Kotak heads both the amount's
 * and the balance's Cr/Dr 'Dr / Cr'.
 */
function columnsIn(headings: string[], mapping: ColumnMapping): Columns | null {
  const keys = headings.map(headingKey);
  const columns: Columns = {};
  for (const [field, names] of Object.entries(mapping) as [StatementField, readonly string[]][]) {
    const at = names.map((n) => keys.indexOf(headingKey(n))).find((i) => i !== -1);
    if (at !== undefined) columns[field] = at;
  }
  const amounts =
    (columns.credit !== undefined && columns.debit !== undefined) || columns.amount !== undefined;
  return columns.date !== undefined && columns.narration !== undefined && amounts ? columns : null;
}

/** The row of headings: the first in the file's top lines that a preset (or the office's mapping) recognises. */
function findHeader(rows: string[][], mapping: ColumnMapping | undefined) {
  const candidates = mapping
    ? [{ id: null, columns: mapping }]
    : STATEMENT_LAYOUTS.map((l) => ({ id: l.id, columns: l.columns }));
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_LINES); i++) {
    const found = candidates
      .map((c) => ({ id: c.id, at: columnsIn(rows[i], c.columns) }))
      .filter((f): f is { id: string | null; at: Columns } => f.at !== null);
    // Several presets can share headings (Date, Debit, Credit): the one that places the most of its columns wins.
    const best = found.sort((a, b) => Object.keys(b.at).length - Object.keys(a.at).length)[0];
    if (best) return { index: i, layout: best.id, columns: best.at };
  }
  const wanted = mapping
    ? Object.values(mapping)
        .map((names) => `"${names?.[0]}"`)
        .join(', ')
    : 'the columns of a known bank (a date, a narration, and the credit and debit amounts)';
  throw refuse(STATEMENT_TEXT.noHeader(Math.min(rows.length, HEADER_SEARCH_LINES), wanted));
}

/** A formula a spreadsheet would run when the office opens the file; a number with a sign, or a rule of dashes, is not one. */
const FORMULA = /^[=+\-@]/;
const NOT_FORMULA = /^[-+]?[\d,.\s]+(?:\s*(?:cr|dr)\.?)?$|^[-=_*.\s]+$/i;

/** Lines under the table: totals, the closing balance, the bank's summary and notes. Reading stops at the first. */
const SUMMARY = /\b(?:total|closing balance|summary|end of statement|(?:computer|system) generated)\b/i;
/** Lines inside the table that are not transactions. */
const OPENING = /^(?:opening balance|balance brought forward|b\/f|brought forward)/i;

const isBlank = (row: string[]) => row.every((v) => v === '' || /^[-=_*.\s]+$/.test(v));

/**
 * Reads a statement. Without a mapping the headings pick the bank's preset; with one (the office's own, remembered
 * per bank) only it is used. Throws a 400 naming the line at the first problem, so nothing of a bad file is used.
 */
export function readStatement(bytes: Uint8Array, mapping?: ColumnMapping): ReadStatement {
  checkBytes(bytes);
  const rows = records(decode(bytes));
  const header = findHeader(rows, mapping);
  const cols = header.columns;
  const headings = rows[header.index];
  const cell = (row: string[], field: StatementField) => {
    const at = cols[field];
    return at === undefined ? '' : (row[at] ?? '');
  };
  const lines: StatementLine[] = [];
  const seen = new Map<string, number>();
  for (let i = header.index + 1; i < rows.length; i++) {
    const row = rows[i];
    const line = i + 1;
    if (isBlank(row)) continue;
    const formula = row.find((v) => FORMULA.test(v) && !NOT_FORMULA.test(v));
    if (formula !== undefined) throw refuse(STATEMENT_TEXT.formula(line, formula.slice(0, 40)));
    const dateCell = cell(row, 'date');
    const date = readDate(dateCell);
    if (!date) {
      // A line without a date is the opening balance, or the totals and summary under the table.
      const said = [row.find((v) => v !== '') ?? '', cell(row, 'narration')];
      if (said.some((v) => SUMMARY.test(v))) break;
      if (said.some((v) => OPENING.test(v))) continue;
      throw refuse(STATEMENT_TEXT.badDate(line, dateCell));
    }
    if (lines.length >= STATEMENT_MAX_LINES) throw refuse(STATEMENT_TEXT.tooManyLines);
    const amountOf = (field: StatementField) => {
      const value = cell(row, field);
      const read = readAmount(value);
      if (read === undefined) throw refuse(STATEMENT_TEXT.badAmount(line, headings[cols[field] ?? 0], value));
      return read;
    };
    let direction: StatementLine['direction'];
    let amount: number;
    if (cols.amount !== undefined) {
      const read = amountOf('amount');
      if (!read || read.paise === 0) throw refuse(STATEMENT_TEXT.noAmount(line));
      const marker = cell(row, 'direction');
      const said = marker ? readAmount(`0 ${marker.replace(/\./g, '')}`)?.direction : read.direction;
      if (!said) throw refuse(STATEMENT_TEXT.noDirection(line, marker || cell(row, 'amount')));
      direction = said;
      amount = read.paise;
    } else {
      const credit = amountOf('credit')?.paise ?? 0;
      const debit = amountOf('debit')?.paise ?? 0;
      if (credit && debit) throw refuse(STATEMENT_TEXT.bothAmounts(line));
      if (!credit && !debit) throw refuse(STATEMENT_TEXT.noAmount(line));
      direction = credit ? 'credit' : 'debit';
      amount = credit || debit;
    }
    const balance = cols.balance === undefined ? null : amountOf('balance');
    const narration = cell(row, 'narration').replace(/\s+/g, ' ');
    const reference = cell(row, 'reference').replace(/^-+$/, '');
    const balancePaise = balance ? (balance.direction === 'debit' ? -balance.paise : balance.paise) : null;
    const key = [date, direction, amount, (reference || narration).toUpperCase(), balancePaise ?? ''].join(
      '|',
    );
    // Two identical lines in one statement (two cash deposits of ₹5,000 on one day, no balance column) are two
    // credits: each occurrence is its own fingerprint, and the same occurrence in an overlapping file is the same.
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    lines.push({
      line,
      date,
      narration,
      reference,
      direction,
      amount_paise: amount,
      balance_paise: balancePaise,
      fingerprint: createHash('sha256').update(`${key}|${occurrence}`).digest('base64url').slice(0, 32),
    });
  }
  if (!lines.length) throw refuse(STATEMENT_TEXT.noLines);
  return { layout: header.layout, headerLine: header.index + 1, lines };
}
