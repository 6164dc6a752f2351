// Latency of every resident API endpoint with 1,000 rows in each table, measured in process (app.inject).
// Usage: npm run bench -- --only resident            (embedded in-memory PGlite)
//        TEST_DATABASE_URL=postgres://... npm run bench -- --only resident   (a fresh PostgreSQL database)
// Every measured response must have its expected 2xx status; the first one that does not aborts the run.

import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  announcements,
  carParkingRegistrations,
  dosAndDonts,
  feedback,
  galleryImages,
  hallBookings,
  houseRepairRegistrations,
  maintenanceInvoices,
  membershipPlans,
  memberships,
  repairInvoices,
  users,
} from '../../src/server/db/schema.ts';
import {
  createTestApp,
  postForm,
  type Resident,
  signUpResident,
  type TestApp,
} from '../../src/server/test/harness.ts';
import { addDays, todayIn } from '../../src/shared/dates.ts';

const ROWS = 1_000;
const BATCH = 250;
const OTHER_RESIDENTS = 20;
const GET_WARMUPS = 5;
const GET_SAMPLES = 50;
const POST_WARMUPS = 3;
const POST_SAMPLES = 30;
/** The feedback POST allows 3 per user per 10 minutes: each fresh resident posts 3 times. */
const FEEDBACK_PER_RESIDENT = 3;
const FEEDBACK_RESIDENTS = 10;
const FEEDBACK_SAMPLES = FEEDBACK_PER_RESIDENT * FEEDBACK_RESIDENTS;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

class BenchAbort extends Error {}

interface Result {
  endpoint: string;
  samples: number[];
  rows: string;
  note?: string;
}

const results: Result[] = [];

