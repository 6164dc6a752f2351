// Writes the backup archive (format.ts describes it) as a stream of gzip members.
import type { Hash } from 'node:crypto';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import type { Bucket } from '../storage/storage.ts';
import {
  type Counts,
  FILE_CHUNK,
  FORMAT,
  FORMAT_VERSION,
  type Header,
  noCounts,
  type SchemaVersion,
  sha,
} from './format.ts';

/** Bytes of lines compressed at a time, as one gzip member of the archive (a reader joins the members). */
const MEMBER_BYTES = 1024 * 1024;

/**
 * Writes an archive into `out` (a file or a socket); call finish() at the end, or the archive is incomplete.
 *
 * The lines are compressed with zlib's synchronous API, MEMBER_BYTES at a time, each a gzip member of its own (a
 * few ms of the event loop each). zlib's streams compress on libuv's thread pool, and one such stream in the
 * server's process, even a few kB, left it for good in the "slow state" (docs/performance.md): a quarter of every
 * later read's objects promoted, the high-water mark 100 MB higher and reads 50-90 % dearer.
 */
export class ArchiveWriter {
  readonly counts = noCounts();
  private readonly whole = sha();
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** The first failure of `out`, thrown by the next write. */
  private failed: Error | undefined;
  private readonly failure: Promise<void>;

  constructor(
    private readonly out: Writable,
    private readonly onProgress: (counts: Counts) => void = () => {},
  ) {
    this.failure = new Promise((_, reject) =>
      out.once('error', (err: Error) => {
        this.failed = err;
        reject(err);
      }),
    );
    // A failure of `out` surfaces from finish() or from the next write; this keeps it from going unhandled.
    this.failure.catch(() => {});
  }

  /** One line; `section` also hashes it, and the trailer (whole = false) is the one line the whole-archive checksum does not cover. */
  private async line(text: string, section?: Hash, whole = true) {
    const bytes = Buffer.from(`${text}\n`);
    if (whole) this.whole.update(bytes);
    section?.update(bytes);
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes >= MEMBER_BYTES) await this.flush();
  }

  /** Compresses what waits into one gzip member and writes it, waiting while `out` is full. */
  private async flush() {
    if (this.failed) throw this.failed;
    if (!this.pendingBytes) return;
    const member = gzipSync(Buffer.concat(this.pending), { level: 3 });
    this.pending = [];
    this.pendingBytes = 0;
    if (!this.out.write(member)) await Promise.race([once(this.out, 'drain'), this.failure]);
  }

  header(source: Header['source'], schema: SchemaVersion) {
    const header: Header = {
      format: FORMAT,
      version: FORMAT_VERSION,
      created_at: new Date().toISOString(),
      source,
      schema,
    };
    return this.line(JSON.stringify(header));
  }

  /** One table: its columns, the number of rows that follow, then the rows (JSON text, one per line). */
  async table(name: string, columns: string[], count: number, rows: AsyncIterable<string[]>) {
    const hash = sha();
    await this.line(JSON.stringify({ table: name, columns, rows: count }), hash);
    let written = 0;
    for await (const batch of rows) {
      for (const row of batch) await this.line(row, hash);
      written += batch.length;
      this.counts.rows += batch.length;
      this.onProgress(this.counts);
    }
    if (written !== count) throw new Error(`table ${name} gave ${written} rows, not ${count}`);
    await this.line(JSON.stringify({ end: 'table', sha256: hash.digest('hex') }));
    this.counts.tables += 1;
  }

  /** One stored file, from its stream. */
  async file(bucket: Bucket, name: string, bytes: Readable) {
    await this.line(JSON.stringify({ file: name, bucket }));
    const hash = sha();
    let size = 0;
    let pending = Buffer.alloc(0);
    for await (const piece of bytes) {
      pending = pending.length ? Buffer.concat([pending, piece]) : piece;
      while (pending.length >= FILE_CHUNK) {
        await this.chunk(pending.subarray(0, FILE_CHUNK), hash);
        size += FILE_CHUNK;
        pending = pending.subarray(FILE_CHUNK);
      }
    }
    if (pending.length) await this.chunk(pending, hash);
    size += pending.length;
    await this.line(JSON.stringify({ end: 'file', size, sha256: hash.digest('hex') }));
    this.counts.files += 1;
    this.counts.file_bytes += size;
    this.onProgress(this.counts);
  }

  private chunk(bytes: Buffer, hash: Hash) {
    hash.update(bytes);
    return this.line(bytes.toString('base64'));
  }

  /** The trailer (counts and the checksum of everything before it), then the end of the stream. */
  async finish() {
    const checksum = this.whole.digest('hex');
    await this.line(JSON.stringify({ end: 'archive', ...this.counts, sha256: checksum }), undefined, false);
    await this.flush();
    await Promise.race([new Promise<void>((resolve) => this.out.end(resolve)), this.failure]);
    if (this.failed) throw this.failed;
    return this.counts;
  }

  /** Gives up: the output ends without a trailer, which every reader refuses. */
  abort(err: Error) {
    this.pending = [];
    this.out.destroy(err);
  }
}
