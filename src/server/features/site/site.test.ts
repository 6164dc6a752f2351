// Public site data: health, the society's settings, the active gallery and its image files.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryApi } from '../../../shared/gallery.ts';
import { siteApi } from '../../../shared/site.ts';
import { galleryImages } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('site data', () => {
  it('reports the database and the file storage in the health check', async () => {
    const res = await t.as(null).call(siteApi.health);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: { kind: t.database.kind, ok: true },
      storage: { kind: 'disk', ok: true },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the default society settings created on first start', async () => {
    const res = await t.as(null).call(siteApi.settings);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Sagar Darshan Co-operative Housing Society',
      postal_code: '400050',
      upi_id: expect.stringContaining('@'),
      disclaimer: expect.any(String),
    });
  });

  it("sends the society's time zone with the settings, by which the screens read dates", async () => {
    const res = await t.as(null).call(siteApi.settings);
    expect(res.json().time_zone).toBe('Asia/Kolkata');
    const elsewhere = await createTestApp({ SOCIETY_TIMEZONE: 'Asia/Dubai' });
    try {
      const there = await elsewhere.as(null).call(siteApi.settings);
      expect(there.json().time_zone).toBe('Asia/Dubai');
    } finally {
      await elsewhere.close();
    }
  });

  it('lists only active gallery images, by display order', async () => {
    await t.database.db.insert(galleryImages).values([
      { title: 'Second', image_url: '/gallery/gym.svg', category: 'amenity', display_order: 2 },
      {
        title: 'Hidden',
        image_url: '/gallery/gym.svg',
        category: 'view',
        display_order: 0,
        is_active: false,
      },
      { title: 'First', image_url: '/gallery/seafront.svg', category: 'view', display_order: 1 },
    ]);
    const res = await t.as(null).call(galleryApi.list);
    expect(res.json().map((i) => i.title)).toEqual(['First', 'Second']);
    await t.database.db.delete(galleryImages).where(eq(galleryImages.category, 'view'));
  });

  it('serves stored gallery images publicly with cache headers, checked by content', async () => {
    await t.app.ctx.storage.put('gallery', 'sunset.png', PNG);
    await t.app.ctx.storage.put('gallery', 'notes.png', Buffer.from('not an image'));
    const res = await t.as(null).call(galleryApi.file, { name: 'sunset.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect((await t.as(null).call(galleryApi.file, { name: 'notes.png' })).statusCode).toBe(404);
    expect((await t.as(null).call(galleryApi.file, { name: 'missing.png' })).statusCode).toBe(404);
    expect((await t.as(null).inject('GET', '/api/files/gallery/..%2Fsecret')).statusCode).toBe(400);
  });

  it('keeps private buckets off the public file route', async () => {
    const res = await t.as(null).inject('GET', '/api/files/maintenance-invoices/x.pdf');
    expect(res.statusCode).toBe(404);
  });
});
