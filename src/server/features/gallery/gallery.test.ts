// Gallery management: uploads re-encoded (web size, thumbnail, no metadata), rows and files always together,
// refusals that write nothing, and the home page's public list following every change.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Input } from '../../../shared/contract.ts';
import { galleryApi } from '../../../shared/gallery.ts';
import {
  galleryAdminApi as api,
  GALLERY_ADMIN_TEXT,
  GALLERY_BULK_MAX_FILES,
  type GalleryAdminItem,
} from '../../../shared/gallery-admin.ts';
import { galleryImages, securityAuditLog } from '../../db/schema.ts';
import type { FilePart } from '../../test/client.ts';
import {
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
let member: Resident;

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f97' } });

/** A phone photo: landscape pixels, EXIF orientation 6 (shot upright), the camera's make and a GPS position. */
const phonePhoto = await solid(3000, 2000)
  .jpeg()
  .withMetadata({ orientation: 6 })
  .withExifMerge({
    IFD0: { Make: 'PhoneCo' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '19/1 4/1 30/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '72/1 50/1 10/1',
    },
  })
  .toBuffer();
const png = await solid(300, 120).png().toBuffer();
const webp = await solid(800, 600).webp().toBuffer();
const TEXT_AS_JPG = Buffer.from('just some text, named like a photo');
const BROKEN_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
const UNREADABLE = 'The image could not be read. Please choose another file.';
const TOO_MANY = `Please upload at most ${GALLERY_BULK_MAX_FILES} files at a time`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  member = await signUpResident(t);
});
afterAll(() => t.close());

const image = (bytes: Buffer, name = 'photo.jpg') => ({ field: 'image', name, bytes });
const fields = (over: Record<string, string> = {}) => ({
  title: 'Garden at dusk',
  description: 'The new lawn lights',
  category: 'view',
  display_order: '3',
  ...over,
});
const create = (f: Record<string, string>, file?: FilePart, who: Resident = admin) =>
  t.as(who).upload(api.create, f, file);
const update = (id: string, f: Record<string, string>, file?: FilePart) =>
  t.as(admin).upload(api.update, { id, ...f }, file);
const bulk = (f: Record<string, string>, files: Omit<FilePart, 'field'>[], who: Resident = admin) =>
  t.as(who).upload(
    api.bulk,
    f,
    files.map((file) => ({ field: 'images', ...file })),
  );
const list = (query: Input<typeof api.list> = {}) => t.as(admin).call(api.list, query);
const setActive = (id: string, is_active: boolean, who: Resident = admin) =>
  t.as(who).call(api.setActive, { id, is_active });
const remove = (id: string) => t.as(admin).call(api.remove, { id });
const publicList = async () => (await t.as(null).call(galleryApi.list)).json();

/** Files in the public gallery bucket on disk. */
function galleryFiles() {
  try {
    return readdirSync(join(t.app.ctx.config.DATA_DIR, 'files', 'gallery'));
  } catch {
    return [];
  }
}
const counts = async () => ({
  rows: (await t.database.db.select({ n: count() }).from(galleryImages))[0].n,
  files: galleryFiles().length,
  audits: (
    await t.database.db
      .select({ n: count() })
      .from(securityAuditLog)
      .where(eq(securityAuditLog.resource, 'gallery_images'))
  )[0].n,
});
/** The served file behind a gallery URL: the address the answer gives, loaded as the home page's <img> loads it. */
const served = (url: string) => t.as(null).inject('GET', url);
const auditActions = async () =>
  (
    await t.database.db
      .select({ action: securityAuditLog.action })
      .from(securityAuditLog)
      .where(eq(securityAuditLog.resource, 'gallery_images'))
  ).map((r) => r.action);