function percentile(sorted: number[], p: number) {
  // Nearest rank.
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

function median(sorted: number[]) {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** How many rows an answer carries: array length, "page of total" for paged lists, bytes for files. */
function rowsOf(res: LightMyRequestResponse): string {
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('json')) return `${res.rawPayload.length} B file`;
  const body = res.json() as unknown;
  if (Array.isArray(body)) return String(body.length);
  if (body && typeof body === 'object') {
    const o = body as Record<string, unknown>;
    if (Array.isArray(o.items)) return `${o.items.length} of ${o.total}`;
    if (Array.isArray(o.memberships) && 'counts' in o) {
      const parts = ['memberships', 'bookings', 'parking', 'announcements'].map(
        (k) => `${(o[k] as unknown[]).length} ${k}`,
      );
      return parts.join(', ');
    }
    if (Array.isArray(o.memberships)) return String(o.memberships.length);
    return '1';
  }
  return '1';
}

function check(endpoint: string, res: LightMyRequestResponse, expected: number) {
  if (res.statusCode !== expected)
    throw new BenchAbort(
      `${endpoint}: expected HTTP ${expected}, got ${res.statusCode}: ${res.body.slice(0, 500)}\n` +
        'Aborting: a benchmark of errors is worthless.',
    );
}

/**
 * Runs `warmups` unmeasured then `samples` measured requests, one at a time. `send(i)` makes request i
 * (warm-ups get negative i); only the time of `send` is measured.
 */
async function measure(
  endpoint: string,
  send: (i: number) => Promise<LightMyRequestResponse>,
  opts: {
    warmups?: number;
    samples?: number;
    expected?: number;
    note?: string;
    before?: (i: number) => Promise<void>;
  } = {},
) {
  const { warmups = GET_WARMUPS, samples = GET_SAMPLES, expected = 200 } = opts;
  const times: number[] = [];
  let last: LightMyRequestResponse | undefined;
  for (let i = -warmups; i < samples; i++) {
    if (opts.before) await opts.before(i);
    const start = performance.now();
    const res = await send(i);
    const elapsed = performance.now() - start;
    check(endpoint, res, expected);
    if (i >= 0) times.push(elapsed);
    last = res;
  }
  const result: Result = { endpoint, samples: times, rows: last ? rowsOf(last) : '-', note: opts.note };
  results.push(result);
  const sorted = [...times].sort((a, b) => a - b);
  process.stderr.write(`  ${endpoint.padEnd(44)} median ${median(sorted).toFixed(1)} ms\n`);
}

function printTable(header: string) {
  const rows = results.map((r) => {
    const sorted = [...r.samples].sort((a, b) => a - b);
    return [
      r.endpoint,
      String(sorted.length),
      median(sorted).toFixed(1),
      percentile(sorted, 95).toFixed(1),
      r.rows,
      r.note ?? '',
    ];
  });
  const head = ['endpoint', 'n', 'median ms', 'p95 ms', 'rows returned', 'note'];
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const right = [false, true, true, true, false, false];
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => (right[c] ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
      .join('  ')
      .trimEnd();
  console.log(header);
  console.log(line(head));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(r));
}

async function insertBatches<R>(rows: R[], insert: (batch: R[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

const pick = <T>(list: readonly T[], i: number) => list[i % list.length];

async function seed(t: TestApp, me: Resident, meId: string, others: { id: string; flat_no: string }[]) {
  const db = t.database.db;
  const today = todayIn(t.app.ctx.config.SOCIETY_TIMEZONE);
  // Seeded rows are all older than the feedback window (10 minutes), newest first by index.
  const base = Date.now() - 3_600_000;
  const at = (i: number) => new Date(base - i * 600_000);
  const owner = (i: number) => (i % 2 === 0 ? { id: meId, flat_no: me.flat_no } : pick(others, i >> 1));

  const plans = await db.select().from(membershipPlans);
  if (plans.length === 0) throw new BenchAbort('No membership plans in the database.');
  const statuses = ['pending', 'approved', 'rejected', 'inactive'] as const;

  const membershipRows = Array.from({ length: ROWS }, (_, i) => {
    const plan = pick(plans, i);
    const start = addDays(today, -(i % 400));
    return {
      user_id: owner(i).id,
      plan_id: plan.id,
      start_date: start,
      end_date: addDays(start, plan.duration_days),
      payment_transaction_id: `TXN${100000 + i}`,
      payment_last_4_digits: String(1000 + (i % 9000)).slice(-4),
      amount_paid: plan.price_inr,
      status: pick(statuses, i >> 1),
      member_name: `Member ${i}`,
      member_phone: '9876543210',
      member_age: 18 + (i % 60),
      created_at: at(i),
    };
  });
  await insertBatches(membershipRows, (b) => db.insert(memberships).values(b));

  // Hall bookings stay pending (never approved), so new requests cannot clash with them.
  const bookingRows = Array.from({ length: ROWS }, (_, i) => ({
    user_id: owner(i).id,
    applicant_name: `Applicant ${i}`,
    flat_no: owner(i).flat_no,
    event_name: pick(['Birthday', 'Anniversary', 'Meeting', 'Puja'], i),
    event_date: addDays(today, (i % 120) - 30),
    event_time: pick(['morning', 'evening', 'both'], i),
    expected_guests: 20 + (i % 100),
    contact_number: '9876543210',
    membership_type: 'member',
    booking_option: 'member_half_day',
    payment_method: 'online',
    payment_transaction_id: `HB${100000 + i}`,
    amount_paid: '5900.00',
    hall_type: 'podium',
    status: i % 10 === 9 ? 'rejected' : 'pending',
    additional_notes: i % 3 === 0 ? 'Decoration two hours before' : null,
    created_at: at(i),
  }));
  await insertBatches(bookingRows, (b) => db.insert(hallBookings).values(b));

  const parkingRows = Array.from({ length: ROWS }, (_, i) => ({
    user_id: owner(i).id,
    owner_name: `Owner ${i}`,
    flat_no: owner(i).flat_no,
    contact_number: '9876543210',
    vehicle_type: 'car',
    vehicle_number: `MH01AB${String(i).padStart(4, '0')}`,
    parking_slot_requested: pick(['Owned Covered', 'Rental Covered', 'Rental Open - Garage No. 7'], i),
    slot_number: i % 3 === 2 ? '7' : null,
    status: pick(['pending', 'approved', 'rejected'], i >> 1),
    created_at: at(i),
  }));
  await insertBatches(parkingRows, (b) => db.insert(carParkingRegistrations).values(b));

  const repairRows = Array.from({ length: ROWS }, (_, i) => ({
    user_id: owner(i).id,
    applicant_name: `Applicant ${i}`,
    flat_no: owner(i).flat_no,
    contact_number: '9876543210',
    email: 'owner@example.com',
    work_type: pick(['Plumbing', 'Electrical', 'Renovation', 'Painting & Polishing'], i),
    work_description: 'Replace bathroom fittings and retile the floor.',
    duration_days: 1 + (i % 60),
    start_date: addDays(today, (i % 90) - 45),
    contractor_name: 'A1 Contractors',
    contractor_address: 'Shop 4, Linking Road, Mumbai',
    contractor_contact: '9876501234',
    cheque_number: String(100000 + i),
    cheque_date: addDays(today, -(i % 30)),
    bank_name: 'State Bank of India',
    amount: '25000.00',
    terms_accepted: true,
    status: pick(['pending', 'approved', 'rejected'], i >> 1),
    created_at: at(i),
    updated_at: at(i),
  }));
  await insertBatches(repairRows, (b) => db.insert(houseRepairRegistrations).values(b));

  const feedbackRows = Array.from({ length: ROWS }, (_, i) => ({
    user_id: owner(i).id,
    name: `Resident ${i}`,
    email: 'owner@example.com',
    category: pick(['maintenance', 'security', 'amenities', 'noise', 'suggestion'], i),
    priority: pick(['low', 'normal', 'high', 'urgent'], i),
    subject: `Feedback subject ${i}`,
    message: 'The corridor light on the third floor has been flickering for a week.',
    status: pick(['open', 'in_progress', 'resolved'], i >> 1),
    admin_response: i % 4 === 0 ? 'Thank you, the electrician has been informed.' : null,
    created_at: at(i),
    updated_at: at(i),
  }));
  await insertBatches(feedbackRows, (b) => db.insert(feedback).values(b));

  const announcementRows = Array.from({ length: ROWS }, (_, i) => ({
    title: `Announcement ${i}`,
    content: 'Water supply will be off from 10:00 AM to 4:00 PM on Saturday for tank cleaning.',
    priority: pick(['low', 'normal', 'high', 'urgent'], i),
    is_active: i % 10 !== 9,
    created_at: at(i),
  }));
  await insertBatches(announcementRows, (b) => db.insert(announcements).values(b));

  const guidelineRows = Array.from({ length: ROWS }, (_, i) => ({
    category: pick(['waste_management', 'parking', 'noise', 'pets', 'security', 'common_areas'], i),
    title: `Guideline ${i}`,
    description: 'Segregate wet and dry waste and leave it outside the door before 9 AM.',
    priority: pick(['urgent', 'high', 'normal', 'low'], i),
    is_active: i % 10 !== 9,
    created_at: at(i),
  }));
  await insertBatches(guidelineRows, (b) => db.insert(dosAndDonts).values(b));

  // One real PDF per invoice bucket; the resident's invoices point at it.
  const pdfName = 'bench-invoice.pdf';
  await t.app.ctx.storage.put('maintenance-invoices', pdfName, PDF);
  await t.app.ctx.storage.put('repair-invoices', pdfName, PDF);
  const invoiceRow = (i: number, prefix: string) => ({
    flat_no: owner(i).flat_no,
    invoice_number: `${prefix}-${2026}-${String(i).padStart(4, '0')}`,
    invoice_date: addDays(today, -(i % 730)),
    amount: '3500.00',
    description: 'Quarterly maintenance',
    due_date: addDays(today, 15 - (i % 730)),
    pdf_url: i % 2 === 0 ? pdfName : `missing-${i}.pdf`,
    created_at: at(i),
  });
  await insertBatches(
    Array.from({ length: ROWS }, (_, i) => invoiceRow(i, 'MNT')),
    (b) => db.insert(maintenanceInvoices).values(b),
  );
  await insertBatches(
    Array.from({ length: ROWS }, (_, i) => ({
      ...invoiceRow(i, 'REP'),
      repair_type: pick(['electrical', 'plumbing', 'painting', 'carpentry', 'masonry', 'other'], i),
    })),
    (b) => db.insert(repairInvoices).values(b),
  );

  const galleryRows = Array.from({ length: ROWS }, (_, i) => ({
    title: `Photo ${i}`,
    description: i % 2 ? 'The podium at sunset' : null,
    image_url: `/api/files/gallery/photo-${i}.jpg`,
    category: pick(['general', 'amenity', 'view', 'facility', 'event'], i),
    display_order: i % 50,
    is_active: i % 10 !== 9,
    created_at: at(i),
  }));
  await insertBatches(galleryRows, (b) => db.insert(galleryImages).values(b));

  const [myMembership] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.user_id, meId))
    .limit(1);
  const [myBooking] = await db
    .select({ id: hallBookings.id })
    .from(hallBookings)
    .where(eq(hallBookings.user_id, meId))
    .limit(1);
  const [myMaintenance] = await db
    .select({ id: maintenanceInvoices.id })
    .from(maintenanceInvoices)
    .where(eq(maintenanceInvoices.pdf_url, pdfName))
    .limit(1);
  const [myRepair] = await db
    .select({ id: repairInvoices.id })
    .from(repairInvoices)
    .where(eq(repairInvoices.pdf_url, pdfName))
    .limit(1);
  return {
    planId: plans[0].id,
    membershipId: myMembership.id,
    bookingId: myBooking.id,
    maintenanceId: myMaintenance.id,
    repairId: myRepair.id,
    today,
  };
}

async function main() {
  const url = process.env.TEST_DATABASE_URL;
  const t = await createTestApp();
  const dbLabel =
    t.database.kind === 'postgres' && url
      ? `PostgreSQL (fresh database on ${new URL(url).host}, via TEST_DATABASE_URL)`
      : 'embedded PGlite (in memory)';
  try {
    console.log(`Database: ${dbLabel}`);
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `Host: ${cpus().length} CPUs, load average ${load} (a load above the CPU count inflates the numbers and their spread)`,
    );
    const setupStart = performance.now();
    const me = await signUpResident(t, { name: 'Bench Resident', flat_no: 'A-101' });
    const others: Resident[] = [];
    for (let i = 0; i < OTHER_RESIDENTS; i++) others.push(await signUpResident(t));
    const emails = [me.email, ...others.map((o) => o.email)];
    const idRows = await t.database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    const idOf = new Map(idRows.map((r) => [r.email, r.id]));
    const meId = idOf.get(me.email)!;
    const otherOwners = others.map((o) => ({ id: idOf.get(o.email)!, flat_no: o.flat_no }));
    const ids = await seed(t, me, meId, otherOwners);
    console.log(
      `Seeded ${ROWS} rows in each table (half of memberships, bookings, parking, repairs, feedback and invoices ` +
        `belong to the measured resident ${me.flat_no}; the rest to ${OTHER_RESIDENTS} other residents) ` +
        `in ${((performance.now() - setupStart) / 1000).toFixed(1)} s.`,
    );
    console.log(
      `GETs: ${GET_WARMUPS} warm-ups then ${GET_SAMPLES} samples; POSTs: ${POST_WARMUPS} warm-ups then ${POST_SAMPLES} samples.`,
    );
    process.stderr.write('Measuring...\n');

    const cookie = { cookie: me.cookie };
    const get = (url: string) => () => t.app.inject({ method: 'GET', url, headers: cookie });
    const getEndpoints: [string, string][] = [
      ['GET /api/me', '/api/me'],
      ['GET /api/settings', '/api/settings'],
      ['GET /api/gallery', '/api/gallery'],
      ['GET /api/membership-plans', '/api/membership-plans'],
      ['GET /api/memberships', '/api/memberships'],
      ['GET /api/dashboard', '/api/dashboard'],
      ['GET /api/memberships/:id/receipt', `/api/memberships/${ids.membershipId}/receipt`],
      ['GET /api/announcements', '/api/announcements'],
      ['GET /api/announcements?pageSize=100', '/api/announcements?pageSize=100'],
      ['GET /api/dos-and-donts', '/api/dos-and-donts'],
      ['GET /api/feedback', '/api/feedback'],
      ['GET /api/hall-bookings', '/api/hall-bookings'],
      ['GET /api/hall-bookings/:id/receipt', `/api/hall-bookings/${ids.bookingId}/receipt`],
      ['GET /api/parking-registrations', '/api/parking-registrations'],
      ['GET /api/house-repairs', '/api/house-repairs'],
      ['GET /api/invoices/maintenance', '/api/invoices/maintenance'],
      ['GET /api/invoices/repair', '/api/invoices/repair'],
      ['GET /api/invoices/maintenance/:id/pdf', `/api/invoices/maintenance/${ids.maintenanceId}/pdf`],
      ['GET /api/invoices/repair/:id/pdf', `/api/invoices/repair/${ids.repairId}/pdf`],
    ];
    for (const [name, url] of getEndpoints) await measure(name, get(url));

    // ---- writes ----
    const postOpts = { warmups: POST_WARMUPS, samples: POST_SAMPLES };
    await measure(
      'POST /api/memberships',
      (i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/memberships',
          headers: cookie,
          payload: {
            plan_id: ids.planId,
            members: [{ name: `Bench Member ${i}`, phone: '9876543210', age: 30 }],
            payment_transaction_id: `BENCH${i + 100}4321`,
            payment_last_4_digits: '4321',
          },
        }),
      postOpts,
    );

    await measure(
      'POST /api/hall-bookings',
      (i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/hall-bookings',
          headers: cookie,
          payload: {
            applicant_name: 'Bench Resident',
            contact_number: '9876543210',
            flat_no: me.flat_no,
            event_date: addDays(ids.today, 10 + (i + POST_WARMUPS)),
            event_name: 'Birthday',
            booking_option: 'member_half_day',
            event_time: 'evening',
            payment_method: 'online',
            payment_transaction_id: `HBBENCH${i + 100}`,
            expected_guests: 40,
            additional_notes: '',
          },
        }),
      { ...postOpts, expected: 201 },
    );

    await measure(
      'POST /api/parking-registrations (multipart)',
      (i) =>
        postForm(
          t,
          '/api/parking-registrations',
          {
            owner_name: 'Bench Resident',
            flat_no: me.flat_no,
            contact_number: '9876543210',
            vehicles: JSON.stringify([
              {
                car_number: `MH02BE${String(i + 100).padStart(4, '0')}`,
                slot_type: 'owned_covered',
                slot_number: '',
              },
            ]),
          },
          me,
          { field: 'rc_copy', name: 'rc.pdf', bytes: PDF },
        ),
      { ...postOpts, expected: 201, note: 'with a small PDF RC copy' },
    );

    await measure(
      'POST /api/house-repairs (multipart)',
      (i) =>
        postForm(
          t,
          '/api/house-repairs',
          {
            applicant_name: 'Bench Resident',
            flat_no: me.flat_no,
            contact_number: '9876543210',
            email: 'bench@example.com',
            work_type: 'Plumbing',
            work_description: `Bench request ${i}`,
            duration_days: '10',
            start_date: addDays(ids.today, 5),
            contractor_name: 'A1 Contractors',
            contractor_address: 'Shop 4, Linking Road',
            contractor_contact: '9876501234',
            cheque_number: '123456',
            cheque_date: ids.today,
            bank_name: 'State Bank of India',
            amount: '25000',
            terms_accepted: 'true',
          },
          me,
          { field: 'repair_plans', name: 'plans.pdf', bytes: PDF },
        ),
      { ...postOpts, expected: 201, note: 'with a small PDF plan' },
    );

    // Feedback: 3 per user per 10 minutes, so every 3 posts come from a freshly signed-up resident
    // (sign-up is outside the timed part). The warm-ups use one more fresh resident.
    let poster: Resident = me;
    await measure(
      'POST /api/feedback',
      (i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/feedback',
          headers: { cookie: poster.cookie },
          payload: {
            name: 'Bench Resident',
            email: 'bench@example.com',
            category: 'maintenance',
            priority: 'normal',
            subject: `Bench feedback ${i}`,
            message: 'The corridor light on the third floor is flickering.',
          },
        }),
      {
        warmups: FEEDBACK_PER_RESIDENT,
        samples: FEEDBACK_SAMPLES,
        expected: 200,
        note: `rate limit 3/10 min/user: ${FEEDBACK_RESIDENTS} fresh residents x 3 posts`,
        before: async (i) => {
          if ((i + FEEDBACK_PER_RESIDENT) % FEEDBACK_PER_RESIDENT === 0) poster = await signUpResident(t);
        },
      },
    );

    console.log('');
    printTable(`Resident API latency (${dbLabel}; in-process app.inject, no network)`);
    const slow = results.filter((r) => median([...r.samples].sort((a, b) => a - b)) > 50);
    console.log('');
    console.log(
      slow.length
        ? `Slow (median > 50 ms): ${slow.map((r) => r.endpoint).join(', ')}`
        : 'Nothing slow: every median is at most 50 ms.',
    );
  } finally {
    await t.close();
  }
}

main().catch((err) => {
  if (err instanceof BenchAbort) console.error(`\nBENCHMARK ABORTED: ${err.message}`);
  else console.error(err);
  process.exit(1);
});
