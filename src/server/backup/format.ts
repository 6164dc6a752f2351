// The backup archive: gzip'd lines of UTF-8 text, written and read as a stream so memory stays flat however many
// rows and files a society has.
//
//   {"format":"society-portal-backup","version":1,"created_at":…,"source":"pglite","schema":{"tag":…,"when":…}}
//   {"table":"users","columns":[…],"rows":2}         then exactly `rows` lines, each one row as a JSON object
//   {"end":"table","sha256":…}                        (of the row lines)
//   {"file":"2026/a.pdf","bucket":"documents"}       then lines of base64, at most FILE_CHUNK bytes each
//   {"end":"file","size":…,"sha256":…}                (of the file's bytes)
//   {"end":"archive","tables":…,"rows":…,"files":…,"file_bytes":…,"sha256":…}   (of every line before it)
//
// Rows are PostgreSQL's own JSON of the row (to_jsonb), passed through as text: exact numerics, bytea as hex.
//
// Written by archive-writer.ts, read and checked by archive-reader.ts.
import { createHash } from 'node:crypto';

export const FORMAT = 'society-portal-backup';
export const FORMAT_VERSION = 1;
/** Bytes of a file per base64 line. */
export const FILE_CHUNK = 192 * 1024;

/** A refusal meant for the person running the backup or restore: its message says what to do. */
export class BackupError extends Error {}

export interface SchemaVersion {
  /** The latest applied migration's tag, e.g. 0003_file_chunks_job_runs. */
  tag: string;
  /** Its timestamp in db/migrations/meta/_journal.json (what the migrator records as applied). */
  when: number;
}

export interface Header {
  format: typeof FORMAT;
  version: number;
  created_at: string;
  source: 'pglite' | 'postgres';
  schema: SchemaVersion;
}

export interface Counts {
  tables: number;
  rows: number;
  files: number;
  file_bytes: number;
}

export const noCounts = (): Counts => ({ tables: 0, rows: 0, files: 0, file_bytes: 0 });

const number = new Intl.NumberFormat('en-IN');
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** "27 tables, 41,234 rows, 1,200 files (230.4 MB)" */
export const describeCounts = (c: Counts) =>
  `${c.tables} tables, ${number.format(c.rows)} rows, ${number.format(c.files)} files (${megabytes(c.file_bytes)})`;

export const sha = () => createHash('sha256');
