// Every mail to a resident is in their account's language (a new account's: the language it signed up in), with
// dates in that language's Indian form and money in lakh grouping; a language code that is not one of ours reads
// as English. Read from the real outbox, as the resident would receive them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../shared/account.ts';
import { BILL_TASKS, billTaskLabel, billRunsAdminApi as runs } from '../../shared/bill-runs-admin.ts';
import { billingAdminApi } from '../../shared/billing-admin.ts';
import { feedbackApi } from '../../shared/feedback.ts';
import { feedbackAdminApi } from '../../shared/feedback-admin.ts';
import { flatsAdminApi } from '../../shared/flats-admin.ts';
import { invoicesApi } from '../../shared/invoices.ts';
import { languageApi } from '../../shared/language.ts';
import { membershipsAdminApi } from '../../shared/memberships-admin.ts';
import { isFinished, tasksAdminApi } from '../../shared/tasks.ts';
import { membershipPlans, memberships, users } from '../db/schema.ts';
import { mailsTo, userIdOf } from '../test/fixtures.ts';
import {
  confirmFlat,
  createTestApp,
  PASSWORD,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../test/harness.ts';
import { pdfPages } from '../test/pdf-reader.ts';
import { startMailSender } from './queue.ts';

let t: TestApp;
let admin: Resident;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

/** The newest mail to an address whose subject matches (a LIKE pattern); mails sent after the answer are waited for. */
const newestMailTo = (to: string, subject = '%') =>
  vi.waitFor(
    async () => {
      const [mail] = await mailsTo(t, to, subject);
      expect(mail).toBeDefined();
      return mail;
    },
    { timeout: 5_000 },
  );

/** Signs a visitor up with these request headers (the page's language cookie, the browser's languages). */
async function signUpWith(headers: Record<string, string>, email: string) {
  const res = await t.as(null, headers).call(accountApi.signUp, {
    name: 'Sunita Patil',
    email,
    phone: '9820012345',
    flat_no: 'C-301',
    password: PASSWORD,
  });
  expect(res.statusCode, res.body).toBe(200);
  return newestMailTo(email);
}

describe('the mails’ language', () => {
  it('sends the verification mail in the language the visitor signed up in, and keeps it on the account', async () => {
    const marathi = await signUpWith({ cookie: 'lang=mr' }, 'sunita.mr@example.com');
    expect(marathi.subject).toBe(
      'Sagar Darshan Co-operative Housing Society सभासद पोर्टलसाठी तुमचा ईमेल पडताळा',
    );
    expect(marathi.text).toContain(
      'नमस्कार Sunita Patil, Sagar Darshan Co-operative Housing Society सभासद पोर्टलवरील नोंदणी पूर्ण करण्यासाठी',
    );
    expect(marathi.html).toContain('माझा ईमेल पडताळा');
    const [account] = await t.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, 'sunita.mr@example.com'));
    expect(account.language).toBe('mr');

    // No cookie: the browser's first language of ours.
    const hindi = await signUpWith({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }, 'sunita.hi@example.com');
    expect(hindi.subject).toBe(
      'Sagar Darshan Co-operative Housing Society सदस्य पोर्टल के लिए अपना ईमेल सत्यापित करें',
    );

    // Neither: English, exactly as before.
    const english = await signUpWith({ 'accept-language': 'fr-FR' }, 'sunita.en@example.com');
    expect(english.subject).toBe(
      'Verify your e-mail for the Sagar Darshan Co-operative Housing Society members portal',
    );
    expect(english.text).toMatch(/^Hello Sunita Patil, please confirm your e-mail address/);
  });

  it('writes a decision in the account’s language, with its dates in Marathi and amounts in lakh grouping', async () => {
    const resident = await signUpResident(t, { name: 'Meera Kulkarni' });
    expect((await t.as(resident).call(languageApi.set, { language: 'mr' })).statusCode).toBe(200);
    const [plan] = await t.database.db.select({ id: membershipPlans.id }).from(membershipPlans).limit(1);
    const [row] = await t.database.db
      .insert(memberships)
      .values({
        user_id: await userIdOf(t, resident.email),
        plan_id: plan.id,
        start_date: '2026-01-15',
        end_date: '2026-04-14',
        amount_paid: '150000.00',
        status: 'pending',
        member_name: 'Meera Kulkarni',
        member_phone: '9820012345',
      })
      .returning({ id: memberships.id });
    const res = await t
      .as(admin)
      .call(membershipsAdminApi.decide, { id: row.id, status: 'rejected', reason: 'Slot full' });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await newestMailTo(resident.email, 'जिम%');
    expect(mail.subject).toBe('जिम सदस्यत्व: तुमचा अर्ज नामंजूर');
    expect(mail.text).toContain('नमस्कार Meera Kulkarni,');
    expect(mail.text).toContain('कार्यालयाने तुमच्या अर्जावर निर्णय घेतला आहे — जिम सदस्यत्व: नामंजूर.');
    // The office's reason and the member's name as typed; the dates in Marathi with Latin digits.
    expect(mail.text).toContain('कारण: Slot full');
    expect(mail.text).toContain('सभासद: Meera Kulkarni');
    expect(mail.text).toContain('कालावधी: 15 जाने, 2026 ते 14 एप्रि, 2026');
    expect(mail.text).toContain('भरलेली रक्कम: ₹1,50,000.00');
    expect(mail.text).not.toMatch(/[०-९]/);
  });

  it('reads a language code that is not one of ours as English', async () => {
    const resident = await signUpResident(t, { name: 'Ravi Shah' });
    await t.database.db.update(users).set({ language: 'xx' }).where(eq(users.email, resident.email));
    const [plan] = await t.database.db.select({ id: membershipPlans.id }).from(membershipPlans).limit(1);
    const [row] = await t.database.db
      .insert(memberships)
      .values({
        user_id: await userIdOf(t, resident.email),
        plan_id: plan.id,
        start_date: '2026-01-15',
        end_date: '2026-04-14',
        amount_paid: '1500.00',
        status: 'pending',
        member_name: 'Ravi Shah',
        member_phone: '9820012345',
      })
      .returning({ id: memberships.id });
    const res = await t.as(admin).call(membershipsAdminApi.decide, { id: row.id, status: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await newestMailTo(resident.email, 'Your gym membership%');
    expect(mail.subject).toBe('Your gym membership has been approved');
    expect(mail.text).toContain(
      'The Sagar Darshan Co-operative Housing Society office has approved your gym membership.',
    );
    expect(mail.text).toContain('Period: 15 Jan 2026 to 14 Apr 2026');
  });

  it('tells a Hindi resident in Hindi that the office took up their feedback, their subject as they wrote it', async () => {
    const resident = await signUpResident(t, { name: 'Ravi Shah' });
    expect((await t.as(resident).call(languageApi.set, { language: 'hi' })).statusCode).toBe(200);
    const submitted = await t.as(resident).call(feedbackApi.submit, {
      name: 'Ravi Shah',
      email: resident.email,
      category: 'maintenance',
      priority: 'high',
      subject: 'Leaking pipe',
      message: 'Water has been dripping near the B-wing lift since Monday.',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await t.as(admin).call(feedbackAdminApi.start, { id: submitted.json().id })).statusCode).toBe(
      200,
    );
    const mail = await newestMailTo(resident.email, 'आपका सुझाव%');
    expect(mail.subject).toBe('आपका सुझाव "Leaking pipe": कार्रवाई जारी');
    expect(mail.text).toContain('आपके सुझाव "Leaking pipe" की स्थिति अब: कार्रवाई जारी।');
  });

  it('mails the bill run’s bill to a Marathi resident in Marathi', async () => {
    const saved = await t.as(admin).send(billingAdminApi.saveSettings, {
      billing_period: 'monthly',
      gst_threshold: '7500',
      interest_rate: '18',
      payment_order: 'interest_first',
      change_flag_percent: '20',
      registration_no: 'MUM/HSG/1234',
      upi_vpa: '',
      upi_payee_name: '',
      bounced_cheque_charge: '0',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const head = await t.as(admin).send(billingAdminApi.addHead, {
      name: 'Service charges',
      basis: 'fixed',
      rate: '2000',
      gst_rate: '',
      is_service_charge: false,
    });
    expect(head.statusCode, head.body).toBe(201);
    const resident = await signUpResident(t, { name: 'Asha Deshmukh', flat_no: 'D-404' });
    const flat = await t
      .as(admin)
      .send(flatsAdminApi.create, { wing: 'D', flat_no: 'D-404', occupancy: 'owner' });
    expect(flat.statusCode, flat.body).toBe(201);
    await confirmFlat(t, resident, admin);
    expect((await t.as(resident).call(languageApi.set, { language: 'mr' })).statusCode).toBe(200);

    const run = await t.as(admin).send(runs.create, {
      period_key: '2026-11',
      bill_date: '2026-11-01',
      due_date: '2026-11-10',
    });
    expect(run.statusCode, run.body).toBe(201);
    expect((await t.as(admin).send(runs.publish, { id: run.json().id })).statusCode).toBe(200);
    const stopSender = startMailSender(t.app.ctx);
    try {
      await vi.waitFor(
        async () => {
          const tasks = (
            await t.as(admin).call(tasksAdminApi.recent, { kind: BILL_TASKS.mails, limit: 5 })
          ).json();
          const task = tasks.find((x) => x.label === billTaskLabel('mails', 'November 2026'));
          expect(task && isFinished(task)).toBe(true);
        },
        { timeout: 20_000, interval: 100 },
      );
    } finally {
      stopSender();
    }
    const [bill] = await mailsTo(t, resident.email, '%MB/%');
    expect(bill.subject).toBe('सदनिका D-404 चे नवे देखभाल शुल्काचे इनव्हॉइस MB/2026-27/0001: ₹2,000.00');
    expect(bill.text).toContain('इनव्हॉइस दिनांक: 1 नोव्हें, 2026');
    expect(bill.text).toContain('भरण्याची अंतिम तारीख: 10 नोव्हें, 2026');
    expect(bill.text).toContain('रक्कम: ₹2,000.00');

    // The flat's bill is printed in its resident's language too.
    const [listed] = (await t.as(resident).call(invoicesApi.myMaintenance, {})).json().items;
    const pdf = await t.as(resident).call(invoicesApi.maintenancePdf, { id: listed.id });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfPages(new Uint8Array(pdf.rawPayload))).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('देखभाल शुल्क');
    expect(text).toContain('एकूण देय ₹2,000.00');
    expect(text).not.toContain('Total payable');
  });
});
