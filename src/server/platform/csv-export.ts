// A CSV download for the office: RFC 4180 with CRLF line ends, a byte order mark (a spreadsheet then reads it as
// UTF-8: names in any script, the rupee sign) and formulas neutralised (a value starting with =, +, -, @, tab or CR
// gets a leading apostrophe: shown as text, never run). Streamed as the records come, so memory stays flat.
// An amount is given as a bigint of paise and written as rupees with paise ('-1500.50'): exact, and a negative one
// (an advance) stays a number in the spreadsheet rather than being escaped as a formula.
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger } from 'fastify';
import { decimalOf } from '../../shared/money.ts';
import type { FileResult } from '../http/route.ts';

export function csvDownload(
  log: FastifyBaseLogger,
  export_: {
    columns: readonly string[];
    records: Iterable<unknown[]> | AsyncIterable<unknown[]>;
    filename: string;
    /** Names the export in the log when it fails part-way. */
    what: string;
  },
): FileResult {
  const csv = pipeline(
    Readable.from(export_.records),
    stringify({
      header: true,
      columns: [...export_.columns],
      record_delimiter: 'windows',
      bom: true,
      escape_formulas: true,
      cast: { bigint: (paise) => decimalOf(Number(paise)) },
    }),
    // A failure part-way (the client gone, the database) ends the download; the request log has the rest.
    (err) => {
      if (err && err.code !== 'ERR_STREAM_PREMATURE_CLOSE')
        log.error({ err }, `${export_.what} CSV export failed part-way`);
    },
  );
  return { bytes: csv, contentType: 'text/csv; charset=utf-8', filename: export_.filename };
}
