// The page carries what its first paint needs: the settings (and the home page's gallery) as a data block the app
// reads before its first render, the first paint's markup and the page's chunks.
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, webPage } from './web-page.ts';

const HTML =
  '<!doctype html><html><head><title>Members Portal</title></head><body><div id="root"></div></body></html>';
const SETTINGS = {
  name: 'Sagar Darshan Co-operative Housing Society',
  address: 'Plot 14, Carter Road',
  postal_code: '400050',
  contact: '+91 22 2640 1234',
  email: 'office@example.org',
  description: 'A residential co-operative',
  disclaimer: 'The office records prevail.',
  upi_id: 'society@upi',
  hall_prices: [{ booking_option: 'member_half_day', base: 5000, price: 5900 }],
  time_zone: 'Asia/Kolkata',
};
const PICTURE = {
  id: 'f16a8ee4-b4bb-4d05-bb8f-9ed701adcf00',
  title: 'The podium garden',
  description: null,
  image_url: '/api/files/gallery/garden.webp',
  thumb_url: '/api/files/gallery/garden-thumb.webp',
  category: 'view',
  display_order: 1,
};

const block = (html: string) =>
  new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
const links = (html: string) => html.match(/<link [^>]*>/g) ?? [];

describe('webPage', () => {
  it('puts the settings in a JSON data block in the head', () => {
    const page = webPage(HTML, { settings: SETTINGS, gallery: null, modules: [], body: null, locale: 'en' });
    expect(JSON.parse(block(page)!)).toEqual({ settings: SETTINGS, locale: 'en' });
    expect(page.indexOf(PAGE_DATA_ELEMENT_ID)).toBeLessThan(page.indexOf('</head>'));
  });

  it('escapes < so a value cannot end the block or open a tag', () => {
    const name = 'A </script><script>alert(1)</script> society';
    const page = webPage(HTML, {
      settings: { ...SETTINGS, name },
      gallery: null,
      modules: [],
      body: null,
      locale: 'en',
    });
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(block(page)!).settings.name).toBe(name);
  });

  it('on the home page, sends the gallery too', () => {
    const page = webPage(HTML, {
      settings: SETTINGS,
      gallery: [PICTURE],
      modules: [],
      body: null,
      locale: 'en',
    });
    expect(JSON.parse(block(page)!)).toEqual({ settings: SETTINGS, gallery: [PICTURE], locale: 'en' });
  });

  it('puts the first paint inside the root element', () => {
    const body = '<header><h1>Sagar Darshan</h1></header>';
    const page = webPage(HTML, { settings: SETTINGS, gallery: null, modules: [], body, locale: 'en' });
    expect(page).toContain(`<div id="root">${body}</div>`);
  });

  it("names the page's chunks as modulepreload links", () => {
    const page = webPage(HTML, {
      settings: null,
      gallery: null,
      modules: ['assets/auth-page-x1.js'],
      body: null,
      locale: 'en',
    });
    expect(links(page)).toEqual(['<link rel="modulepreload" crossorigin href="/assets/auth-page-x1.js">']);
  });

  it('asks for the answers its first render waits for with the page, as the app will fetch them', () => {
    const page = webPage(HTML, {
      settings: null,
      gallery: null,
      modules: ['assets/admin-page-x2.js'],
      answers: ['/api/me'],
      body: null,
      locale: 'en',
    });
    expect(links(page)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/admin-page-x2.js">',
      '<link rel="preload" as="fetch" crossorigin href="/api/me">',
    ]);
  });

  it('sends the page unchanged with nothing to add (the database still starting, the home page)', () => {
    expect(webPage(HTML, { settings: null, gallery: null, modules: [], body: null, locale: 'en' })).toBe(
      HTML,
    );
  });
});

// Every replacement pattern String.prototype.replace reads, as the office might type them into a value the page carries.
const DOLLAR_PATTERNS = ['$$', '$&', '$`', "$'", '$1', '$<name>'];
const TEXT_FIELDS = ['name', 'address', 'contact', 'description', 'disclaimer'] as const;

describe('webPage with $ patterns in what the office typed', () => {
  for (const pattern of DOLLAR_PATTERNS) {
    it(`carries ${pattern} verbatim in every value, and the page once`, () => {
      const typed = (what: string) => `${what} ${pattern} end`;
      const settings = { ...SETTINGS, ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, typed(f)])) };
      const gallery = [{ ...PICTURE, title: typed('title'), description: typed('caption') }];
      // The first paint shows the same values as text (as the prerenderer draws them).
      const shown = [...TEXT_FIELDS.map((f) => settings[f]), gallery[0].title, gallery[0].description];
      const body = shown.map((text) => `<p>${text}</p>`).join('');
      const page = webPage(HTML, { settings, gallery, modules: ['assets/home-x1.js'], body, locale: 'en' });

      expect(page.match(/<title>/g)).toHaveLength(1);
      expect(page.match(/<html>/g)).toHaveLength(1);
      expect(page.match(/<div id="root">/g)).toHaveLength(1);
      expect(page).toContain(`<div id="root">${body}</div></body></html>`);
      expect(JSON.parse(block(page)!)).toEqual({ settings, gallery, locale: 'en' });
    });
  }
});

describe("webPage in the person's language", () => {
  it("names the language on the page and in its data block, for the app's first render", () => {
    const html = HTML.replace('<html>', '<html lang="en-IN">');
    const page = webPage(html, { settings: SETTINGS, gallery: null, modules: [], body: null, locale: 'mr' });
    expect(page).toContain('<html lang="mr-IN">');
    expect(JSON.parse(block(page)!).locale).toBe('mr');
  });
});
