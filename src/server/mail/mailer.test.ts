// Mail over a real SMTP server started inside the test: the portal's mails arrive with the right recipient,
// subject and link, and a refusing server is recorded without losing the account.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '../../shared/account.ts';
import { sessionApi } from '../../shared/session.ts';
import { mailOutbox } from '../db/schema.ts';
import { cookieOf, createTestApp, PASSWORD, type TestApp } from '../test/harness.ts';
import { decoded, startSmtp } from '../test/smtp.ts';

const SOCIETY = 'Sagar Darshan Co-operative Housing Society';

/** A header value with folded lines joined. */
const header = (raw: string, name: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  return head.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1] ?? null;
};
describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  const refused = 'bounce@example.com';

  beforeAll(async () => {
    smtp = await startSmtp([refused]);
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Sagar Darshan Portal <portal@example.com>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the verification mail with the society name and a working link', async () => {
    const email = 'meera.smtp@example.com';
    const res = await t.as(null).call(accountApi.signUp, {
      name: 'Meera Kulkarni',
      email,
      phone: '9820012345',
      flat_no: 'A-12',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('portal@example.com');
    expect(header(mail.raw, 'To')).toBe(email);
    expect(header(mail.raw, 'Subject')).toBe(`Verify your e-mail for the ${SOCIETY} members portal`);

    const body = decoded(mail.raw);
    expect(body).toContain(`Hello Meera Kulkarni`);
    const link = body.match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^\s"<]+/)?.[0];
    expect(link).toBeDefined();

    // The outbox records the delivery but keeps no links when a real server carried the mail.
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ status: 'sent', links: [] });

    const url = new URL(link!.replace(/&amp;/g, '&'));
    // The mailed link is the auth library's, not a contract's: opened as the browser opens it.
    const verified = await t.as(null).inject('GET', url.pathname + url.search);
    expect(verified.headers.location).toBe('/auth?verified=1');
    const me = await t.as({ cookie: cookieOf(verified) }).call(sessionApi.me);
    expect(me.json().user).toMatchObject({ email, emailVerified: true });
  });

  it('delivers the password reset mail', async () => {
    const before = smtp.received.length;
    const res = await t.as(null).call(accountApi.requestPasswordReset, { email: 'meera.smtp@example.com' });
    expect(res.statusCode).toBe(200);
    const mail = smtp.received[before];
    expect(mail.to).toEqual(['meera.smtp@example.com']);
    expect(header(mail.raw, 'Subject')).toBe(`Reset your ${SOCIETY} portal password`);
    expect(decoded(mail.raw)).toMatch(/http:\/\/localhost:3000\/api\/auth\/reset-password\/[^\s"<]+/);
  });

  it('keeps the account and records the failure when the server refuses the mail', async () => {
    const res = await t.as(null).call(accountApi.signUp, {
      name: 'Bounce',
      email: refused,
      phone: '9820012345',
      flat_no: 'A-13',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, refused));
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/Mailbox unavailable/);
    // The account exists and waits for a resent mail.
    const signIn = await t.as(null).call(accountApi.signIn, { email: refused, password: PASSWORD });
    expect(signIn.error().code).toBe('EMAIL_NOT_VERIFIED');
  });
});
