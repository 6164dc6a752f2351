// What the tests read straight from the database to see what a request did (a user's id, the mails an address
// was sent, the audit rows about one record), and the accounts' usual setup: a flat owing a bill, its resident.
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { addDays, todayIn } from '../../shared/dates.ts';
import { isPending, type PendingApproval } from '../../shared/money-approvals.ts';
import { flats, mailOutbox, securityAuditLog, users } from '../db/schema.ts';
import { postEntries } from '../features/dues/ledger-store.ts';
import { confirmFlat, type Resident, signUpResident, type TestApp } from './harness.ts';

/** The user id of an address (a resident's, or any signed-up user's). */
export async function userIdOf(t: TestApp, email: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The mails written to an address, newest first; only those whose subject matches when a LIKE pattern is given ('%' for any text). */
export const mailsTo = (t: TestApp, to: string, subject?: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), subject === undefined ? undefined : like(mailOutbox.subject, subject)))
    .orderBy(desc(mailOutbox.created_at));

/** The audit rows whose details name a record (`details[key] = id`), oldest first. */
export const auditsOf = (t: TestApp, key: string, id: string) =>
  t.database.db
    .select()
    .from(securityAuditLog)
    .where(sql`${securityAuditLog.details}->>${key} = ${id}`)
    .orderBy(securityAuditLog.created_at);

/**
 * A flat of the register owing one bill: posted to its ledger `daysAgo` days before today (in the society's time
 * zone), due 15 days after. Returns the flat's id.
 */
export async function addFlatWithBill(
  t: TestApp,
  flat: { wing: string; flat_no: string; bill_paise: number; bill_number: string; daysAgo?: number },
) {
  const [row] = await t.database.db
    .insert(flats)
    .values({ wing: flat.wing, flat_no: flat.flat_no })
    .returning({ id: flats.id });
  const date = addDays(todayIn(t.app.ctx.config.SOCIETY_TIMEZONE), -(flat.daysAgo ?? 20));
  await t.database.db.transaction((tx) =>
    postEntries(tx, [
      {
        flat_id: row.id,
        kind: 'bill',
        entry_date: date,
        due_date: addDays(date, 15),
        amount_paise: flat.bill_paise,
        number: flat.bill_number,
        description: `Maintenance bill ${flat.bill_number}`,
      },
    ]),
  );
  return row.id;
}

/** A resident signed up for a flat of the register and confirmed on it by the office. */
export async function signUpConfirmedResident(
  t: TestApp,
  office: Resident,
  resident: { flat_no: string; name: string },
) {
  const signedUp = await signUpResident(t, resident);
  await confirmFlat(t, signedUp, office);
  return signedUp;
}

/** A money action's answer when it was done (the rule of a second approver off); a test fails if it is pending. */
export function done<T extends object>(answer: T): Exclude<T, PendingApproval> {
  if (isPending(answer)) throw new Error(`${answer.pending_approval.kind} was sent for approval`);
  // Not pending, so the action's own answer (a generic type does not narrow by itself).
  return answer as Exclude<T, PendingApproval>;
}
