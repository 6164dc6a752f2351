// Scale with data: every office list and the resident's screens answer, at the society's full size, in p50 within
// twice the time of the same request on 1,000 rows. In process (no network), on a fresh database of each size.
import { sql } from 'drizzle-orm';
import { confirmFlat, createTestApp, signUpAdmin, signUpResident } from '../../src/server/test/harness.ts';
import { todayIn } from '../../src/shared/dates.ts';
import { BASELINE, countRows, type Scale, seedSociety } from './seed.ts';
import { timeRequest } from './support.ts';

const WARMUPS = 5;
const SAMPLES = 21;
/**
 * Rounds of samples, alternating between the two databases; each side's figure is the median of its rounds' p50s,
 * so a pause (the collector, the machine's other work) weighs on both alike rather than on one.
 */
const ROUNDS = 5;
/** p50 at full size over p50 at 1,000 rows. */
export const RATIO_GOAL = 2;

/** A fresh database of one size, with the office's admin and a resident of A-101 signed in. */
async function society(scale: Scale) {
  const t = await createTestApp();
  const admin = await signUpAdmin(t);
  const resident = await signUpResident(t, { flat_no: 'A-101' });
  await confirmFlat(t, resident, admin);
  const started = performance.now();
  await seedSociety(t.database.db, scale);
  const seeded = (performance.now() - started) / 1000;
  const staff = (await t.database.db.execute(
    sql`select id from staff_members order by name limit 1`,
  )) as unknown as {
    rows: { id: string }[];
  };
  return { t, admin, resident, staffId: staff.rows[0].id, seeded, counts: await countRows(t.database.db) };
}

/** Every office list and screen's request, then the resident's; `who` says whose session sends it. */
function requests(staffId: string) {
  const [year, month] = todayIn('Asia/Kolkata').split('-');
  const office = [
    '/api/admin/stats',
    '/api/admin/badges',
    '/api/admin/profiles',
    '/api/admin/feedback',
    '/api/admin/feedback/stats',
    '/api/admin/memberships',
    '/api/admin/hall-bookings',
    '/api/admin/parking-registrations',
    '/api/admin/house-repairs',
    '/api/admin/invoices/maintenance',
    '/api/admin/invoices/repair',
    '/api/admin/staff',
    `/api/admin/attendance?year=${year}`,
    `/api/admin/attendance?year=${year}&staff_id=${staffId}`,
    `/api/admin/attendance/month?year=${year}&month=${Number(month)}&staff_id=${staffId}`,
    `/api/admin/leave-balances?year=${year}`,
    '/api/admin/audit-log',
    '/api/admin/analytics',
    '/api/admin/inventory',
    '/api/admin/announcements',
    '/api/admin/dos-and-donts',
    '/api/admin/gallery',
    '/api/admin/outbox',
    `/api/admin/public-holidays?year=${year}`,
  ];
  const mine = ['/api/dashboard', '/api/invoices/maintenance', '/api/feedback', '/api/memberships'];
  return [
    ...office.map((url) => ({ url, who: 'admin' as const })),
    ...mine.map((url) => ({ url, who: 'resident' as const })),
  ];
}

export interface ScaleRow {
  request: string;
  baseline: number;
  full: number;
  met: boolean;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Seeds a database of 1,000 rows and one of `scale`, then times each request on both in turn (so neither gains
 * from the process warming up); one row per request.
 */
export async function benchScale(scale: Scale) {
  const small = await society(BASELINE);
  const large = await society(scale);
  try {
    const rows: ScaleRow[] = [];
    for (const { url, who } of requests(large.staffId)) {
      const p50 = async (s: typeof small, path: string) => {
        const send = () => s.t.app.inject({ method: 'GET', url: path, headers: { cookie: s[who].cookie } });
        return (await timeRequest(send, { warmups: WARMUPS, samples: SAMPLES, answer: () => '' })).median;
      };
      const rounds: [number, number][] = [];
      for (let r = 0; r < ROUNDS; r++)
        rounds.push([await p50(small, url.replace(large.staffId, small.staffId)), await p50(large, url)]);
      const baseline = median(rounds.map(([b]) => b));
      const full = median(rounds.map(([, f]) => f));
      rows.push({
        request: url.replace(large.staffId, '{staff}'),
        baseline,
        full,
        met: full <= RATIO_GOAL * baseline,
      });
    }
    return { rows, counts: large.counts, seeded: large.seeded };
  } finally {
    await small.t.close();
    await large.t.close();
  }
}
