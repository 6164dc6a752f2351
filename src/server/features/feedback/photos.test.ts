// Photos on feedback: up to 3 at filing, re-encoded as gallery images, served only to the owner and the helpdesk.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_PHOTO_TEXT, feedbackApi } from '../../../shared/feedback.ts';
import { feedbackAdminApi } from '../../../shared/feedback-admin.ts';
import { feedback, feedbackPhotos } from '../../db/schema.ts';
import {
  createTestApp,
  type Resident,
  sampleImage,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const form = {
  name: 'Meera Kulkarni',
  email: '',
  category: 'maintenance',
  priority: 'high',
  subject: 'Seepage in the parking ceiling',
  message: 'Water drips on the cars below B-wing.',
};
const photo = async (name: string, kind: 'jpeg' | 'png' = 'jpeg', width = 2400, height = 1800) => ({
  field: 'photos',
  name,
  bytes: await sampleImage(kind, width, height),
});
const photosOf = (id: string) =>
  t.database.db.select().from(feedbackPhotos).where(eq(feedbackPhotos.feedback_id, id));

describe('feedback with photos', () => {
  it('files the item with its photos, stored as the gallery stores images, and lists them', async () => {
    const owner = await signUpResident(t);
    const files = [await photo('ceiling.jpg'), await photo('car.png', 'png', 300, 200)];
    const res = await t.as(owner).upload(feedbackApi.submitWithPhotos, form, files);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json();
    expect(item).toMatchObject({ subject: form.subject, status: 'open', priority: 'high' });
    expect(item.photos).toHaveLength(2);

    const mine = (await t.as(owner).call(feedbackApi.mine, {})).json();
    expect(mine.items[0].photos).toEqual(item.photos);

    // A web size (at most 1600 wide) and a 400 px thumbnail, WebP, without the upload's metadata.
    const web = await t.as(owner).call(feedbackApi.photo, { id: item.photos[0], size: 'web' });
    expect(web.statusCode).toBe(200);
    expect(web.headers['content-type']).toBe('image/webp');
    expect(web.headers['cache-control']).toBe('private, no-store');
    const webMeta = await sharp(web.rawPayload).metadata();
    expect(webMeta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(webMeta.exif).toBeUndefined();
    const thumb = await t.as(owner).call(feedbackApi.photo, { id: item.photos[0] });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400 });
    // A smaller picture is not enlarged.
    const small = await t.as(owner).call(feedbackApi.photo, { id: item.photos[1], size: 'web' });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300 });
  });

  it('serves the photos to the helpdesk and to nobody else', async () => {
    const owner = await signUpResident(t);
    const res = await t.as(owner).upload(feedbackApi.submitWithPhotos, form, [await photo('a.jpg')]);
    const [id] = res.json().photos;
    const office = await t.as(admin).call(feedbackAdminApi.list, { q: form.subject });
    expect(office.json().items.find((i) => i.id === res.json().id)?.photos).toEqual([id]);
    expect((await t.as(admin).call(feedbackApi.photo, { id })).statusCode).toBe(200);

    const neighbour = await signUpResident(t);
    const refused = await t.as(neighbour).call(feedbackApi.photo, { id });
    expect(refused.statusCode).toBe(404);
    expect(refused.error().message).toBe(FEEDBACK_PHOTO_TEXT.notFound);
    expect((await t.as(null).call(feedbackApi.photo, { id })).statusCode).toBe(401);
    // Not reachable as a resident's document either.
    const [stored] = await photosOf(res.json().id);
    expect((await t.as(owner).inject('GET', `/api/documents/${stored.web_name}`)).statusCode).toBe(404);
  });

  it('files without photos through the same form', async () => {
    const owner = await signUpResident(t);
    const res = await t.as(owner).upload(feedbackApi.submitWithPhotos, form, []);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().photos).toEqual([]);
  });

  it('refuses a fourth photo, a file that is not an image and a too large one: nothing is filed', async () => {
    const owner = await signUpResident(t);
    const subject = `Too many ${Date.now()}`;
    const four = await Promise.all(['1', '2', '3', '4'].map((n) => photo(`${n}.jpg`, 'jpeg', 40, 30)));
    const many = await t.as(owner).upload(feedbackApi.submitWithPhotos, { ...form, subject }, four);
    expect(many.statusCode).toBe(400);
    expect(many.error().fields).toHaveProperty('photos');

    const pdf = { field: 'photos', name: 'bill.jpg', bytes: Buffer.from('%PDF-1.4\n%%EOF') };
    const wrong = await t.as(owner).upload(feedbackApi.submitWithPhotos, { ...form, subject }, pdf);
    expect(wrong.statusCode).toBe(400);

    const huge = { field: 'photos', name: 'big.png', bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 1) };
    const large = await t.as(owner).upload(feedbackApi.submitWithPhotos, { ...form, subject }, huge);
    expect(large.statusCode).toBe(400);
    expect(large.error().message).toBe(FEEDBACK_PHOTO_TEXT.tooLarge);

    expect(await t.database.db.select().from(feedback).where(eq(feedback.subject, subject))).toHaveLength(0);
  });

  it('keeps the form rules: a missing subject files nothing and stores no photo', async () => {
    const owner = await signUpResident(t);
    const before = (await t.database.db.select().from(feedbackPhotos)).length;
    const res = await t
      .as(owner)
      .upload(feedbackApi.submitWithPhotos, { ...form, subject: '' }, [await photo('x.jpg', 'jpeg', 40, 30)]);
    expect(res.statusCode).toBe(400);
    expect(res.error().fields).toMatchObject({ subject: 'This field is required' });
    expect((await t.database.db.select().from(feedbackPhotos)).length).toBe(before);
  });
});
