// Latency of the office's feedback list and figures with 100,000 feedback rows, measured in process.
// Usage: npm run bench -- --only admin-feedback            (embedded in-memory PGlite)
//        TEST_DATABASE_URL=postgres://... npm run bench -- --only admin-feedback   (a fresh PostgreSQL database)
// The rows go in with one `insert … select generate_series`; every measured answer must be 200.

import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createTestApp, signUpAdmin, signUpResident } from '../../src/server/test/harness.ts';
import { FEEDBACK_CATEGORIES, FEEDBACK_PRIORITIES } from '../../src/shared/feedback.ts';
import { engineName, pageAnswer, TABLE_HEADER, tableRow, timeRequest } from './support.ts';

const ROWS = 100_000;
const RESIDENTS = 20;
const WARMUPS = 5;
const SAMPLES = 40;

const SUBJECTS = [
  'Leaking pipe near the lift',
  'Gate left open at night',
  'Gym treadmill not working',
  'Garbage not collected',
  'Parking slot taken by a visitor',
  'Loud music after 11 pm',
  'Please add more plants in the podium',
  'Thanks to the security team',
];
const NAMES = ['Meera Kulkarni', 'Anil Deshpande', 'Farah Shaikh', 'Joseph Dsouza', 'Priya Iyer'];

const list = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

const t = await createTestApp();
try {
  const admin = await signUpAdmin(t);
  for (let i = 0; i < RESIDENTS; i++) await signUpResident(t);

  const started = performance.now();
  // Statuses mostly resolved, as in a society's real history; one row in ten has a response.
  await t.database.db.execute(sql`
    insert into feedback (user_id, name, email, category, priority, subject, message, status, admin_response, created_at)
    select u.id,
           (${list(NAMES)})[1 + i % 5],
           case when i % 3 = 0 then null else 'resident' || (i % 997) || '@example.com' end,
           (${list(FEEDBACK_CATEGORIES)})[1 + i % 9],
           (${list(FEEDBACK_PRIORITIES)})[1 + (i / 7) % 4],
           (${list(SUBJECTS)})[1 + i % 8] || ' (flat B-' || (i % 400) || ')',
           'Reported on ' || i || '. ' || repeat('The problem has been there for a few days and residents are unhappy. ', 3),
           case when i % 20 = 0 then 'open' when i % 20 = 1 then 'in_progress' when i % 50 = 2 then 'closed' else 'resolved' end,
           case when i % 10 = 0 then 'Looked into it; please tell us if it happens again.' end,
           now() - make_interval(mins => i * 5)
    from generate_series(1, ${ROWS}) as g(i)
    join (select id, row_number() over (order by id) - 1 as n from users) u on u.n = i % ${RESIDENTS + 1}`);
  await t.database.db.execute(sql`analyze feedback`);
  const inserted = ((performance.now() - started) / 1000).toFixed(1);

  const measure = async (url: string) => {
    const timing = await timeRequest(
      () => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } }),
      {
        warmups: WARMUPS,
        samples: SAMPLES,
        answer: (res) => ('items' in res.json() ? pageAnswer(res) : res.body),
      },
    );
    console.log(tableRow([url], timing));
  };

  const engine = engineName();
  console.log(`${ROWS.toLocaleString('en-IN')} feedback rows on ${engine}, inserted in ${inserted} s`);
  console.log(`${SAMPLES} samples after ${WARMUPS} warm-ups, in ms\n`);
  console.log(TABLE_HEADER);
  for (const url of [
    '/api/admin/feedback',
    '/api/admin/feedback?page=50',
    '/api/admin/feedback?status=open',
    '/api/admin/feedback?status=in_progress&priority=urgent',
    '/api/admin/feedback?category=security&priority=high',
    '/api/admin/feedback?q=treadmill',
    '/api/admin/feedback?q=B-123)',
    '/api/admin/feedback?q=resident42%40example.com',
    '/api/admin/feedback?q=no%20such%20words',
    '/api/admin/feedback?status=open&q=lift',
    '/api/admin/feedback/stats',
  ])
    await measure(url);
} finally {
  await t.close();
}
