// Reads and checks a backup archive (format.ts describes it) as a stream.
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { Bucket } from '../storage/storage.ts';
import { BUCKETS } from '../storage/storage.ts';
import { BackupError, type Counts, FORMAT, FORMAT_VERSION, type Header, noCounts, sha } from './format.ts';

/** No line of an archive is longer (a row of PostgreSQL JSON, a file chunk); a longer one is not our archive. */
const MAX_LINE = 64 * 1024 * 1024;
/** Far above any upload limit: a file section that grows past it is a damaged archive, not a file. */
const MAX_FILE = 1024 * 1024 * 1024;

/** What reading an archive does with each part, in order; any of them may refuse by throwing. */
export interface ArchiveVisitor {
  header?(header: Header): Promise<void> | void;
  /** A batch of one table's rows (JSON text), in archive order; the table's checksum is checked after its last batch. */
  rows?(table: string, columns: string[], rows: string[]): Promise<void>;
  /** One whole file, after its size and checksum checked out. */
  file?(bucket: Bucket, name: string, bytes: Buffer): Promise<void>;
  progress?(counts: Counts): void;
}

/** Rows handed to the visitor at a time. */
const ROW_BATCH = 1000;
const BATCH_CHARS = 8 * 1024 * 1024;

/**
 * Reads and checks a whole archive: every section against its checksum, the trailer's counts and the checksum of
 * the whole. Throws a BackupError naming what is wrong (truncated, damaged, foreign, newer) — possibly after the
 * visitor has seen earlier parts, so a caller that writes must do so in a transaction it can roll back.
 */
export async function readArchive(
  input: Readable,
  visitor: ArchiveVisitor = {},
): Promise<Counts & { header: Header }> {
  const gunzip = createGunzip();
  pipeline(input, gunzip).catch(() => {}); // its error is read through the gunzip stream
  try {
    return await readSections(gunzip, visitor);
  } finally {
    // Stopped early (a refusal, or only the header wanted): the file is closed now, not when collected.
    input.destroy();
  }
}

async function readSections(gunzip: Readable, visitor: ArchiveVisitor): Promise<Counts & { header: Header }> {
  const whole = sha();
  const counts = noCounts();
  const lines = splitLines(gunzip);
  let lineNo = 0;
  const next = async () => {
    const { value, done } = await lines.next().catch((err) => {
      throw readFailure(err, lineNo);
    });
    if (done) throw truncated();
    lineNo += 1;
    return value;
  };
  const control = (bytes: Buffer) => {
    try {
      const value = JSON.parse(bytes.toString('utf8'));
      if (value && typeof value === 'object' && !Array.isArray(value))
        return value as Record<string, unknown>;
    } catch {}
    throw lineNo === 1 ? foreign() : damaged(`line ${lineNo} cannot be read`);
  };

  let first: Buffer;
  try {
    first = await next();
  } catch (err) {
    throw err instanceof BackupError && /truncated/.test(err.message) ? foreign() : err;
  }
  whole.update(first);
  const header = control(first) as unknown as Header;
  if (header.format !== FORMAT) throw foreign();
  if (typeof header.version !== 'number' || header.version > FORMAT_VERSION)
    throw new BackupError(
      `This backup was made by a newer version of the portal (archive format ${header.version}; this version reads format ${FORMAT_VERSION}). Update the portal, then restore.`,
    );
  if (typeof header.schema?.tag !== 'string' || typeof header.schema.when !== 'number')
    throw damaged('its header has no schema version');
  await visitor.header?.(header);

  // A section the visitor refuses (a column this database lacks, a file name it will not store) may be a damaged
  // one: the rest is still read and checked, and damage is reported rather than its symptom.
  let refusal: unknown;
  const hand = async (give: () => Promise<void> | undefined) => {
    if (refusal === undefined) await give()?.catch((err) => (refusal = err ?? new Error('refused')));
  };

  for (;;) {
    const line = await next();
    const part = control(line);
    if (part.end === 'archive') {
      const expected = whole.digest('hex');
      for (const key of ['tables', 'rows', 'files', 'file_bytes'] as const)
        if (part[key] !== counts[key])
          throw damaged(`it holds ${counts[key]} ${key.replace('_', ' ')}, its trailer says ${part[key]}`);
      if (part.sha256 !== expected) throw damaged('the checksum of the whole archive does not match');
      if (
        !(
          await lines.next().catch((err) => {
            throw readFailure(err, lineNo);
          })
        ).done
      )
        throw damaged('there is more after its end');
      if (refusal !== undefined) throw refusal;
      return { header, ...counts };
    }
    whole.update(line);
    if (typeof part.table === 'string' && Array.isArray(part.columns) && Number.isInteger(part.rows)) {
      const table = part.table;
      const columns = part.columns as string[];
      const hash = sha().update(line);
      let batch: string[] = [];
      let chars = 0;
      for (let i = 0; i < (part.rows as number); i++) {
        const row = await next();
        whole.update(row);
        hash.update(row);
        if (row[0] !== 0x7b || row[row.length - 2] !== 0x7d) throw damaged(`a row of ${table} is not a row`);
        const text = row.toString('utf8', 0, row.length - 1);
        batch.push(text);
        chars += text.length;
        if (batch.length >= ROW_BATCH || chars >= BATCH_CHARS) {
          await hand(() => visitor.rows?.(table, columns, batch));
          counts.rows += batch.length;
          visitor.progress?.(counts);
          batch = [];
          chars = 0;
        }
      }
      if (batch.length) await hand(() => visitor.rows?.(table, columns, batch));
      counts.rows += batch.length;
      const end = await next();
      whole.update(end);
      const closing = control(end);
      if (closing.end !== 'table' || closing.sha256 !== hash.digest('hex'))
        throw damaged(`the rows of ${table} do not match their checksum`);
      counts.tables += 1;
      visitor.progress?.(counts);
    } else if (typeof part.file === 'string' && BUCKETS.includes(part.bucket as Bucket)) {
      const hash = sha();
      const pieces: Buffer[] = [];
      let size = 0;
      let line = await next();
      while (line[0] !== 0x7b) {
        whole.update(line);
        const bytes = Buffer.from(line.toString('latin1', 0, line.length - 1), 'base64');
        hash.update(bytes);
        pieces.push(bytes);
        size += bytes.length;
        if (size > MAX_FILE) throw damaged(`the file ${part.bucket}/${part.file} does not end`);
        line = await next();
      }
      whole.update(line);
      const closing = control(line);
      const bytes = Buffer.concat(pieces);
      if (closing.end !== 'file' || closing.size !== bytes.length || closing.sha256 !== hash.digest('hex'))
        throw damaged(`the file ${part.bucket}/${part.file} does not match its checksum`);
      await hand(() => visitor.file?.(part.bucket as Bucket, part.file as string, bytes));
      counts.files += 1;
      counts.file_bytes += bytes.length;
      visitor.progress?.(counts);
    } else {
      throw damaged(`line ${lineNo} is not a table, a file or the end`);
    }
  }
}

