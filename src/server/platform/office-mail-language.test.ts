// The office's own mails in the office's language: the society's address has an account whose language is मराठी,
// so a new request's mail, a new feedback's and the daily digest are written in Marathi (figures and links as they are, the
// resident's typed words as typed); without a chosen language they stay in English (office-mail.test.ts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { feedbackApi } from '../../shared/feedback.ts';
import { languageApi } from '../../shared/language.ts';
import { officeMailAdminApi } from '../../shared/office-mail.ts';
import { parkingApi } from '../../shared/parking.ts';
import { mailOutbox } from '../db/schema.ts';
import { startOfficeDigestJob } from '../jobs/office-digest.ts';
import { createTestApp, type Resident, signUpAdmin, signUpResident, type TestApp } from '../test/harness.ts';

const OFFICE = 'office@sagardarshan-chs.in'; // the society's e-mail in the default settings
const BASE = 'http://localhost:3000'; // PUBLIC_URL in the test harness

let t: TestApp;
let admin: Resident;
let asha: Resident;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  asha = await signUpResident(t, { name: 'Asha Rao', flat_no: 'B-101' });
  // The clerk who reads the office's mailbox signed up with its address and reads the portal in Marathi.
  const office = await signUpResident(t, { name: 'Karyalay', email: OFFICE });
  expect((await t.as(office).send(languageApi.set, { language: 'mr' })).statusCode).toBe(200);
});
afterAll(() => t.close());

const officeMails = () =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, OFFICE)).orderBy(mailOutbox.created_at);
const parking = (car: string) =>
  t.as(asha).upload(parkingApi.register, {
    owner_name: 'Asha Rao',
    flat_no: 'B-101',
    contact_number: '9820012345',
    vehicles: JSON.stringify([{ car_number: car, slot_type: 'owned_covered', slot_number: 'G-12' }]),
  });

it("writes a new request's mail to the office in the office's language", async () => {
  const before = (await officeMails()).length;
  const res = await parking('MH 02 AB 1234');
  expect(res.statusCode, res.body).toBe(201);
  // The mail is sent after the request's answer.
  let mails = (await officeMails()).slice(before);
  for (let i = 0; i < 100 && mails.length === 0; i++) {
    await new Promise((r) => setTimeout(r, 20));
    mails = (await officeMails()).slice(before);
  }
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail.subject).toBe('नवी विनंती: पार्किंग नोंदणी, Asha Rao (सदनिका B-101)');
  expect(mail.text).toContain('Asha Rao (सदनिका B-101) यांच्याकडून नवी विनंती: पार्किंग नोंदणी.');
  expect(mail.text).toContain('वाहने: MH 02 AB 1234');
  expect(mail.text).toContain(`पाहून निर्णय घ्या: ${BASE}/admin/parking-approval`);
  expect(mail.links).toEqual([`${BASE}/admin/parking-approval`]);
});

it("writes the daily digest in the office's language", async () => {
  expect((await t.as(admin).send(officeMailAdminApi.update, { mode: 'digest' })).statusCode).toBe(200);
  const before = (await officeMails()).length;
  await startOfficeDigestJob(t.app.ctx)();
  const mails = (await officeMails()).slice(before);
  expect(mails).toHaveLength(1);
  const [digest] = mails;
  expect(digest.subject).toMatch(/^विनंत्यांचा दैनिक सारांश, \d{1,2} \S+ \d{4}: 1 नवी, 1 प्रलंबित$/);
  expect(digest.text).toContain('पार्किंग नोंदण्या: 1 नवी, 1 प्रलंबित — ');
  expect(digest.text).toContain('घर दुरुस्ती: 0 नव्या, 0 प्रलंबित — ');
});

it("writes a resident's new feedback to the office in the office's language, the resident's words as typed", async () => {
  const before = (await officeMails()).length;
  const res = await t.as(asha).send(feedbackApi.submit, {
    name: 'Asha Rao',
    category: 'noise',
    priority: 'urgent',
    subject: 'Drilling after 10 pm in B wing',
    message: 'Every night this week.',
  });
  expect(res.statusCode, res.body).toBe(200);
  let mails = (await officeMails()).slice(before);
  for (let i = 0; i < 100 && mails.length === 0; i++) {
    await new Promise((r) => setTimeout(r, 20));
    mails = (await officeMails()).slice(before);
  }
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail.subject).toBe('[अभिप्राय · तातडीचे] Drilling after 10 pm in B wing');
  expect(mail.text).toContain('Asha Rao यांच्याकडून नवा अभिप्राय');
  expect(mail.text).toContain('प्रकार: आवाज');
  expect(mail.text).toContain('Every night this week.');
});
