// Latency of the Gym & Hall Management lists, and of the expiry run on opening the page, with 100,000 memberships
// and 100,000 hall bookings, measured in process.
// Usage: npm run bench -- --only admin-gym-hall            (embedded in-memory PGlite)
//        TEST_DATABASE_URL=postgres://... npm run bench -- --only admin-gym-hall   (a fresh PostgreSQL database)
//        … --candidate-indexes   (PostgreSQL) then measures again with the trigram indexes the search would
//                                 want, created in the throwaway database only; schema and migrations untouched
// The rows go in with one `insert … select generate_series` per table; every measured answer must be 200.

import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createTestApp, signUpAdmin, signUpResident } from '../../src/server/test/harness.ts';
import { engineName, pageAnswer, TABLE_HEADER, tableRow, timeRequest } from './support.ts';

const ROWS = 100_000;
const RESIDENTS = 200;
const WARMUPS = 5;
const SAMPLES = 40;
/**
 * What the text search would want: trigram indexes on the searched columns of each request table (the
 * newest-first and status orders have their indexes in the schema; profiles are one row per resident).
 */
const CANDIDATE_INDEXES = [
  'create extension if not exists pg_trgm',
  ...[
    ['memberships', 'member_name'],
    ['memberships', 'member_phone'],
    ['hall_bookings', 'event_name'],
    ['hall_bookings', 'applicant_name'],
    ['hall_bookings', 'contact_number'],
    ['hall_bookings', 'flat_no'],
  ].map(
    ([table, column]) =>
      `create index bench_${table}_${column}_trgm on ${table} using gin (${column} gin_trgm_ops)`,
  ),
];
const URLS = [
  'POST /api/admin/memberships/expire-overdue',
  '/api/admin/memberships',
  '/api/admin/memberships?page=100',
  '/api/admin/memberships?status=pending',
  '/api/admin/memberships?status=approved',
  '/api/admin/memberships?q=Meera',
  '/api/admin/memberships?q=B-123',
  '/api/admin/memberships?q=no%20such%20name',
  '/api/admin/memberships?status=pending&q=Kabir',
  '/api/admin/hall-bookings',
  '/api/admin/hall-bookings?page=100',
  '/api/admin/hall-bookings?status=pending',
  '/api/admin/hall-bookings?status=approved',
  '/api/admin/hall-bookings?q=Naming',
  '/api/admin/hall-bookings?q=B-123',
  '/api/admin/hall-bookings?q=no%20such%20event',
  '/api/admin/hall-bookings?status=pending&q=Yoga',
];

const t = await createTestApp();
try {
  const admin = await signUpAdmin(t);
  for (let i = 0; i < RESIDENTS; i++) await signUpResident(t);

  const started = performance.now();
  // A society's history: mostly over (inactive or expired), some approved, a few pending; one plan of four each.
  await t.database.db.execute(sql`
    insert into memberships (user_id, plan_id, start_date, end_date, payment_transaction_id, payment_last_4_digits,
                             amount_paid, status, member_name, member_phone, member_age, created_at)
    select u.id, p.id, d.start, d.start + p.duration_days, 'UPI' || i, lpad((i % 10000)::text, 4, '0'),
           p.price_inr,
           case when i % 25 = 0 then 'pending' when i % 25 = 1 then 'rejected' when i % 5 = 2 then 'approved'
                when i % 50 = 3 then 'expired' else 'inactive' end,
           (array['Asha','Kabir','Meera','Rohan','Farah','Joseph','Priya','Anil'])[1 + i % 8] || ' Member ' || i,
           '98' || lpad((i % 100000000)::text, 8, '0'), 18 + i % 50,
           now() - make_interval(mins => i * 5)
    from generate_series(1, ${ROWS}) as g(i)
    cross join lateral (select (now() - make_interval(mins => i * 5))::date as start) d
    join (select id, duration_days, price_inr, row_number() over (order by duration_days) - 1 as n
          from membership_plans) p on p.n = i % 4
    join (select id, row_number() over (order by id) - 1 as n from users) u on u.n = i % ${RESIDENTS + 1}`);
  await t.database.db.execute(sql`
    insert into hall_bookings (user_id, applicant_name, flat_no, event_name, event_date, event_time, expected_guests,
                               contact_number, membership_type, booking_option, payment_method,
                               payment_transaction_id, amount_paid, status, created_at)
    select u.id, 'Applicant ' || i, 'B-' || (i % 400),
           (array['Birthday party','Anniversary dinner','Naming ceremony','Society meeting','Yoga class'])[1 + i % 5]
             || ' ' || i,
           (now() - make_interval(mins => i * 5))::date + 30,
           (array['morning','evening','both'])[1 + i % 3], 20 + i % 200,
           '98' || lpad((i % 100000000)::text, 8, '0'), 'member', 'member_full_day', 'online', 'UPI-H' || i, 9440,
           case when i % 10 = 0 then 'pending' when i % 10 = 1 then 'rejected' else 'approved' end,
           now() - make_interval(mins => i * 5)
    from generate_series(1, ${ROWS}) as g(i)
    join (select id, row_number() over (order by id) - 1 as n from users) u on u.n = i % ${RESIDENTS + 1}`);
  await t.database.db.execute(sql`analyze memberships`);
  await t.database.db.execute(sql`analyze hall_bookings`);
  const inserted = ((performance.now() - started) / 1000).toFixed(1);

  // 'POST …' is the expiry run the page makes on opening (after the first run it finds nothing to change).
  const measure = async (request: string) => {
    const [method, url] = request.startsWith('POST ')
      ? ['POST' as const, request.slice(5)]
      : ['GET' as const, request];
    const send = () =>
      t.app.inject({
        method,
        url,
        headers: { cookie: admin.cookie },
        payload: method === 'POST' ? {} : undefined,
      });
    const timing = await timeRequest(send, {
      warmups: WARMUPS,
      samples: SAMPLES,
      answer: (res) => ('items' in res.json() ? pageAnswer(res) : res.body),
    });
    console.log(tableRow([request], timing));
  };

  const engine = engineName();
  console.log(`${ROWS.toLocaleString('en-IN')} rows in each table on ${engine}, inserted in ${inserted} s`);
  console.log(`${SAMPLES} samples after ${WARMUPS} warm-ups, in ms\n`);
  console.log(TABLE_HEADER);
  for (const url of URLS) await measure(url);

  if (process.argv.includes('--candidate-indexes') && process.env.TEST_DATABASE_URL) {
    for (const statement of CANDIDATE_INDEXES) await t.database.db.execute(sql.raw(statement));
    await t.database.db.execute(sql`analyze memberships`);
    await t.database.db.execute(sql`analyze hall_bookings`);
    console.log(`\nWith the candidate indexes:\n${CANDIDATE_INDEXES.join(';\n')}\n`);
    console.log(TABLE_HEADER);
    for (const url of URLS) await measure(url);
  }
} finally {
  await t.close();
}
