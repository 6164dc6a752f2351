// Attendance Management through the real app: the staff register with its ID proof, marking and editing days with
// the leave arithmetic (also two admins at once), manual adjustment, the month view and its CSV, public holidays,
// and the refusals: each a clear 4xx with nothing written.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_TEXT } from '../../../shared/attendance/common.ts';
import { ATTENDANCE_CSV_COLUMNS } from '../../../shared/attendance/daily.ts';
import { attendanceAdminApi } from '../../../shared/attendance.ts';
import type { Endpoint } from '../../../shared/contract.ts';
import { addDays, todayIn } from '../../../shared/dates.ts';
import { documentsApi } from '../../../shared/documents.ts';
import {
  attendanceRecords,
  leaveBalances,
  securityAuditLog,
  staffMembers,
  storedFiles,
} from '../../db/schema.ts';
import type { Reply } from '../../test/client.ts';
import {
  createTestApp,
  type Resident,
  sampleImage,
  signUpAdmin,
  signUpResident,
  storedDocumentCount,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
let member: Resident;

interface Staff {
  id: string;
  name: string;
  department: string;
  is_active: boolean;
  id_proof_url: string | null;
  staff_type: string | null;
}
interface Balance {
  staff_id: string;
  balance_id: string | null;
  paid_leave_balance: number | null;
  casual_leave_balance: number | null;
  comp_off_balance: number | null;
  sick_leave_balance: number | null;
}
interface Record_ {
  id: string;
  staff_id: string;
  staff_name: string;
  attendance_date: string;
  status: string;
  notes: string | null;
}

const TODAY = todayIn('Asia/Kolkata');
const THIS_YEAR = Number(TODAY.slice(0, 4));
/** Days are marked in last year: any of its dates is past, whatever today is (the future is refused). */
const PAST_YEAR = THIS_YEAR - 1;

const api = attendanceAdminApi;
const ok = async <T>(p: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200) => {
  const res = await p;
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
};
const refused = async (p: Promise<Reply<Endpoint>>, status: number, message: string) => {
  const res = await p;
  expect(res.statusCode, res.body).toBe(status);
  expect(res.error().message).toBe(message);
};

async function addStaff(fields: Record<string, string>, file?: Buffer) {
  const res = await t
    .as(admin)
    .upload(
      api.addStaff,
      { role: 'Security Guard', department: 'security', ...fields },
      file ? { field: 'id_proof', name: 'aadhaar.jpg', bytes: file } : undefined,
    );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Staff;
}
const mark = (staff_id: string, attendance_date: string, status: string, notes?: string) =>
  t.as(admin).send(api.mark, { staff_id, attendance_date, status, notes });
const balanceOf = async (staffId: string, year = PAST_YEAR) => {
  const [row] = await t.database.db
    .select()
    .from(leaveBalances)
    .where(sql`${leaveBalances.staff_id} = ${staffId} and ${leaveBalances.year} = ${year}`);
  return row;
};
const rowCounts = async () => {
  const db = t.database.db;
  const n = async (table: typeof staffMembers | typeof leaveBalances | typeof attendanceRecords) =>
    (await db.select({ n: count() }).from(table))[0].n;
  return [await n(staffMembers), await n(leaveBalances), await n(attendanceRecords)];
};
const auditCount = async (action: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(securityAuditLog)
      .where(eq(securityAuditLog.action, action))
  )[0].n;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  member = await signUpResident(t);
});
afterAll(() => t?.close());

