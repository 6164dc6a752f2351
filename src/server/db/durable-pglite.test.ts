// The embedded database survives a power cut: PostgreSQL runs with fsync on, and a commit reaches the disk
// (a real fsync of the WAL file) before the query that made it returns.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
      // PostgreSQL's memory inside the WebAssembly heap, which never shrinks: 16 MB, not its default 128 MB.
      expect(await setting('shared_buffers')).toBe('16MB');
      expect(await setting('maintenance_work_mem')).toBe('16MB');
    } finally {
      await database.close();
    }
  }, 90_000);

  // initdb (a second PostgreSQL, and copies of its heap and folder) once peaked near 900 MB in the server's process.
  it.skipIf(!existsSync('/proc/self/status'))(
    'makes a new data folder without holding initdb in memory, over a half-made one an interrupted start left',
    () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'portal-durable-'));
      mkdirSync(join(dataDir, 'pglite.new'));
      writeFileSync(join(dataDir, 'pglite.new', 'PG_VERSION'), '18\n');
      const code = `import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from ${JSON.stringify(join(import.meta.dirname, 'client.ts'))};
const mb = (field) => parseInt(readFileSync('/proc/self/status', 'utf8').split(field + ':')[1].trim()) / 1024;
const before = mb('VmRSS');
const database = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
const { rows } = await database.db.execute(sql\`select 1 + 1 as two\`);
await database.close();
console.log(JSON.stringify({ grew: mb('VmHWM') - before, two: rows[0].two }));`;
      const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      const { grew, two } = JSON.parse(out.trim().split('\n').at(-1)!);
      expect(two).toBe(2);
      // About 140 MB now (the compiled PostgreSQL, its 16 MB of buffers); about 720 MB with initdb in the process.
      expect(grew).toBeLessThan(250);
      expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(dataDir, 'pglite.new'))).toBe(false);
    },
    90_000,
  );

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
