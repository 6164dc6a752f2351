// A society's worth of history for the bench: members with profiles, staff with daily attendance, feedback,
// invoices and residents' requests, made in SQL (`insert … select generate_series`), one transaction per batch.
// Usage: npm run bench -- --seed [--full|--short]  seeds DATA_DIR (default ./data) or DATABASE_URL, as npm start
//        would open it, then prints what it made and how long it took. Run it on a database made for the purpose.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';

export interface Scale {
  members: number;
  attendance: number;
  feedback: number;
  invoices: number;
  /** Of each kind: gym memberships, hall bookings, parking registrations, house repairs, audit rows. */
  requests: number;
}

/** Issue 11's figures: what a large society gathers over a decade or two. */
export const FULL: Scale = {
  members: 10_000,
  attendance: 1_000_000,
  feedback: 100_000,
  invoices: 100_000,
  requests: 10_000,
};
export const BASELINE: Scale = {
  members: 1_000,
  attendance: 1_000,
  feedback: 1_000,
  invoices: 1_000,
  requests: 1_000,
};

const BATCH = 100_000;
/** A member's flat: six wings of flats 101 upwards; the bench's own resident lives in A-101. */
const FLAT = (i: string) => sql.raw(`chr(65 + (${i}) % 6) || '-' || (101 + (${i}) / 6)`);
const MEMBER = sql.raw(
  `(select id, (row_number() over (order by email))::int - 1 as k from users where email like 'member.%@example.com')`,
);

/** Runs `insert(from, to)` over [0, count) in batches, each its own transaction. */
async function batched(db: Db, count: number, insert: (from: number, to: number) => ReturnType<typeof sql>) {
  for (let from = 0; from < count; from += BATCH) {
    const to = Math.min(count, from + BATCH) - 1;
    await db.transaction((tx) => tx.execute(insert(from, to)));
  }
}

