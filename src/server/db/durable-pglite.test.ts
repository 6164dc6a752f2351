// The embedded database survives a power cut: PostgreSQL runs with fsync on, and a commit reaches the disk
// (a real fsync of the WAL file) before the query that made it returns.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const hasStrace = spawnSync('strace', ['-o', '/dev/null', 'true']).status === 0;

describe('embedded database durability', () => {
  it('runs PostgreSQL with fsync on, flushing the WAL with fsync()', async () => {
    const database = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'portal-durable-')) });
    try {
      const setting = async (name: string) => {
        const result = await database.db.execute(sql.raw(`show ${name}`));
        return (result as unknown as { rows: Record<string, string>[] }).rows[0]?.[name];
      };
      expect(await setting('fsync')).toBe('on');
      expect(await setting('wal_sync_method')).toBe('fsync');
      expect(await setting('synchronous_commit')).toBe('on');
    } finally {
      await database.close();
    }
  }, 90_000);

  // CI installs strace; a machine without it (or without ptrace) skips this one check.
  it.skipIf(!hasStrace)(
    'fsyncs the WAL file before a commit is answered',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'portal-durable-'));
      const trace = join(dir, 'trace.txt');
      const child = join(import.meta.dirname, '../test/commit-once.ts');
      execFileSync(
        'strace',
        ['-f', '-y', '-e', 'trace=fsync,write', '-o', trace, 'node', '--import', 'tsx', child, dir],
        {
          stdio: 'ignore',
          timeout: 60_000,
        },
      );
      const lines = readFileSync(trace, 'utf8').split('\n');
      const start = lines.findIndex((line) => line.includes('"COMMIT-START\\n"'));
      const answered = lines.findIndex((line) => line.includes('"COMMIT-ANSWERED\\n"'));
      expect(start).toBeGreaterThan(-1);
      expect(answered).toBeGreaterThan(start);
      const walSyncs = lines
        .slice(start, answered)
        .filter((line) => /fsync\(\d+<[^>]*\/pg_wal\/[0-9A-F]{24}>\) = 0/.test(line));
      expect(walSyncs.length).toBeGreaterThan(0);
    },
    90_000,
  );
});
