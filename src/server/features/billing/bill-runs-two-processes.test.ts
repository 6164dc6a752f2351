// Two server processes on one PostgreSQL publishing the same bill run at the same moment, as an office with two
// tabs behind a load balancer might: exactly one set of bills, numbered without gaps, and the other publish is
// refused with the clear message. Runs where PostgreSQL is (TEST_DATABASE_URL); the embedded database allows one.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '../../../shared/account.ts';
import { BILL_RUNS_TEXT, billRunsAdminApi as runs } from '../../../shared/bill-runs-admin.ts';
import { billingAdminApi } from '../../../shared/billing-admin.ts';
import { flatsAdminApi } from '../../../shared/flats-admin.ts';
import { bills, ledgerEntries } from '../../db/schema.ts';
import { httpCallerOf } from '../../test/client.ts';
import { freshDatabase, latestMailLinks, oneOfficePerson } from '../../test/harness.ts';
import { type ServerProcess, startServer } from '../../test/server-process.ts';

const ADMIN = 'two.treasurer@example.com';

describe.skipIf(!process.env.TEST_DATABASE_URL)('a bill run published from two processes at once', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let started: ServerProcess[] = [];
  beforeAll(async () => {
    fresh = await freshDatabase();
    const env = {
      DATABASE_URL: fresh.url!,
      ADMIN_EMAILS: ADMIN,
      DATA_DIR: '/nonexistent-data-dir',
      BACKUP_DIR: 'off',
    };
    const starts = await Promise.allSettled([startServer(env), startServer(env)]);
    started = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    for (const s of starts) if (s.status === 'rejected') throw s.reason;
    // The publish is done at once (money-approvals.test.ts covers its approval).
    await oneOfficePerson(fresh.database.db);
  }, 300_000);
  afterAll(async () => {
    for (const s of started) s.child.kill('SIGTERM');
    await Promise.all(started.map((s) => s.exited));
    await fresh?.database.close();
    await fresh?.drop();
  });

  it('issues one set of bills and refuses the other publish', async () => {
    const [a, b] = started;
    const signUp = await httpCallerOf(a.url, null).call(accountApi.signUp, {
      name: 'Treasurer',
      email: ADMIN,
      phone: '9876543210',
      flat_no: 'OFFICE',
      password: 'Sea-View#2026',
    });
    expect(signUp.status).toBe(200);
    const link = new URL((await latestMailLinks(fresh.database, ADMIN))[0]);
    const verified = await httpCallerOf(a.url, null).open(link.pathname + link.search);
    const cookie = verified.headers
      .getSetCookie()
      .find((c) => c.startsWith('society.session_token='))!
      .split(';')[0];
    const onA = httpCallerOf(a.url, { cookie });
    const onB = httpCallerOf(b.url, { cookie });

    const head = await onA.call(billingAdminApi.addHead, {
      name: 'Service charges',
      basis: 'fixed',
      rate: '1500',
      gst_rate: '',
      is_service_charge: true,
    });
    expect(head.status).toBe(201);
    for (let i = 1; i <= 30; i++) {
      const flat = await onA.call(flatsAdminApi.create, {
        wing: 'T',
        flat_no: `T-${100 + i}`,
        occupancy: 'owner',
      });
      expect(flat.status).toBe(201);
    }
    const created = await onA.call(runs.create, {
      period_key: '2026-11',
      bill_date: '2026-11-01',
      due_date: '2026-11-10',
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const answers = await Promise.all([onA.call(runs.publish, { id }), onB.call(runs.publish, { id })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      BILL_RUNS_TEXT.periodPublished('November 2026'),
    );

    const db = fresh.database.db;
    const numbers = (await db.select({ n: bills.number }).from(bills).orderBy(bills.number)).map((r) => r.n);
    expect(numbers).toEqual(
      Array.from({ length: 30 }, (_, i) => `MB/2026-27/${String(i + 1).padStart(4, '0')}`),
    );
    const [{ entries }] = await db
      .select({ entries: count() })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'bill'));
    expect(entries).toBe(30);
  }, 120_000);
});