describe('the staff register', () => {
  it('adds a staff member with the registration details and ID proof, and this year’s balances, audited', async () => {
    const before = storedDocumentCount(t);
    const staff = await addStaff(
      {
        name: 'Ramesh Patil',
        email: 'ramesh@example.com',
        phone: '98200 12345',
        joining_date: '2024-04-01',
        staff_type: 'Permanent',
        address: 'Room 4, Shivaji Nagar\nMumbai',
        work_timings: '8 am – 8 pm',
        salary_details: '₹18,000 a month',
        reference_details: 'Suresh More, 9820098200',
        identity_proof_type: 'Aadhaar Card',
        identity_proof_number: '1234 5678 9012',
      },
      await sampleImage('jpeg'),
    );
    expect(staff).toMatchObject({
      name: 'Ramesh Patil',
      department: 'security',
      is_active: true,
      staff_type: 'Permanent',
    });
    expect(staff.id_proof_url).toMatch(/\.jpg$/);
    expect(storedDocumentCount(t)).toBe(before + 1);
    expect(await balanceOf(staff.id, THIS_YEAR)).toMatchObject({
      paid_leave_balance: 12,
      casual_leave_balance: 12,
      comp_off_balance: 0,
      sick_leave_balance: 7,
    });
    expect(await auditCount('staff_member_added')).toBeGreaterThanOrEqual(1);

    // The ID proof is served to admins only, as the re-encoded image.
    const proof = await t.as(admin).call(documentsApi.file, { name: staff.id_proof_url! });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/jpeg');
    expect((await t.as(member).call(documentsApi.file, { name: staff.id_proof_url! })).statusCode).toBe(404);
  });

  it('refuses bad input and a member, writing nothing and keeping no file', async () => {
    const before = await rowCounts();
    const files = storedDocumentCount(t);
    const form = (fields: Record<string, string>, who: Resident = admin, file?: Buffer) =>
      t
        .as(who)
        .upload(api.addStaff, fields, file ? { field: 'id_proof', name: 'x.png', bytes: file } : undefined);
    const cases: [Record<string, string>, string][] = [
      [{ role: 'Guard' }, 'This field is required'],
      [{ name: 'A', role: 'Guard', department: 'kitchen' }, ATTENDANCE_TEXT.departmentInvalid],
      [{ name: 'A', role: 'Guard', email: 'nope' }, 'Invalid email format'],
      [{ name: 'A', role: 'Guard', phone: '123' }, 'Phone number must be 10-15 digits'],
      [{ name: 'A', role: 'Guard', joining_date: '0000-01-01' }, 'Please enter a valid date'],
    ];
    for (const [fields, message] of cases) {
      const res = await form(fields, admin, await sampleImage('png'));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.error().message).toBe(message);
    }
    const notImage = await form({ name: 'A', role: 'Guard' }, admin, Buffer.from('MZ not an image at all'));
    expect(notImage.statusCode).toBe(400);
    expect((await form({ name: 'A', role: 'Guard' }, member)).statusCode).toBe(403);
    expect(await rowCounts()).toEqual(before);
    expect(storedDocumentCount(t)).toBe(files);
  });

  it('lists staff paged and searched on the server; deactivates once, then 409; unknown 404', async () => {
    const tag = randomUUID().slice(0, 6);
    const a = await addStaff({ name: `Anita ${tag}`, role: 'Cleaner', department: 'housekeeping' });
    await addStaff({ name: `Bhavesh ${tag}`, role: 'Electrician', department: 'maintenance' });
    const found = await ok<{ items: Staff[]; total: number }>(
      t.as(admin).query(api.staff, `q=${tag}&pageSize=1`),
    );
    expect(found.total).toBe(2);
    expect(found.items.map((s) => s.name)).toEqual([`Anita ${tag}`]);
    const byDept = await ok<{ items: Staff[] }>(
      t.as(admin).query(api.staff, `q=${tag}&department=maintenance`),
    );
    expect(byDept.items.map((s) => s.name)).toEqual([`Bhavesh ${tag}`]);

    const gone = await ok<Staff>(t.as(admin).call(api.deactivateStaff, { id: a.id }));
    expect(gone.is_active).toBe(false);
    await refused(
      t.as(admin).call(api.deactivateStaff, { id: a.id }),
      409,
      ATTENDANCE_TEXT.staffAlreadyInactive,
    );
    await refused(
      t.as(admin).call(api.deactivateStaff, { id: randomUUID() }),
      404,
      ATTENDANCE_TEXT.staffNotFound,
    );
    const active = await ok<{ items: Staff[] }>(t.as(admin).query(api.staff, `q=${tag}&status=active`));
    expect(active.items.map((s) => s.name)).toEqual([`Bhavesh ${tag}`]);
    const options = await ok<{ id: string }[]>(t.as(admin).call(api.staffOptions));
    expect(options.some((o) => o.id === a.id)).toBe(false);
    // No more days for someone who has left.
    await refused(mark(a.id, `${PAST_YEAR}-01-05`, 'present'), 409, ATTENDANCE_TEXT.staffInactive);
    expect(await auditCount('staff_member_deactivated')).toBe(1);
  });
});