export async function seedSociety(db: Db, scale: Scale): Promise<void> {
  const { members, attendance, feedback, invoices, requests } = scale;
  await batched(
    db,
    members,
    (a, b) => sql`
      insert into users (name, email, email_verified)
      select (array['Meera Kulkarni','Anil Deshpande','Farah Shaikh','Joseph Dsouza','Priya Iyer','Rohan Patil'])[1 + i % 6]
               || ' ' || i,
             'member.' || i || '@example.com', true
      from generate_series(${a}::int, ${b}::int) as g(i)`,
  );
  await db.execute(sql`
    insert into profiles (user_id, name, email, phone, flat_no, flat_confirmed_at)
    select m.id, u.name, u.email, '98' || lpad((m.k % 100000000)::text, 8, '0'), ${FLAT('m.k')}, now()
    from ${MEMBER} m join users u on u.id = m.id
    where not exists (select 1 from profiles p where p.user_id = m.id)`);

  // Ten years of days per staff member (at least one member), mostly present.
  const staff = Math.max(1, Math.round(attendance / 3650));
  await db.execute(sql`
    insert into staff_members (name, role, department, phone, joining_date)
    select (array['Ramesh','Sunita','Joseph','Farah','Anil','Meera','Kiran','Priya'])[1 + i % 8] || ' Staff ' || i,
           (array['security','housekeeping','gardener','electrician'])[1 + i % 4], 'general',
           '97' || lpad(i::text, 8, '0'), date '2014-01-01'
    from generate_series(1, ${staff}::int) as g(i)`);
  await db.execute(sql`insert into leave_balances (staff_id, year)
    select id, extract(year from current_date)::int from staff_members on conflict do nothing`);
  await batched(
    db,
    attendance,
    (a, b) => sql`
      with s as (select id, (row_number() over (order by id))::int - 1 as k from staff_members)
      insert into attendance_records (staff_id, attendance_date, status)
      select s.id, current_date - (i / ${staff}::int),
             (array['present','present','present','present','present','present','casual_leave','absent'])[1 + i % 8]
      from generate_series(${a}::int, ${b}::int) as g(i) join s on s.k = i % ${staff}::int`,
  );

  // Spread over the last ten years, newest last, so every list's first page is recent rows.
  const ago = (i: string, count: number) =>
    sql.raw(`now() - interval '3650 days' * ((${count} - ${i})::float8 / ${count})`);
  await batched(
    db,
    feedback,
    (a, b) => sql`
      with m as ${MEMBER}
      insert into feedback (user_id, name, email, category, priority, subject, message, status, admin_response, created_at)
      select m.id, 'Member ' || m.k, 'member.' || m.k || '@example.com',
             (array['maintenance','security','amenities','suggestion','complaint'])[1 + i % 5],
             (array['low','normal','high','urgent'])[1 + i % 4],
             (array['Leaking pipe near the lift','Gate left open at night','Gym treadmill not working',
                    'Garbage not collected','Please add more plants in the podium'])[1 + i % 5],
             'Reported by a resident; details in the message.',
             (array['resolved','resolved','resolved','in_progress','open'])[1 + i % 5],
             case when i % 10 = 0 then 'Thank you, this has been attended to.' end,
             ${ago('i', feedback)}
      from generate_series(${a}::int, ${b}::int) as g(i) join m on m.k = i % ${members}::int`,
  );
  await batched(
    db,
    invoices,
    (a, b) => sql`
      insert into maintenance_invoices (flat_no, invoice_number, invoice_date, amount, description, due_date, pdf_url)
      select ${FLAT(`i % ${members}`)}, 'MI-' || i, current_date - (${invoices} - i) / ${members}::int * 30,
             2500 + (i % 7) * 125.5, 'Maintenance charges',
             current_date - (${invoices} - i) / ${members}::int * 30 + 15, 'seed_MI-' || i || '.pdf'
      from generate_series(${a}::int, ${b}::int) as g(i)`,
  );

  await batched(
    db,
    requests,
    (a, b) => sql`
      with m as ${MEMBER}, plan as (select id, price_inr, duration_days from membership_plans order by price_inr limit 1)
      insert into memberships (user_id, plan_id, start_date, end_date, amount_paid, status, member_name, member_phone,
                               payment_transaction_id, created_at)
      select m.id, plan.id, current_date - i % 365, current_date - i % 365 + plan.duration_days, plan.price_inr,
             (array['active','expired','expired','pending','rejected'])[1 + i % 5], 'Member ' || m.k, '9876543210',
             'TXN' || i, ${ago('i', requests)}
      from generate_series(${a}::int, ${b}::int) as g(i) join m on m.k = i % ${members}::int cross join plan`,
  );
  await batched(
    db,
    requests,
    (a, b) => sql`
      with m as ${MEMBER}
      insert into hall_bookings (user_id, applicant_name, flat_no, event_name, event_date, event_time, expected_guests,
                                 contact_number, membership_type, amount_paid, status, created_at)
      select m.id, 'Member ' || m.k, ${FLAT('m.k')}, 'Birthday party', current_date - i, 'evening', 50,
             '9876543210', 'member', 5000, (array['approved','rejected','pending'])[1 + i % 3], ${ago('i', requests)}
      from generate_series(${a}::int, ${b}::int) as g(i) join m on m.k = i % ${members}::int`,
  );
  await batched(
    db,
    requests,
    (a, b) => sql`
      with m as ${MEMBER}
      insert into car_parking_registrations (user_id, owner_name, flat_no, contact_number, vehicle_number, vehicle_make,
                                             vehicle_model, vehicle_color, status, created_at)
      select m.id, 'Member ' || m.k, ${FLAT('m.k')}, '9876543210', 'MH01AB' || lpad((i % 10000)::text, 4, '0'),
             'Maruti', 'Swift', 'White', (array['approved','rejected','pending'])[1 + i % 3], ${ago('i', requests)}
      from generate_series(${a}::int, ${b}::int) as g(i) join m on m.k = i % ${members}::int`,
  );
  await batched(
    db,
    requests,
    (a, b) => sql`
      with m as ${MEMBER}
      insert into house_repair_registrations (user_id, applicant_name, flat_no, contact_number, work_type,
                                              work_description, duration_days, start_date, terms_accepted, status,
                                              created_at)
      select m.id, 'Member ' || m.k, ${FLAT('m.k')}, '9876543210', 'plumbing', 'Bathroom tiles and pipes', 7,
             current_date - i % 365, true, (array['approved','rejected','pending'])[1 + i % 3], ${ago('i', requests)}
      from generate_series(${a}::int, ${b}::int) as g(i) join m on m.k = i % ${members}::int`,
  );
  await batched(
    db,
    requests,
    (a, b) => sql`
      insert into security_audit_log (action, resource, details, severity, created_at)
      select (array['feedback.respond','membership.approve','parking.approve','invoice.create'])[1 + i % 4],
             'seed/' || i, jsonb_build_object('seed', i), (array['low','medium','high'])[1 + i % 3],
             ${ago('i', requests)}
      from generate_series(${a}::int, ${b}::int) as g(i)`,
  );
  await db.execute(sql`analyze`);
}

/** The rows made, counted after the fact (the figure printed, not the figure asked for). */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const tables = [
    'users',
    'attendance_records',
    'feedback',
    'maintenance_invoices',
    'memberships',
    'hall_bookings',
    'car_parking_registrations',
    'house_repair_registrations',
    'security_audit_log',
  ];
  const result = await db.execute(
    sql.raw(`select ${tables.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(', ')}`),
  );
  return (result as unknown as { rows: Record<string, number>[] }).rows[0];
}