describe('adding a single image', () => {
  it('re-encodes a phone photo upright into a web size and a thumbnail, with no EXIF or GPS left', async () => {
    const source = await sharp(phonePhoto).metadata();
    expect(source.exif?.includes(Buffer.from('PhoneCo'))).toBe(true);
    expect(source.orientation).toBe(6);

    const before = await counts();
    const res = await create(fields(), image(phonePhoto));
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      title: 'Garden at dusk',
      description: 'The new lawn lights',
      category: 'view',
      display_order: 3,
      is_active: true,
    });
    expect(item.image_url).toMatch(/^\/api\/files\/gallery\/[A-Za-z0-9._-]+\.webp$/);
    expect(item.thumb_url).toMatch(/^\/api\/files\/gallery\/[A-Za-z0-9._-]+-thumb\.webp$/);
    expect(await counts()).toEqual({
      rows: before.rows + 1,
      files: before.files + 2,
      audits: before.audits + 1,
    });

    const web = await served(item.image_url);
    expect(web.statusCode).toBe(200);
    expect(web.headers['content-type']).toBe('image/webp');
    expect(web.headers['cache-control']).toBe('public, max-age=31536000');
    const webMeta = await sharp(web.rawPayload).metadata();
    // 3000 x 2000 turned upright is 2000 x 3000: 1600 px wide.
    expect([webMeta.width, webMeta.height]).toEqual([1600, 2400]);
    expect(webMeta.exif).toBeUndefined();
    expect(webMeta.orientation).toBeUndefined();
    expect(web.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);

    const thumbMeta = await sharp((await served(item.thumb_url!)).rawPayload).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([400, 600]);
    expect(thumbMeta.exif).toBeUndefined();
  });

  it('shows the new image on the home page at once, with its thumbnail', async () => {
    const res = await create(fields({ title: 'Terrace garden', display_order: '0' }), image(png, 'a.png'));
    const item = res.json();
    const home = await publicList();
    expect(home.find((i) => i.id === item.id)).toMatchObject({
      title: 'Terrace garden',
      image_url: item.image_url,
      thumb_url: item.thumb_url,
    });
  });

  it('accepts PNG and WebP, never enlarges a small picture, and defaults category and order', async () => {
    const res = await create({ title: 'Small plan' }, image(png, 'plan.png'));
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({ category: 'general', display_order: 0, description: null });
    const meta = await sharp((await served(item.image_url)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 120]);

    const fromWebp = await create(fields({ display_order: '' }), image(webp, 'lobby.webp'));
    expect(fromWebp.statusCode).toBe(201);
    expect(fromWebp.json().display_order).toBe(0);
  });

  it.each([
    ['no image', undefined, GALLERY_ADMIN_TEXT.noImage],
    ['a 0-byte file', image(Buffer.alloc(0)), GALLERY_ADMIN_TEXT.noImage],
    ['text named .jpg', image(TEXT_AS_JPG), 'Unsupported file type. Allowed: JPEG, PNG, WEBP'],
    ['a GIF', image(Buffer.from('GIF89a-------')), 'Unsupported file type. Allowed: JPEG, PNG, WEBP'],
    ['a broken JPEG', image(BROKEN_JPEG, 'broken.jpg'), UNREADABLE],
    [
      'a file over 5 MB',
      image(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)])),
      GALLERY_ADMIN_TEXT.tooLarge,
    ],
  ])('refuses %s and writes nothing', async (_, file, message) => {
    const before = await counts();
    const res = await create(fields(), file);
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it.each([
    [{ title: '' }, 'This field is required'],
    [{ title: '   ' }, 'This field is required'],
    [{ title: '<script>alert(1)</script>' }, 'Invalid characters detected'],
    [{ description: '<img src=x onerror=alert(1)>' }, 'Invalid characters detected'],
    [{ title: 'x'.repeat(101) }, 'Text must be less than 100 characters'],
    [{ category: 'parking' }, GALLERY_ADMIN_TEXT.invalidCategory],
    [{ display_order: 'first' }, GALLERY_ADMIN_TEXT.invalidOrder],
    [{ display_order: '1.5' }, GALLERY_ADMIN_TEXT.invalidOrder],
    [{ display_order: '-1' }, GALLERY_ADMIN_TEXT.invalidOrder],
    [{ display_order: '10000' }, GALLERY_ADMIN_TEXT.invalidOrder],
    [{ is_active: 'false' }, undefined],
  ])('refuses %o and writes nothing', async (over, message) => {
    const before = await counts();
    const res = await create(fields(over), image(png, 'a.png'));
    expect(res.statusCode).toBe(400);
    if (message) expect(res.error().message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('is for admins only', async () => {
    expect((await create(fields(), image(png), member)).statusCode).toBe(403);
    expect((await t.as(member).call(api.list)).statusCode).toBe(403);
    expect((await t.as(null).call(api.list)).statusCode).toBe(401);
  });
});

describe('the admin list', () => {
  it('lists active and inactive images by display order, paged, searchable and filtered on the server', async () => {
    const all = (await list({ pageSize: 100 })).json();
    expect(all.total).toBe(all.items.length);
    const orders = all.items.map((i) => i.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));

    const page = (await list({ page: 2, pageSize: 2 })).json();
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(page.items.map((i) => i.id)).toEqual(all.items.slice(2, 4).map((i) => i.id));

    const found = (await list({ q: 'TERRACE' })).json();
    expect(found.items.map((i) => i.title)).toEqual(['Terrace garden']);
    const views = (await list({ category: 'view' })).json();
    expect(views.items.every((i) => i.category === 'view')).toBe(true);
    expect(views.total).toBeGreaterThan(0);
    expect((await list({ status: 'inactive' })).json().total).toBe(0);
  });

  it.each(['?category=parking', '?status=hidden', '?page=0', '?sort=title'])('refuses %s', async (q) => {
    const res = await t.as(admin).query(api.list, q.slice(1));
    expect(res.statusCode).toBe(400);
    expect(res.error().code).toBe('VALIDATION');
  });
});

describe('editing, toggling and deleting', () => {
  let item: GalleryAdminItem;
  beforeAll(async () => {
    item = (await create(fields({ title: 'Pool deck' }), image(webp, 'pool.webp'))).json();
  });

  it('saves the fields and keeps the image when none is sent', async () => {
    const before = await counts();
    const res = await update(
      item.id,
      fields({ title: 'Pool deck at noon', category: 'amenity', description: '' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: item.id,
      title: 'Pool deck at noon',
      category: 'amenity',
      description: null,
      image_url: item.image_url,
      thumb_url: item.thumb_url,
    });
    expect(await counts()).toEqual({ ...before, audits: before.audits + 1 });
  });

  it('replaces the image: new files served, the old ones removed', async () => {
    const before = await counts();
    const res = await update(item.id, fields({ title: 'Pool deck' }), image(phonePhoto));
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next.image_url).not.toBe(item.image_url);
    expect((await served(next.image_url)).statusCode).toBe(200);
    expect((await served(item.image_url)).statusCode).toBe(404);
    expect((await served(item.thumb_url!)).statusCode).toBe(404);
    expect(await counts()).toEqual({ ...before, audits: before.audits + 1 });
    item = next;
  });

  it('refuses bad edits and unknown ids, writing nothing', async () => {
    const before = await counts();
    const bad = await update(item.id, fields({ title: '' }), image(png, 'a.png'));
    expect(bad.error().message).toBe('This field is required');
    const notImage = await update(item.id, fields(), image(TEXT_AS_JPG));
    expect(notImage.statusCode).toBe(400);
    const unknown = await update('00000000-0000-4000-8000-000000000000', fields(), image(png, 'a.png'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.error().message).toBe(GALLERY_ADMIN_TEXT.notFound);
    expect((await update('not-a-uuid', fields())).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    expect((await served(item.image_url)).statusCode).toBe(200);
  });

  it('deactivates and activates: the home page follows', async () => {
    const off = await setActive(item.id, false);
    expect(off.statusCode).toBe(200);
    expect(off.json().is_active).toBe(false);
    expect((await publicList()).some((i) => i.id === item.id)).toBe(false);
    expect((await list({ status: 'inactive' })).json().items.map((i) => i.id)).toEqual([item.id]);

    const on = await setActive(item.id, true);
    expect(on.json().is_active).toBe(true);
    expect((await publicList()).some((i) => i.id === item.id)).toBe(true);
    expect((await auditActions()).slice(-2)).toEqual([
      'gallery_image_deactivated',
      'gallery_image_activated',
    ]);
  });

  it('refuses a bad toggle and unknown ids', async () => {
    const before = await counts();
    const bad = await t.as(admin).send(api.setActive, { id: item.id, is_active: 'yes' });
    expect(bad.statusCode).toBe(400);
    const unknown = await setActive('00000000-0000-4000-8000-000000000000', false);
    expect(unknown.statusCode).toBe(404);
    expect((await setActive(item.id, false, member)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('deletes the row and both its files', async () => {
    const before = await counts();
    const res = await remove(item.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await counts()).toEqual({
      rows: before.rows - 1,
      files: before.files - 2,
      audits: before.audits + 1,
    });
    expect((await served(item.image_url)).statusCode).toBe(404);
    expect((await publicList()).some((i) => i.id === item.id)).toBe(false);
    expect((await auditActions()).at(-1)).toBe('gallery_image_deleted');

    const again = await remove(item.id);
    expect(again.statusCode).toBe(404);
    expect(again.error().message).toBe(GALLERY_ADMIN_TEXT.notFound);
    expect((await remove('nope')).statusCode).toBe(400);
  });

  it('deletes a row that points at a built-in picture without touching the web app', async () => {
    const [row] = await t.database.db
      .insert(galleryImages)
      .values({ title: 'Seafront', image_url: '/gallery/seafront.svg', category: 'view' })
      .returning();
    const before = await counts();
    expect((await remove(row.id)).statusCode).toBe(200);
    expect(await counts()).toEqual({ rows: before.rows - 1, files: before.files, audits: before.audits + 1 });
  });
});

describe('bulk upload', () => {
  const jpeg = (name: string) => ({ name, bytes: phonePhoto });

  it('gives each image the category, its file name as title and the next display order', async () => {
    const before = await counts();
    const res = await bulk({ category: 'event', start_order: '10' }, [
      jpeg('Diwali lights.jpg'),
      { name: 'holi.2026.png', bytes: png },
      { name: 'navratri.webp', bytes: webp },
    ]);
    expect(res.statusCode).toBe(201);
    const results = res.json().results;
    expect(results.map((r) => [r.file_name, r.status, r.message])).toEqual([
      ['Diwali lights.jpg', 'uploaded', null],
      ['holi.2026.png', 'uploaded', null],
      ['navratri.webp', 'uploaded', null],
    ]);
    expect(results.map(({ image }) => [image?.title, image?.category, image?.display_order])).toEqual([
      ['Diwali lights', 'event', 10],
      ['holi.2026', 'event', 11],
      ['navratri', 'event', 12],
    ]);
    expect(await counts()).toEqual({
      rows: before.rows + 3,
      files: before.files + 6,
      audits: before.audits + 1,
    });
    const meta = await sharp((await served(results[0].image!.image_url)).rawPayload).metadata();
    expect(meta.width).toBeLessThanOrEqual(1600);
    expect(meta.exif).toBeUndefined();
  });

  it('defaults to the general category from order 0', async () => {
    const res = await bulk({}, [jpeg('lobby.jpg')]);
    expect(res.json().results).toMatchObject([
      { status: 'uploaded', image: { title: 'lobby', category: 'general', display_order: 0 } },
    ]);
  });

  it.each([
    [
      'a text file',
      { name: 'notes.jpg', bytes: TEXT_AS_JPG },
      'Unsupported file type. Allowed: JPEG, PNG, WEBP',
    ],
    ['a broken photo', { name: 'c.jpg', bytes: BROKEN_JPEG }, UNREADABLE],
    [
      'a file over 5 MB',
      { name: 'huge.jpg', bytes: Buffer.concat([phonePhoto, Buffer.alloc(5 * 1024 * 1024)]) },
      GALLERY_ADMIN_TEXT.tooLarge,
    ],
    ['an empty file', { name: 'empty.jpg', bytes: Buffer.alloc(0) }, 'The file is empty'],
    ['a script-like file name', jpeg('<script>alert(1)<.script>.jpg'), 'Invalid characters detected'],
  ])('uploads the good files and names %s with the reason', async (_, bad, message) => {
    const before = await counts();
    const res = await bulk({ category: 'view', start_order: '5' }, [jpeg('a.jpg'), bad, jpeg('b.jpg')]);
    expect(res.statusCode).toBe(201);
    const results = res.json().results;
    expect(results.map((r) => [r.file_name, r.status, r.message, r.image?.display_order])).toEqual([
      ['a.jpg', 'uploaded', null, 5],
      ['b.jpg', 'uploaded', null, 6],
      [bad.name, 'failed', message, undefined],
    ]);
    expect(await counts()).toEqual({
      rows: before.rows + 2,
      files: before.files + 4,
      audits: before.audits + 1,
    });
  });

  it('writes nothing when every file is bad, and says why for each', async () => {
    const before = await counts();
    const res = await bulk({}, [
      { name: 'notes.jpg', bytes: TEXT_AS_JPG },
      { name: 'c.jpg', bytes: BROKEN_JPEG },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r) => [r.file_name, r.status, r.message])).toEqual([
      ['notes.jpg', 'failed', 'Unsupported file type. Allowed: JPEG, PNG, WEBP'],
      ['c.jpg', 'failed', UNREADABLE],
    ]);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['no files', [], GALLERY_ADMIN_TEXT.noImages],
    [
      `${GALLERY_BULK_MAX_FILES + 1} files`,
      Array.from({ length: GALLERY_BULK_MAX_FILES + 1 }, (_, i) => ({ name: `${i}.png`, bytes: png })),
      TOO_MANY,
    ],
    ['200 files', Array.from({ length: 200 }, (_, i) => ({ name: `${i}.png`, bytes: png })), TOO_MANY],
  ])('refuses %s and writes nothing', async (_, files, message) => {
    const before = await counts();
    const res = await bulk({ category: 'view', start_order: '0' }, files);
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it.each([
    [{ category: 'garage' }, GALLERY_ADMIN_TEXT.invalidCategory],
    [{ start_order: 'ten' }, GALLERY_ADMIN_TEXT.invalidOrder],
    [{ start_order: '9999' }, GALLERY_ADMIN_TEXT.invalidOrder],
  ])('refuses %o and writes nothing', async (over, message) => {
    const before = await counts();
    const res = await bulk({ category: 'view', start_order: '0', ...over }, [jpeg('a.jpg'), jpeg('b.jpg')]);
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('leaves no row and no file behind when storage fails half-way', async () => {
    const storage = t.app.ctx.storage;
    const put = storage.put;
    let calls = 0;
    storage.put = async (bucket, name, bytes) => {
      calls += 1;
      if (calls === 4) throw new Error('disk full');
      return put.call(storage, bucket, name, bytes);
    };
    try {
      const before = await counts();
      const res = await bulk({ category: 'view' }, [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
      expect(res.statusCode).toBe(500);
      expect(calls).toBe(4);
      expect(await counts()).toEqual(before);
    } finally {
      storage.put = put;
    }
  });

  it('is for admins only', async () => {
    const before = await counts();
    expect((await bulk({}, [jpeg('a.jpg')], member)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