describe('marking attendance and the leave arithmetic', () => {
  it('a leave takes a day; marking the day again overwrites and gives it back; editing moves it between leaves', async () => {
    const s = await addStaff({ name: 'Kiran Jadhav' });
    const day = `${PAST_YEAR}-02-02`;
    const first = await ok<Record_>(mark(s.id, day, 'casual_leave', 'Family function'));
    expect(first).toMatchObject({
      staff_name: 'Kiran Jadhav',
      status: 'casual_leave',
      notes: 'Family function',
    });
    expect((await balanceOf(s.id)).casual_leave_balance).toBe(11);

    // Same staff and date again: the one record is overwritten, the casual day comes back.
    const again = await ok<Record_>(mark(s.id, day, 'present'));
    expect(again.id).toBe(first.id);
    expect(again.notes).toBeNull();
    expect((await balanceOf(s.id)).casual_leave_balance).toBe(12);

    const edited = await ok<Record_>(
      t.as(admin).send(api.edit, { status: 'sick_leave', notes: 'Fever', id: first.id }),
    );
    expect(edited).toMatchObject({
      id: first.id,
      attendance_date: day,
      status: 'sick_leave',
      notes: 'Fever',
    });
    expect(await balanceOf(s.id)).toMatchObject({ casual_leave_balance: 12, sick_leave_balance: 6 });
    await ok(t.as(admin).send(api.edit, { status: 'paid_leave', id: first.id }));
    expect(await balanceOf(s.id)).toMatchObject({ sick_leave_balance: 7, paid_leave_balance: 11 });
    // Editing cannot move the record to another staff member or day.
    const moved = await t.as(admin).send(api.edit, {
      status: 'present',
      staff_id: s.id,
      attendance_date: `${PAST_YEAR}-02-03`,
      id: first.id,
    });
    expect(moved.statusCode).toBe(400);
    expect(await auditCount('attendance_marked')).toBeGreaterThanOrEqual(2);
    expect(await auditCount('attendance_updated')).toBeGreaterThanOrEqual(2);
  });

  it('refuses a leave with no balance left (comp off starts at 0), writing nothing', async () => {
    const s = await addStaff({ name: 'Zero Compoff' });
    const before = await rowCounts();
    await refused(mark(s.id, `${PAST_YEAR}-03-03`, 'comp_off'), 400, ATTENDANCE_TEXT.insufficient);
    expect(await rowCounts()).toEqual(before);
    // An existing present day edited to comp off is refused too, and stays present.
    const rec = await ok<Record_>(mark(s.id, `${PAST_YEAR}-03-04`, 'present'));
    await refused(
      t.as(admin).send(api.edit, { status: 'comp_off', id: rec.id }),
      400,
      ATTENDANCE_TEXT.insufficient,
    );
    const [stored] = await t.database.db
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.id, rec.id));
    expect(stored.status).toBe('present');
  });

  it('two leaves marked at once on a balance of 1: exactly one succeeds', async () => {
    const s = await addStaff({ name: 'Concurrent Casual' });
    await ok(mark(s.id, `${PAST_YEAR}-04-05`, 'present')); // the year's balance row, set to 1 below
    await t.database.db
      .update(leaveBalances)
      .set({ casual_leave_balance: 1 })
      .where(eq(leaveBalances.staff_id, s.id));
    const results = await Promise.all([
      mark(s.id, `${PAST_YEAR}-04-06`, 'casual_leave'),
      mark(s.id, `${PAST_YEAR}-04-07`, 'casual_leave'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.error().message).toBe(ATTENDANCE_TEXT.insufficient);
    expect((await balanceOf(s.id)).casual_leave_balance).toBe(0);
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(attendanceRecords)
      .where(eq(attendanceRecords.staff_id, s.id));
    expect(n).toBe(2);
  });

  it('a leave in a year without a balance creates that year’s balance with the defaults', async () => {
    const s = await addStaff({ name: 'Next Year' });
    const year = THIS_YEAR - 2;
    expect(await balanceOf(s.id, year)).toBeUndefined();
    await ok(mark(s.id, `${year}-01-02`, 'sick_leave'));
    expect(await balanceOf(s.id, year)).toMatchObject({ sick_leave_balance: 6, paid_leave_balance: 12 });
  });

  it('refuses unknown ids, impossible dates, unknown statuses and members; nothing is written', async () => {
    const s = await addStaff({ name: 'Refusals' });
    const before = await rowCounts();
    await refused(mark(randomUUID(), `${PAST_YEAR}-01-02`, 'present'), 404, ATTENDANCE_TEXT.staffNotFound);
    await refused(mark(s.id, '0000-01-01', 'present'), 400, 'Please enter a valid date');
    await refused(mark(s.id, `${PAST_YEAR}-02-30`, 'present'), 400, 'Please enter a valid date');
    await refused(mark(s.id, `${PAST_YEAR}-01-02`, 'on_duty'), 400, ATTENDANCE_TEXT.statusRequired);
    await refused(mark('', `${PAST_YEAR}-01-02`, 'present'), 400, ATTENDANCE_TEXT.staffRequired);
    await refused(
      t.as(admin).send(api.edit, { status: 'present', id: randomUUID() }),
      404,
      ATTENDANCE_TEXT.recordNotFound,
    );
    for (const [e, query] of [
      [api.staff, ''],
      [api.attendance, `year=${THIS_YEAR}`],
      [api.balances, `year=${THIS_YEAR}`],
      [api.export, `year=${THIS_YEAR}&month=1`],
    ] as const)
      expect((await t.as(member).query(e, query)).statusCode).toBe(403);
    expect((await t.as(member).send(api.mark, { staff_id: s.id })).statusCode).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('dates that cannot be true', () => {
  it('refuses attendance for a day still to come (tomorrow, 2030), in the dialog’s route and the day’s, writing nothing', async () => {
    const s = await addStaff({ name: 'Future Day' });
    const before = await rowCounts();
    for (const date of [addDays(TODAY, 1), '2030-06-03']) {
      await refused(mark(s.id, date, 'present'), 400, ATTENDANCE_TEXT.futureDate);
      const day = await t.as(admin).send(api.markDay, {
        attendance_date: date,
        entries: [{ staff_id: s.id, status: 'present' }],
      });
      expect(day.statusCode).toBe(400);
      expect(day.error()).toMatchObject({
        message: ATTENDANCE_TEXT.futureDate,
        fields: { attendance_date: ATTENDANCE_TEXT.futureDate },
      });
    }
    expect(await rowCounts()).toEqual(before);
    // Today itself is a day that can be marked.
    await ok(mark(s.id, TODAY, 'present'));
  });
});

describe('a whole day for every staff member', () => {
  interface Day {
    attendance_date: string;
    holiday_name: string | null;
    staff: { staff_id: string; name: string; status: string | null; notes: string | null }[];
  }
  const dayOf = (date: string) => ok<Day>(t.as(admin).query(api.day, `date=${date}`));
  const markDay = (attendance_date: string, entries: object[]) =>
    t.as(admin).send(api.markDay, { attendance_date, entries });

  it('lists every active staff member, saves all in one go, shows what was saved and takes corrections', async () => {
    const tag = randomUUID().slice(0, 6);
    const [, b, c] = [
      await addStaff({ name: `Day A ${tag}` }),
      await addStaff({ name: `Day B ${tag}` }),
      await addStaff({ name: `Day C ${tag}` }),
    ];
    const date = `${PAST_YEAR}-06-10`;
    const mine = (d: Day) => d.staff.filter((x) => x.name.endsWith(tag));
    const fresh = await dayOf(date);
    expect(mine(fresh).map((x) => [x.name, x.status])).toEqual([
      [`Day A ${tag}`, null],
      [`Day B ${tag}`, null],
      [`Day C ${tag}`, null],
    ]);

    // Everyone present but B, on sick leave with a note.
    const entries = fresh.staff.map((x) => ({
      staff_id: x.staff_id,
      status: x.staff_id === b.id ? 'sick_leave' : 'present',
      notes: x.staff_id === b.id ? 'Fever' : '',
    }));
    const saved = await ok<{ saved: number }>(markDay(date, entries));
    expect(saved.saved).toBe(fresh.staff.length);
    expect(mine(await dayOf(date)).map((x) => [x.status, x.notes])).toEqual([
      ['present', null],
      ['sick_leave', 'Fever'],
      ['present', null],
    ]);
    expect((await balanceOf(b.id)).sick_leave_balance).toBe(6);

    // Corrected: B was present after all, C absent. The sick day comes back.
    const audits = await auditCount('attendance_marked');
    await ok(
      markDay(
        date,
        entries.map((e) =>
          e.staff_id === b.id
            ? { ...e, status: 'present', notes: '' }
            : e.staff_id === c.id
              ? { ...e, status: 'absent' }
              : e,
        ),
      ),
    );
    expect(mine(await dayOf(date)).map((x) => x.status)).toEqual(['present', 'present', 'absent']);
    expect((await balanceOf(b.id)).sick_leave_balance).toBe(7);
    // Only the two rows that changed are written again.
    expect(await auditCount('attendance_marked')).toBe(audits + 2);
  });

  it('is one transaction: a leave with no balance names the row and writes nothing for anyone', async () => {
    const tag = randomUUID().slice(0, 6);
    const ok1 = await addStaff({ name: `All Or None 1 ${tag}` });
    const ok2 = await addStaff({ name: `All Or None 2 ${tag}` });
    const date = `${PAST_YEAR}-06-11`;
    const before = await rowCounts();
    const res = await markDay(date, [
      { staff_id: ok1.id, status: 'present' },
      { staff_id: ok2.id, status: 'comp_off' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.error()).toMatchObject({
      message: `All Or None 2 ${tag}: ${ATTENDANCE_TEXT.insufficient}`,
      fields: { 'entries.1.status': ATTENDANCE_TEXT.insufficient },
    });
    expect(await rowCounts()).toEqual(before);

    await refused(markDay(date, []), 400, ATTENDANCE_TEXT.dayEmpty);
    await refused(
      markDay(date, [
        { staff_id: ok1.id, status: 'present' },
        { staff_id: ok1.id, status: 'absent' },
      ]),
      400,
      ATTENDANCE_TEXT.dayStaffRepeated,
    );
    await refused(
      markDay(date, [{ staff_id: randomUUID(), status: 'present' }]),
      404,
      ATTENDANCE_TEXT.staffNotFound,
    );
    expect(await rowCounts()).toEqual(before);
    expect((await t.as(member).query(api.day, `date=${date}`)).statusCode).toBe(403);
  });

  it('names the day’s public holiday', async () => {
    const date = `${PAST_YEAR}-08-15`;
    await ok(
      t.as(admin).send(api.addHoliday, {
        holiday_name: 'Independence Day',
        holiday_date: date,
        year: PAST_YEAR,
      }),
      201,
    );
    expect((await dayOf(date)).holiday_name).toBe('Independence Day');
  });
});

describe('leave balances', () => {
  it('adjusts by one day up or down, never below 0, audited; unknown staff 404', async () => {
    const s = await addStaff({ name: 'Adjust Me' });
    const adjust = (leave_type: string, delta: number, year = THIS_YEAR, staff_id = s.id) =>
      t.as(admin).send(api.adjust, { staff_id, year, leave_type, delta });
    const up = await ok<Balance>(adjust('comp_off', 1));
    expect(up).toMatchObject({ staff_id: s.id, comp_off_balance: 1 });
    await ok(adjust('comp_off', -1));
    await refused(adjust('comp_off', -1), 400, ATTENDANCE_TEXT.belowZero);
    expect((await balanceOf(s.id, THIS_YEAR)).comp_off_balance).toBe(0);
    await refused(adjust('comp_off', 5), 400, ATTENDANCE_TEXT.deltaInvalid);
    await refused(adjust('present', 1), 400, ATTENDANCE_TEXT.leaveTypeInvalid);
    await refused(adjust('comp_off', 1, THIS_YEAR, randomUUID()), 404, ATTENDANCE_TEXT.staffNotFound);
    expect(await auditCount('leave_balance_adjusted')).toBe(2);
  });

  it('lists active staff with the year’s balance; a year without them is created on demand', async () => {
    const s = await addStaff({ name: 'Balance Lister' });
    const year = THIS_YEAR - 3;
    const list = await ok<{ items: Balance[]; total: number; missing: number }>(
      t.as(admin).query(api.balances, `year=${year}&q=Balance%20Lister`),
    );
    expect(list.items).toEqual([
      expect.objectContaining({ staff_id: s.id, balance_id: null, casual_leave_balance: null }),
    ]);
    expect(list.missing).toBeGreaterThan(0);
    const made = await ok<{ created: number }>(t.as(admin).send(api.createBalances, { year }));
    expect(made.created).toBe(list.missing);
    const after = await ok<{ items: Balance[]; missing: number }>(
      t.as(admin).query(api.balances, `year=${year}&q=Balance%20Lister`),
    );
    expect(after.missing).toBe(0);
    expect(after.items[0]).toMatchObject({
      paid_leave_balance: 12,
      casual_leave_balance: 12,
      comp_off_balance: 0,
      sick_leave_balance: 7,
    });
    expect((await ok<{ created: number }>(t.as(admin).send(api.createBalances, { year }))).created).toBe(0);
  });
});

describe('the attendance list, month view and CSV', () => {
  it('lists newest first, at most 100 for all staff, all of one staff member’s; the month counted per status', async () => {
    const year = THIS_YEAR - 5;
    const [a, b] = [await addStaff({ name: 'Month Alpha' }), await addStaff({ name: '=Month Beta' })];
    // 120 days of Alpha's (written straight to the table), and a few of Beta's through the API.
    await t.database.db.execute(sql`
      insert into attendance_records (staff_id, attendance_date, status)
      select ${a.id}::uuid, ${`${year}-01-01`}::date + i, case when i % 10 = 0 then 'absent' else 'present' end
      from generate_series(0, 119) as g(i)`);
    await ok(mark(b.id, `${year}-03-02`, 'casual_leave'));
    await ok(mark(b.id, `${year}-03-03`, 'sick_leave'));
    await ok(mark(b.id, `${year}-03-04`, 'public_holiday'));

    const all = await ok<{ items: Record_[]; total: number }>(
      t.as(admin).query(api.attendance, `year=${year}&pageSize=50`),
    );
    expect(all.total).toBe(100);
    expect(all.items[0].attendance_date).toBe(`${year}-04-30`);
    const last = await ok<{ items: Record_[] }>(
      t.as(admin).query(api.attendance, `year=${year}&pageSize=50&page=2`),
    );
    expect(last.items).toHaveLength(50);
    expect(
      (await ok<{ items: Record_[] }>(t.as(admin).query(api.attendance, `year=${year}&pageSize=50&page=3`)))
        .items,
    ).toHaveLength(0);
    const alpha = await ok<{ total: number }>(
      t.as(admin).query(api.attendance, `year=${year}&staff_id=${a.id}`),
    );
    expect(alpha.total).toBe(120);
    const searched = await ok<{ items: Record_[]; total: number }>(
      t.as(admin).query(api.attendance, `year=${year}&q=month%20beta`),
    );
    expect(searched.items.map((r) => r.status)).toEqual(['public_holiday', 'sick_leave', 'casual_leave']);

    const month = await ok<{ items: Record<string, unknown>[]; total: number }>(
      t.as(admin).query(api.month, `year=${year}&month=3&q=month`),
    );
    expect(month.items).toEqual([
      expect.objectContaining({
        name: '=Month Beta',
        casual_leave: 1,
        sick_leave: 1,
        public_holiday: 1,
        present: 0,
        days_marked: 3,
      }),
      expect.objectContaining({ name: 'Month Alpha', present: 28, absent: 3, days_marked: 31 }),
    ]);
    const one = await ok<{ total: number }>(
      t.as(admin).query(api.month, `year=${year}&month=3&staff_id=${b.id}`),
    );
    expect(one.total).toBe(1);

    const csv = await t.as(admin).query(api.export, `year=${year}&month=3&q=month`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`attendance_${year}-03.csv`);
    const rows = parse(csv.body.replace(/^\ufeff/, ''), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0])).toEqual([...ATTENDANCE_CSV_COLUMNS]);
    // A name that starts a formula is written as text.
    expect(rows[0]['Staff Name']).toBe("'=Month Beta");
    expect(rows[1]).toMatchObject({
      'Staff Name': 'Month Alpha',
      Present: '28',
      Absent: '3',
      'Days Marked': '31',
    });
    expect(await auditCount('attendance_exported')).toBe(1);
    await refused(t.as(admin).query(api.month, `year=${year}&month=13`), 400, ATTENDANCE_TEXT.monthInvalid);
  });
});

describe('public holidays', () => {
  it('adds, lists the year’s active ones by date, refuses a second on one date, deactivates and re-adds', async () => {
    const year = THIS_YEAR + 2;
    const addedBefore = await auditCount('public_holiday_added');
    const add = (holiday_name: string, holiday_date: string, y = Number(holiday_date.slice(0, 4))) =>
      t.as(admin).send(api.addHoliday, { holiday_name, holiday_date, year: y });
    const diwali = await ok<{ id: string }>(add('Diwali', `${year}-11-08`), 201);
    await ok(add('Republic Day', `${year}-01-26`), 201);
    await ok(add('Other year', `${year + 1}-01-26`), 201);
    const list = await ok<{ items: { holiday_name: string; year: number }[] }>(
      t.as(admin).query(api.holidays, `year=${year}`),
    );
    expect(list.items.map((h) => h.holiday_name)).toEqual(['Republic Day', 'Diwali']);
    expect(list.items[0].year).toBe(year);

    const [dup1, dup2] = await Promise.all([add('Again', `${year}-11-08`), add('Again', `${year}-11-08`)]);
    expect([dup1.statusCode, dup2.statusCode]).toEqual([409, 409]);
    expect(dup1.error().message).toBe(`A public holiday is already set for 8 Nov ${year}`);

    await ok(t.as(admin).call(api.deactivateHoliday, { id: diwali.id }));
    await refused(
      t.as(admin).call(api.deactivateHoliday, { id: diwali.id }),
      409,
      ATTENDANCE_TEXT.holidayAlreadyInactive,
    );
    await refused(
      t.as(admin).call(api.deactivateHoliday, { id: randomUUID() }),
      404,
      ATTENDANCE_TEXT.holidayNotFound,
    );
    const back = await ok<{ id: string; holiday_name: string }>(add('Deepavali', `${year}-11-08`), 201);
    expect(back).toMatchObject({ id: diwali.id, holiday_name: 'Deepavali' });
    await refused(add('', `${year}-05-01`), 400, 'This field is required');
    await refused(add('Bad', '0000-01-01', year), 400, 'Please enter a valid date');
    // A holiday added to a year's list must fall in that year.
    await refused(add('Next Diwali', `${year + 1}-11-08`, year), 400, `Please choose a date in ${year}`);
    expect(await auditCount('public_holiday_added')).toBe(addedBefore + 4);
    expect(await auditCount('public_holiday_deactivated')).toBe(1);
  });
});

it('stores the ID proof’s file record under the admin who uploaded it', async () => {
  const s = await addStaff({ name: 'Proof Owner' }, await sampleImage('png'));
  const [file] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.name, s.id_proof_url!));
  expect(file).toMatchObject({ bucket: 'documents', reencoded: true });
});
