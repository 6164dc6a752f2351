// A CSV the office imports (the bulk invoice upload, the flats register), read with csv-parse as offices save it:
// a byte order mark, CRLF line ends, quoted values with commas or line breaks, inch marks inside values, trailing
// empty lines. The header is checked first, so a wrong separator or a missing column is one clear message rather
// than a problem on every line.
import { CsvError, parse } from 'csv-parse/sync';
import type { core } from 'zod/mini';
import { badRequest } from '../http/errors.ts';

/** What one kind of import expects. */
export interface CsvLayout {
  /** Every column, in the template's order. */
  columns: readonly string[];
  /** The columns that may be left out of the file. */
  optional: readonly string[];
  /** What one row is, in messages: 'invoice' gives 'no invoice rows'. */
  noun: string;
  maxRows: number;
}

export interface CsvRow {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  line: number;
  values: Record<string, string>;
  problems: string[];
}

const refuse = (message: string) => badRequest(message, { csv: message });

/** 'Flat No', 'flat-no' and ' FLAT_NO ' all name the flat_no column. */
const columnName = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const list = (names: string[]) => names.join(', ');

function checkHeader(layout: CsvLayout, header: string[]) {
  const expected = `The first line must be: ${layout.columns.join(',')}`;
  if (header.length === 1) {
    if (header[0].includes(';'))
      throw refuse(
        `The CSV separates its columns with semicolons (;). Please save it with commas (,) as the separator. ${expected}`,
      );
    if (header[0].includes('\t'))
      throw refuse(
        `The file separates its columns with tabs. Please save it as CSV with commas. ${expected}`,
      );
  }
  const names = header.map(columnName);
  const known = layout.columns;
  const twice = names.filter((n, i) => n && names.indexOf(n) !== i);
  if (twice.length)
    throw refuse(`The column ${list([...new Set(twice)])} appears more than once. ${expected}`);
  const unknown = header.filter((_, i) => !known.includes(names[i]));
  if (unknown.length)
    throw refuse(
      `Unknown ${unknown.length === 1 ? 'column' : 'columns'} ${list(unknown.map((u) => `"${u.trim()}"`))}. ${expected}`,
    );
  const missing = known.filter((c) => !layout.optional.includes(c) && !names.includes(c));
  if (missing.length)
    throw refuse(
      `The CSV is missing the ${missing.length === 1 ? 'column' : 'columns'} ${list(missing)}. ${expected}`,
    );
  return names;
}

/** Why csv-parse stopped, in the office's words. */
function unreadable(err: CsvError & { lines?: number }) {
  const at = err.lines ? ` near line ${err.lines}` : '';
  if (err.code === 'CSV_QUOTE_NOT_CLOSED')
    return `The CSV could not be read: a quote (") opened${at} is never closed.`;
  if (err.code === 'CSV_INVALID_CLOSING_QUOTE')
    return `The CSV could not be read${at}: a quoted value must be followed by a comma or the end of the line.`;
  return `The CSV could not be read${at}. Please save it again as CSV (comma separated).`;
}

/** The CSV's rows, each with its values by column name (a column left out reads as empty) and any problem with its shape. */
export function readCsv(layout: CsvLayout, csv: string): CsvRow[] {
  if (!csv.replace(/^\uFEFF/, '').trim()) throw refuse('The CSV file is empty');
  let records: string[][];
  try {
    records = parse(csv, {
      bom: true,
      trim: true,
      relax_quotes: true,
      relax_column_count: true,
      // A file pasted together from several sources may mix its line ends.
      record_delimiter: ['\r\n', '\n', '\r'],
    });
  } catch (err) {
    if (err instanceof CsvError) throw refuse(unreadable(err));
    throw err;
  }
  // Numbered as a spreadsheet numbers its rows (the header is row 1, a cell with a line break is one row);
  // blank rows, such as the ',,,,' a spreadsheet leaves at the end, count but are not data.
  const numbered = records
    .map((record, i) => ({ record, line: i + 1 }))
    .filter(({ record }) => record.some((v) => v !== ''));
  const [head, ...rows] = numbered;
  if (!head) throw refuse('The CSV file is empty');
  const names = checkHeader(layout, head.record);
  const max = layout.maxRows.toLocaleString('en-IN');
  if (!rows.length) throw refuse(`The CSV has a header but no ${layout.noun} rows`);
  if (rows.length > layout.maxRows)
    throw refuse(
      `The CSV has more than ${max} ${layout.noun} rows. Please split it into files of at most ${max} rows.`,
    );
  const blank = Object.fromEntries(layout.columns.map((c) => [c, '']));
  return rows.map(({ record, line }) => ({
    line,
    values: { ...blank, ...Object.fromEntries(names.map((n, i) => [n, record[i] ?? ''])) },
    problems:
      record.length === names.length
        ? []
        : [
            `This row has ${record.length} values but the header has ${names.length} columns (a value with a comma needs quotes)`,
          ],
  }));
}

/** Spreadsheets save dates as 15/04/2026 or 15-04-2026 (day first, as in India); the rules read 2026-04-15. */
export function csvDate(value: string) {
  const m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(value.trim());
  return m ? `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}` : value;
}

/** Each failed rule named by its column, so the office knows which cell to fix. */
export const problemsOf = (error: core.$ZodError) =>
  error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

/** Rows that share a key: every one of them gets the message, naming the others. */
export function flagRepeats<R extends { line: number; problems: string[] }>(
  rows: R[],
  key: (r: R) => string | null,
  message: (others: string) => string,
) {
  const groups = new Map<string, R[]>();
  for (const r of rows) {
    const k = key(r);
    if (k) groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  for (const group of groups.values())
    if (group.length > 1)
      for (const r of group)
        r.problems.push(
          message(
            group
              .filter((o) => o !== r)
              .map((o) => o.line)
              .join(', '),
          ),
        );
}
