// The log's writer on a real file: every line, in order, a write per turn of the event loop rather than per line,
// nothing unbounded when the reader falls behind, and what waits written at exit.
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchedLogWriter } from './log-writer.ts';

vi.mock('node:fs', async (original) => {
  // The real functions, watched: how many writes reach the file is what batching is about.
  const real = await original<typeof import('node:fs')>();
  return { ...real, write: vi.fn(real.write) };
});

const fds: number[] = [];
afterEach(() => {
  for (const fd of fds.splice(0)) fs.closeSync(fd);
  vi.mocked(fs.write).mockClear();
});

function logFile() {
  const path = join(fs.mkdtempSync(join(tmpdir(), 'log-writer-')), 'out.log');
  const fd = fs.openSync(path, 'w');
  fds.push(fd);
  return { fd, text: () => fs.readFileSync(path, 'utf8') };
}

/** Until every write started so far has reached the file. */
async function settled(file: { text: () => string }, expected: string) {
  await vi.waitFor(() => expect(file.text()).toBe(expected));
}

const lines = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => `{"line":${from + i}}\n`);

describe('BatchedLogWriter', () => {
  it('writes the lines of one turn of the event loop together, every line in order', async () => {
    const file = logFile();
    const writer = new BatchedLogWriter(file.fd, 1024 * 1024);
    // Fifty requests answered in one turn, then fifty more while that write is in flight.
    for (const line of lines(0, 50)) expect(writer.write(line)).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    for (const line of lines(50, 100)) writer.write(line);
    await settled(file, lines(0, 100).join(''));
    expect(vi.mocked(fs.write).mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('drops lines past its bound while the reader is behind, and takes them again once it has caught up', async () => {
    const file = logFile();
    const writer = new BatchedLogWriter(file.fd, 40);
    const [a, b, c] = ['{"a":"0123456789"}\n', '{"b":"0123456789"}\n', '{"c":"0123456789"}\n'];
    expect(writer.write(a)).toBe(true);
    expect(writer.write(b)).toBe(true);
    expect(writer.write(c)).toBe(false);
    await settled(file, a + b);
    expect(writer.write(c)).toBe(true);
    await settled(file, a + b + c);
  });

  it('writes what still waits at once when flushed (at exit)', () => {
    const file = logFile();
    const writer = new BatchedLogWriter(file.fd, 1024);
    writer.write('{"last":"words"}\n');
    writer.flushSync();
    expect(file.text()).toBe('{"last":"words"}\n');
  });
});
