// SIGTERM while requests keep coming: every request that reached the server gets its whole answer (never a 503),
// later ones find the port closed, the process exits 0, and what was answered 200 is stored — nothing half-written.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { profiles, users } from './db/schema.ts';
import { freshDatabase } from './test/harness.ts';
import { startServer } from './test/server-process.ts';

const fresh = await freshDatabase();
afterAll(() => fresh.drop());

describe('graceful shutdown', () => {
  it('finishes what arrived, refuses nothing it accepted, and exits 0', async () => {
    await fresh.database.close();
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-shutdown-'));
    const server = await startServer({
      DATA_DIR: dataDir,
      ...(fresh.url ? { DATABASE_URL: fresh.url } : {}),
    });

    const answered: string[] = [];
    const unanswered: string[] = [];
    const statuses: number[] = [];
    let n = 0;
    let stopped = false;
    // Four clients signing residents up back to back on kept-alive connections until the port is closed.
    const client = async () => {
      while (!stopped) {
        const email = `drain${n++}@example.com`;
        try {
          const res = await fetch(`${server.url}/api/account/sign-up`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: 'Drain Test',
              email,
              phone: '9876543210',
              flat_no: 'A-101',
              password: 'Sea-View#2026',
            }),
          });
          statuses.push(res.status);
          await res.text();
          if (res.ok) answered.push(email);
        } catch (err) {
          unanswered.push(email);
          const code = ((err as Error).cause as { code?: string } | undefined)?.code;
          // Refused: the port is closed, or a kept-alive connection was closed while idle (nothing was sent).
          expect(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']).toContain(code);
          if (code === 'ECONNREFUSED') stopped = true;
        }
      }
    };
    const clients = Array.from({ length: 4 }, client);
    await new Promise((r) => setTimeout(r, 1500));
    const before = answered.length;
    server.child.kill('SIGTERM');
    const code = await server.exited;
    stopped = true;
    await Promise.all(clients);

    expect(code).toBe(0);
    expect(before).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(server.output()).toContain('SIGTERM: finishing the requests in flight');
    if (!fresh.url) expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    // Every 200 is a whole resident (account and profile); nothing unanswered was stored.
    const db = await openDatabase(fresh.url ? { databaseUrl: fresh.url } : { dataDir });
    try {
      const stored = await db.db
        .select({ email: users.email, profile: profiles.id })
        .from(users)
        .leftJoin(profiles, eq(profiles.user_id, users.id))
        .where(inArray(users.email, [...answered, ...unanswered]));
      expect(stored.map((r) => r.email).sort()).toEqual([...answered].sort());
      expect(stored.every((r) => r.profile)).toBe(true);
    } finally {
      await db.close();
    }
  }, 300_000);
});
