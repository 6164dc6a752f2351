// The server's log lines onto a file descriptor (standard output), asynchronously and in batches.
import { write, writeSync } from 'node:fs';

/**
 * Writes log lines without ever blocking the server: the lines of one turn of the event loop (every request it
 * answered) go out in one write at the end of that turn, and lines that arrive while a write is in flight wait for
 * it and go out together in the next. Under load one write carries dozens of request lines, where pino's own destination made a system call per line and re-measured
 * its growing buffer on every line (a copy of up to 16 kB each, kept alive while the reader lagged): together a
 * quarter of a cached read's time, and the old-generation growth that made some runs half as fast again. Past
 * `maxPending` bytes waiting (a reader that fell behind), lines are dropped rather than memory grown.
 */
export class BatchedLogWriter {
  readonly #fd: number;
  readonly #maxPending: number;
  #pending: string[] = [];
  #pendingLength = 0;
  /** A write is in flight, or one is scheduled for the end of this turn of the event loop. */
  #busy = false;

  constructor(fd: number, maxPending: number) {
    this.#fd = fd;
    this.#maxPending = maxPending;
  }

  /** pino's stream interface: one line, newline included. False when the line was dropped. */
  write(line: string): boolean {
    if (this.#pendingLength + line.length > this.#maxPending) return false;
    this.#pending.push(line);
    this.#pendingLength += line.length;
    if (!this.#busy) {
      this.#busy = true;
      setImmediate(() => this.#writeWaiting());
    }
    return true;
  }

  /** Writes what waits, now (at exit, and for pino's fatal lines); a write in flight is the thread pool's. */
  flushSync() {
    const chunk = this.#takeWaiting();
    for (let done = 0; done < chunk.length; ) {
      try {
        done += writeSync(this.#fd, chunk, done);
      } catch (err) {
        // A non-blocking pipe that is full: try again (the process is about to end, nothing else runs).
        if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      }
    }
  }

  #takeWaiting(): Buffer {
    const chunk = Buffer.from(this.#pending.join(''));
    this.#pending = [];
    this.#pendingLength = 0;
    return chunk;
  }

  #writeWaiting() {
    // Nothing waits when flushSync has written it meanwhile, or no line came during the write.
    if (this.#pending.length) this.#send(this.#takeWaiting());
    else this.#busy = false;
  }

  #send(chunk: Buffer) {
    write(this.#fd, chunk, 0, chunk.length, null, (err, written) => {
      // A full non-blocking pipe (EAGAIN): the same bytes a little later. Any other error: the chunk is lost.
      if (err?.code === 'EAGAIN') return void setTimeout(() => this.#send(chunk), 10).unref();
      if (!err && written < chunk.length) return this.#send(chunk.subarray(written));
      this.#writeWaiting();
    });
  }
}
