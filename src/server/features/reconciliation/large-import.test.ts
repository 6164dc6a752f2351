// A large statement (more lines than STATEMENT_TASK_LINES) is checked and stored in its request, then read by a
// task: while it runs, the task shows the lines read, the credits matched and those left, a batch at a time; its
// final figures are those of the same lines imported in statements small enough to be read in their request; a
// second import of the same statement while the first runs counts each credit once; a bad large file still
// answers at once naming its line, writing nothing.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates.ts';
import {
  reconciliationAdminApi as api,
  importOfTask,
  STATEMENT_TASK_LINES,
  STATEMENT_TEXT,
  type StatementImport,
  type StatementReading,
} from '../../../shared/reconciliation-admin.ts';
import { reportedPaymentsApi } from '../../../shared/reported-payments.ts';
import { isFinished, type Task, tasksAdminApi } from '../../../shared/tasks.ts';
import { bankStatementLines, bankStatements, reconciliationProposals } from '../../db/schema.ts';
import { addFlatWithBill, signUpConfirmedResident } from '../../test/fixtures.ts';
import {
  createTestApp,
  postForm,
  type Resident,
  signUpAdmin,
  storedDocumentCount,
  type TestApp,
} from '../../test/harness.ts';

const FLATS = 20;
const UTR = '433077770001';
/** Eight batches of the task's read: long enough (seconds) for its progress to be seen between them. */
const LINES = 8_000;

/** A society of FLATS flats each owing one bill, and a resident of the first who reported paying it by UPI. */
async function society() {
  const t = await createTestApp();
  const admin = await signUpAdmin(t);
  for (let i = 1; i <= FLATS; i++)
    await addFlatWithBill(t, {
      wing: 'G',
      flat_no: `G-${100 + i}`,
      bill_paise: 250_000 + i * 100,
      bill_number: `MB/2026-27/${String(i).padStart(4, '0')}`,
    });
  const resident = await signUpConfirmedResident(t, admin, { flat_no: 'G-101', name: 'Meera Shah' });
  const reported = await t.as(resident).upload(reportedPaymentsApi.report, {
    amount: '2501.00',
    paid_on: addDays(todayIn('Asia/Kolkata'), -3),
    mode: 'upi',
    reference: UTR,
  });
  expect(reported.statusCode, reported.body).toBe(201);
  return { t, admin };
}

const HEAD = 'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance';
const stated = (ago: number) => {
  const [y, m, d] = addDays(todayIn('Asia/Kolkata'), -ago).split('-');
  return `${d}/${m}/${y.slice(2)}`;
};
/**
 * LINES lines over 30 days: G-101's reported UTR, a credit naming each other flat with its bill, and the rest
 * credits from payers no rule knows (amounts no flat owes) and debits, one in four.
 */
function statementLines() {
  const lines: string[] = [];
  lines.push(
    `${stated(2)},UPI-S KAPOOR-skapoor@okaxis-UTIB0000123-${UTR}-PAYMENT,0000${UTR},${stated(2)},,2501.00,`,
  );
  for (let i = 2; i <= FLATS; i++) {
    const rupees = ((250_000 + i * 100) / 100).toFixed(2);
    const rrn = `4330880${String(i).padStart(5, '0')}`;
    lines.push(
      `${stated(i)},UPI-R KUMAR-rk${i}@okhdfcbank-HDFC0001234-${rrn}-G${100 + i} MAINT,${rrn},,,${rupees},`,
    );
  }
  for (let k = lines.length; k < LINES; k++) {
    const ago = 1 + (k % 30);
    const amount = (100 + k / 100).toFixed(2);
    lines.push(
      k % 4 === 0
        ? `${stated(ago)},NEFT DR-VENDOR ${k},N${k},,${amount},,`
        : `${stated(ago)},IMPS-5${String(k).padStart(11, '0')}-V NAIR-SBI-NA,5${String(k).padStart(11, '0')},,,${amount},`,
    );
  }
  return lines;
}
/** The UTR's and the flats' credits, and the unknown payers' (every line k of FLATS… not a multiple of 4). */
const CREDITS =
  FLATS + Array.from({ length: LINES - FLATS }, (_, i) => FLATS + i).filter((k) => k % 4).length;

const csv = (lines: string[]) => Buffer.from([HEAD, ...lines].join('\r\n'));
const upload = (t: TestApp, admin: Resident, lines: string[]) =>
  postForm(t, api.importStatement.path, {}, admin, { field: 'file', name: 'year.csv', bytes: csv(lines) });

/** Follows an import task to its end, as the screen does; returns every state it was seen in. */
async function follow(t: TestApp, admin: Resident, reading: StatementReading) {
  const seen: Task[] = [reading.task];
  while (!isFinished(seen[seen.length - 1])) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    const res = await t.as(admin).call(tasksAdminApi.get, { id: reading.task.id });
    expect(res.statusCode, res.body).toBe(200);
    seen.push(res.json());
  }
  return seen;
}

