// Latency of the analytics request with 100,000 rows in each table it reads (memberships, hall bookings,
// parking, house repairs, feedback), spread over the last two years, measured in process.
// Usage: npm run bench -- --only admin-analytics            (embedded in-memory PGlite)
//        TEST_DATABASE_URL=postgres://... npm run bench -- --only admin-analytics   (a fresh PostgreSQL database)
// The rows go in with one `insert … select generate_series` per table; every measured answer must be 200.

import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createTestApp, signUpAdmin, signUpResident } from '../../src/server/test/harness.ts';
import { FEEDBACK_CATEGORIES } from '../../src/shared/feedback.ts';
import { engineName, TABLE_HEADER, tableRow, timeRequest } from './support.ts';

const ROWS = 100_000;
const RESIDENTS = 20;
const WARMUPS = 5;
const SAMPLES = 40;

const list = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);
const STATUSES = list(['pending', 'approved', 'rejected', 'approved', 'approved']);
const MEMBERSHIP_STATUSES = list(['pending', 'approved', 'active', 'rejected', 'expired', 'inactive']);
const FEEDBACK_STATUSES = list(['open', 'in_progress', 'resolved', 'resolved', 'resolved', 'closed']);

/** Residents in turn, and one filing every ~10 minutes going back two years from now. */
const rows = sql`from generate_series(1, ${ROWS}) as g(i)
  join (select id, row_number() over (order by id) - 1 as n from users) u on u.n = i % ${RESIDENTS + 1}`;
const filed = sql`now() - make_interval(mins => i * 10)`;

const t = await createTestApp();
try {
  const admin = await signUpAdmin(t);
  for (let i = 0; i < RESIDENTS; i++) await signUpResident(t);
  const db = t.database.db;

  const started = performance.now();
  await db.execute(sql`
    insert into memberships (user_id, plan_id, start_date, end_date, amount_paid, status, member_name, member_phone, created_at)
    select u.id, (select id from membership_plans limit 1), (${filed})::date, (${filed})::date + 30,
           500 + (i % 7) * 250, (${MEMBERSHIP_STATUSES})[1 + i % 6], 'Meera Kulkarni', '9820012345', ${filed}
    ${rows}`);
  await db.execute(sql`
    insert into hall_bookings (user_id, event_name, event_date, event_time, contact_number, membership_type, amount_paid, status, created_at)
    select u.id, 'Birthday', (${filed})::date + 20, (array['morning','evening','both'])[1 + i % 3], '9820012345',
           'member', 1500 + (i % 5) * 500, (${STATUSES})[1 + i % 5], ${filed}
    ${rows}`);
  await db.execute(sql`
    insert into car_parking_registrations (user_id, owner_name, vehicle_number, status, created_at)
    select u.id, 'Meera Kulkarni', 'MH01AB' || lpad((i % 10000)::text, 4, '0'), (${STATUSES})[1 + i % 5], ${filed}
    ${rows}`);
  await db.execute(sql`
    insert into house_repair_registrations (user_id, applicant_name, flat_no, contact_number, work_type, terms_accepted, status, created_at)
    select u.id, 'Meera Kulkarni', 'B-' || (i % 400), '9820012345', 'plumbing', true, (${STATUSES})[1 + i % 5], ${filed}
    ${rows}`);
  await db.execute(sql`
    insert into feedback (user_id, name, category, subject, message, status, created_at, updated_at)
    select u.id, 'Meera Kulkarni', (${list(FEEDBACK_CATEGORIES)})[1 + i % 9], 'Lift', 'The lift stops.',
           (${FEEDBACK_STATUSES})[1 + i % 6], ${filed}, ${filed} + make_interval(hours => 1 + i % 72)
    ${rows}`);
  for (const table of [
    'memberships',
    'hall_bookings',
    'car_parking_registrations',
    'house_repair_registrations',
    'feedback',
  ])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  const inserted = ((performance.now() - started) / 1000).toFixed(1);

  const measure = async (label: string, url: string) => {
    const timing = await timeRequest(
      () => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } }),
      {
        warmups: WARMUPS,
        samples: SAMPLES,
        answer: (res) => {
          const body = res.json();
          return `${body.revenueByMonth.length} months, ${body.memberships.total + body.hallBookings.total + body.parking.total + body.repairs.total + body.feedback.total} rows counted`;
        },
      },
    );
    console.log(tableRow([label], timing));
  };

  const engine = engineName();
  console.log(
    `${ROWS.toLocaleString('en-IN')} rows in each of 5 tables on ${engine}, inserted in ${inserted} s`,
  );
  console.log(`${SAMPLES} samples after ${WARMUPS} warm-ups, in ms\n`);
  console.log(TABLE_HEADER);
  const year = new Date().getFullYear();
  await measure('default: the last 12 months', '/api/admin/analytics');
  await measure('one month', `/api/admin/analytics?from=${year - 1}-03-01&to=${year - 1}-03-31`);
  await measure('five years (every row)', `/api/admin/analytics?from=${year - 4}-01-01&to=${year}-12-31`);
} finally {
  await t.close();
}
