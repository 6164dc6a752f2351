// The web app manifest a phone installs the portal from: the society's name as the office last saved it, a short
// name a launcher shows whole, and what Chromium's installability check asks for (icons of 192 and 512 px, a
// start address, standalone display).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteAdminApi } from '../../shared/site-admin.ts';
import { createTestApp, type Resident, signUpAdmin, type TestApp } from '../test/harness.ts';
import { shortName } from './web-manifest.ts';

let t: TestApp;
let admin: Resident;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const SETTINGS = {
  address: 'Plot 7, Juhu Tara Road, Juhu, Mumbai',
  contact: '+91 22 2660 7788',
  email: 'office@seabreeze-chs.in',
  description: 'Sixty families by the beach.',
  upi_id: 'seabreeze.chs@okhdfcbank',
};

const manifest = () => t.as(null).inject('GET', '/manifest.webmanifest');

describe('web app manifest', () => {
  it('follows the society name the office saves', async () => {
    const saved = await t.as(admin).call(siteAdminApi.updateSettings, {
      ...SETTINGS,
      name: 'Sea Breeze Co-operative Housing Society Ltd.',
    });
    expect(saved.statusCode).toBe(200);
    const first = await manifest();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/manifest+json');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toMatchObject({
      name: 'Sea Breeze Co-operative Housing Society Ltd.',
      short_name: 'Sea Breeze',
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: '#0f4c5c',
    });

    await t.as(admin).call(siteAdminApi.updateSettings, { ...SETTINGS, name: 'Harbour View CHS' });
    expect((await manifest()).json()).toMatchObject({ name: 'Harbour View CHS', short_name: 'Harbour View' });
  });

  it('lists installable icons, a maskable one among them', async () => {
    const { icons } = (await manifest()).json();
    expect(icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});

describe('short name', () => {
  it('keeps a short name whole and cuts a long one at a word', () => {
    expect(shortName('Green Acres')).toBe('Green Acres');
    expect(shortName('Shanti Niketan CHS Ltd')).toBe('Shanti');
    expect(shortName('Vasundhara Heights Co-op Housing Society')).toBe('Vasundhara');
    expect(shortName('Kailashpuri-Ghatkopar')).toBe('Kailashpuri-Ghatkopar');
  });
});