const totals = async (t: TestApp) => ({
  lines: (await t.database.db.select({ n: count() }).from(bankStatementLines))[0].n,
  proposals: (await t.database.db.select({ n: count() }).from(reconciliationProposals))[0].n,
  statements: (await t.database.db.select({ n: count() }).from(bankStatements))[0].n,
});

let t: TestApp;
let admin: Resident;
beforeAll(async () => {
  ({ t, admin } = await society());
});
afterAll(() => t.close());

describe('a large statement', () => {
  let result: StatementImport;

  it('is read by a task whose lines read, credits matched and left are seen while it runs', async () => {
    const res = await upload(t, admin, statementLines());
    expect(res.statusCode, res.body).toBe(202);
    const reading = res.json();
    if (!('task' in reading)) throw new Error('a large statement is read by a task');
    expect(reading).toMatchObject({ layout: 'hdfc', task: { status: 'running' } });
    const seen = await follow(t, admin, reading);
    const done = seen[seen.length - 1];
    expect(done).toMatchObject({ status: 'done', total: LINES, done: LINES, failed: 0 });
    // Between batches: some lines read, not all, and the figures so far.
    const between = seen.filter((s) => s.status === 'running' && s.done > 0 && s.done < LINES);
    expect(between.length, 'progress seen between batches').toBeGreaterThan(0);
    for (const s of between) {
      expect(s.done % 1_000).toBe(0);
      expect(s.figures.matched + s.figures.left).toBeLessThanOrEqual(CREDITS);
      expect(s.figures.matched).toBeLessThanOrEqual(FLATS);
    }
    result = importOfTask(reading, done);
    expect(result).toMatchObject({
      lines_read: LINES,
      lines_new: LINES,
      duplicates: 0,
      credits_new: CREDITS,
      matched: FLATS,
      left: CREDITS - FLATS,
      by_confidence: { high: FLATS, medium: 0, low: 0 },
      auto_confirmed: 0,
    });
    expect(await totals(t)).toEqual({ lines: LINES, proposals: FLATS, statements: 1 });
  });

  it('ends with the figures of the same lines imported in statements read in their request', async () => {
    const other = await society();
    try {
      const lines = statementLines();
      const sums = { lines_new: 0, credits_new: 0, matched: 0, left: 0, high: 0, medium: 0, low: 0 };
      for (let from = 0; from < lines.length; from += STATEMENT_TASK_LINES) {
        const res = await upload(other.t, other.admin, lines.slice(from, from + STATEMENT_TASK_LINES));
        expect(res.statusCode, res.body).toBe(201);
        const part = res.json();
        if ('task' in part) throw new Error('a small statement is read in its request');
        sums.lines_new += part.lines_new;
        sums.credits_new += part.credits_new;
        sums.matched += part.matched;
        sums.left += part.left;
        sums.high += part.by_confidence.high;
        sums.medium += part.by_confidence.medium;
        sums.low += part.by_confidence.low;
      }
      expect(sums).toEqual({
        lines_new: result.lines_new,
        credits_new: result.credits_new,
        matched: result.matched,
        left: result.left,
        ...result.by_confidence,
      });
    } finally {
      await other.t.close();
    }
  });

  it('imported twice at once, stores each line and matches each credit once', async () => {
    const fresh = await society();
    try {
      const lines = statementLines();
      const [first, second] = await Promise.all([
        upload(fresh.t, fresh.admin, lines),
        upload(fresh.t, fresh.admin, lines),
      ]);
      expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([202, 202]);
      const results = await Promise.all(
        [first.json(), second.json()].map(async (reading) => {
          if (!('task' in reading)) throw new Error('a large statement is read by a task');
          const seen = await follow(fresh.t, fresh.admin, reading);
          expect(seen[seen.length - 1].status).toBe('done');
          return importOfTask(reading, seen[seen.length - 1]);
        }),
      );
      expect(results[0].lines_new + results[1].lines_new).toBe(LINES);
      expect(results[0].duplicates + results[1].duplicates).toBe(LINES);
      expect(results[0].credits_new + results[1].credits_new).toBe(CREDITS);
      expect(results[0].matched + results[1].matched).toBe(FLATS);
      expect(await totals(fresh.t)).toEqual({ lines: LINES, proposals: FLATS, statements: 2 });
    } finally {
      await fresh.t.close();
    }
  });

  it('with a bad line is refused at once naming it, and nothing is written or stored', async () => {
    const before = await totals(t);
    const files = await storedDocumentCount(t);
    const lines = statementLines();
    lines[5_000] = lines[5_000].replace(stated(1 + (5_000 % 30)), '31/02/26');
    const res = await upload(t, admin, lines);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe(STATEMENT_TEXT.badDate(5_002, '31/02/26'));
    expect(await totals(t)).toEqual(before);
    expect(await storedDocumentCount(t)).toBe(files);
  });
});
