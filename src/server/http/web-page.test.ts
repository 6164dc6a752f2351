// The page carries the society's settings as a data block the page reads before its first render.
import { describe, expect, it } from 'vitest';
import { SETTINGS_ELEMENT_ID, webPage } from './web-page.ts';

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
};

const block = (html: string) =>
  new RegExp(`<script type="application/json" id="${SETTINGS_ELEMENT_ID}">(.*?)</script></head>`).exec(
    html,
  )?.[1];

describe('webPage', () => {
  it('puts the settings in a JSON data block at the end of the head', () => {
    const json = block(webPage(HTML, SETTINGS));
    expect(JSON.parse(json!)).toEqual(SETTINGS);
  });

  it('escapes < so a value cannot end the block or open a tag', () => {
    const name = 'A </script><script>alert(1)</script> society';
    const page = webPage(HTML, { ...SETTINGS, name });
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(block(page)!).name).toBe(name);
  });

  it('sends the page unchanged without settings (the database still starting)', () => {
    expect(webPage(HTML, null)).toBe(HTML);
  });
});
