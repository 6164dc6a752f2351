// What the tests read straight from the database to see what a request did: a user's id, the mails an address
// was sent, the audit rows about one record.
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { mailOutbox, securityAuditLog, users } from '../db/schema.ts';
import type { TestApp } from './harness.ts';

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
