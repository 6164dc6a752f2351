// Latency of Attendance Management with 1,000,000 attendance records (200 staff × 14 years of days), in process.
// Usage: npm run bench -- --only admin-attendance                              (embedded in-memory PGlite)
//        TEST_DATABASE_URL=postgres://... npm run bench -- --only admin-attendance
// The rows go in with `insert … select generate_series`, a year at a time; every measured answer must be 200.

import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createTestApp, signUpAdmin } from '../../src/server/test/harness.ts';
import { todayIn } from '../../src/shared/dates.ts';
import { engineName, pageAnswer, TABLE_HEADER, tableRow, timeRequest } from './support.ts';

const STAFF = 200;
const YEARS = 14;
const WARMUPS = 5;
const SAMPLES = 40;

const t = await createTestApp();
const db = t.database.db;
const today = todayIn('Asia/Kolkata');
const year = Number(today.slice(0, 4));
const month = Number(today.slice(5, 7));

try {
  const admin = await signUpAdmin(t);
  const headers = { cookie: admin.cookie };

  const started = performance.now();
  await db.execute(sql`
    insert into staff_members (name, role, department, phone, joining_date)
    select (array['Ramesh','Sunita','Joseph','Farah','Anil','Meera','Kiran','Priya'])[1 + i % 8] || ' ' ||
           (array['Patil','Deshmukh','Dsouza','Shaikh','Kulkarni','Iyer','Jadhav','More'])[1 + (i / 8) % 8] || ' ' || i,
           (array['Security Guard','Housekeeper','Electrician','Plumber','Office Assistant'])[1 + i % 5],
           (array['security','housekeeping','maintenance','maintenance','office'])[1 + i % 5],
           '98200' || lpad(i::text, 5, '0'), ${`${year - YEARS + 1}-01-01`}::date
    from generate_series(1, ${STAFF}::int) as g(i)`);
  // One row per staff member and day, mostly present; a year per statement keeps each transaction modest.
  for (let y = year - YEARS + 1; y <= year; y++)
    await db.execute(sql`
      insert into attendance_records (staff_id, attendance_date, status, notes)
      select s.id, d::date,
             case when h % 29 = 0 then 'absent' when h % 31 = 0 then 'casual_leave' when h % 37 = 0 then 'sick_leave'
                  when h % 41 = 0 then 'paid_leave' when h % 97 = 0 then 'comp_off' else 'present' end,
             case when h % 53 = 0 then 'Late by an hour' end
      from staff_members s
      cross join generate_series(${`${y}-01-01`}::date, ${`${y}-12-31`}::date, interval '1 day') as d
      cross join lateral (select abs(hashtext(s.id::text || d::text)) as h) x`);
  await db.execute(sql`
    insert into leave_balances (staff_id, year) select id, ${year}::int from staff_members`);
  await db.execute(sql`analyze staff_members`);
  await db.execute(sql`analyze attendance_records`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const counted = await db.execute(sql`select count(*)::int as n from attendance_records`);
  const rows = (counted as unknown as { rows: { n: number }[] }).rows[0].n;
  const [one] = (
    (await db.execute(sql`select id from staff_members order by name limit 1 offset 57`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;

  const engine = engineName();
  console.log(
    `${rows.toLocaleString('en-IN')} attendance records (${STAFF} staff × ${YEARS} years) on ${engine}, inserted in ${seconds} s`,
  );
  console.log(`${SAMPLES} samples after ${WARMUPS} warm-ups, in ms\n`);
  console.log(TABLE_HEADER);
  for (const url of [
    `/api/admin/attendance?year=${year}`,
    `/api/admin/attendance?year=${year}&page=5`,
    `/api/admin/attendance?year=${year - 7}`,
    `/api/admin/attendance?year=${year}&status=sick_leave`,
    `/api/admin/attendance?year=${year}&q=late`,
    `/api/admin/attendance?year=${year}&q=kulkarni`,
    `/api/admin/attendance?year=${year}&staff_id=${one.id}`,
    `/api/admin/attendance?year=${year}&staff_id=${one.id}&page=10`,
    `/api/admin/attendance?year=${year - 13}&staff_id=${one.id}&pageSize=100`,
    `/api/admin/attendance/month?year=${year}&month=${month}`,
    `/api/admin/attendance/month?year=${year}&month=${month}&pageSize=100&page=2`,
    `/api/admin/attendance/month?year=${year - 7}&month=2&staff_id=${one.id}`,
    `/api/admin/attendance/month?year=${year}&month=${month}&q=iyer`,
    `/api/admin/attendance/export?year=${year}&month=${month}`,
    `/api/admin/leave-balances?year=${year}`,
    `/api/admin/staff?q=patil`,
  ]) {
    const timing = await timeRequest(() => t.app.inject({ method: 'GET', url, headers }), {
      warmups: WARMUPS,
      samples: SAMPLES,
      answer: (res) =>
        url.includes('/export') ? `${res.body.split('\r\n').length - 2} CSV rows` : pageAnswer(res),
    });
    console.log(tableRow([url.replace(one.id, '{staff}')], timing));
  }

  // A leave marked and given back, each a locked read-modify-write of the balance with its audit row.
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const at = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/attendance',
      headers,
      payload: { staff_id: one.id, attendance_date: today, status: i % 2 ? 'present' : 'casual_leave' },
    });
    samples.push(performance.now() - at);
    if (res.statusCode !== 200) throw new Error(`mark answered ${res.statusCode}: ${res.body}`);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `| POST /api/admin/attendance (leave ↔ present) | ${samples[SAMPLES / 2].toFixed(1)} | ${samples[Math.ceil(SAMPLES * 0.95) - 1].toFixed(1)} | 200 |`,
  );
} finally {
  await t.close();
}