/** The header alone, read from the start of an archive (to check it before anything is written). */
export async function readHeader(input: Readable): Promise<Header> {
  let found: Header | undefined;
  const stop = new Error('header read');
  await readArchive(input, {
    header(h) {
      found = h;
      throw stop;
    },
  }).catch((err) => {
    if (err !== stop) throw err;
  });
  return found!;
}

/** Lines of a stream, each with its '\n' (the checksums cover the exact bytes). */
async function* splitLines(stream: Readable): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingLength = 0;
  let lines = 0;
  for await (const piece of stream as AsyncIterable<Buffer>) {
    let start = 0;
    for (let nl = piece.indexOf(0x0a); nl !== -1; nl = piece.indexOf(0x0a, start)) {
      const tail = piece.subarray(start, nl + 1);
      yield pendingLength ? Buffer.concat([...pending, tail]) : tail;
      lines += 1;
      pending = [];
      pendingLength = 0;
      start = nl + 1;
    }
    if (start < piece.length) {
      pending.push(piece.subarray(start));
      pendingLength += piece.length - start;
      // No line at all: some other file. After the header: an archive whose data was garbled on the way.
      if (pendingLength > MAX_LINE) throw lines ? damaged(`line ${lines + 1} does not end`) : foreign();
    }
  }
  // A last line without its newline is an archive cut short.
  if (pendingLength) throw truncated();
}

const foreign = () =>
  new BackupError('This file is not a backup archive of the members portal (made by npm run backup).');
const truncated = () =>
  new BackupError(
    'The backup archive is truncated: it ends before its last section (was the copy or the backup interrupted?).',
  );
const damaged = (why: string) =>
  new BackupError(`The backup archive is damaged: ${why}. Use another backup.`);

/** A failure while decompressing, said in the operator's terms. */
function readFailure(err: unknown, lineNo: number) {
  if (err instanceof BackupError) return err;
  const e = err as NodeJS.ErrnoException;
  if (e.code === 'Z_BUF_ERROR' || /unexpected end of file/i.test(e.message)) return truncated();
  // Not gzip at all is some other file; gzip that breaks off later is a damaged archive, even when zlib reports it
  // before the first line could be handed on (a small archive is decompressed in one go).
  if (e.code === 'Z_DATA_ERROR')
    return lineNo === 0 && /incorrect header check/.test(e.message)
      ? foreign()
      : damaged(`its compressed data is corrupt (${e.message})`);
  return new BackupError(`The backup archive could not be read: ${e.message}`);
}
