import { describe, expect, it } from 'vitest';
import { linkParts } from './linked-text';

describe('linkParts', () => {
  it('makes http and https addresses links, leaving the sentence around them', () => {
    expect(linkParts('Fill https://forms.gle/AbC123. Or see http://example.com/a?b=1, thanks')).toEqual([
      { text: 'Fill ' },
      { text: 'https://forms.gle/AbC123', href: 'https://forms.gle/AbC123' },
      { text: '. Or see ' },
      { text: 'http://example.com/a?b=1', href: 'http://example.com/a?b=1' },
      { text: ', thanks' },
    ]);
  });

  it('links nothing but http and https', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://x.example/f',
      'www.example.com',
    ])
      expect(linkParts(text)).toEqual([{ text }]);
  });

  it('keeps markup in the text as text', () => {
    expect(linkParts('<img src=x onerror=alert(1)> https://a.example/"><b>')).toEqual([
      { text: '<img src=x onerror=alert(1)> ' },
      { text: 'https://a.example/', href: 'https://a.example/' },
      { text: '"><b>' },
    ]);
  });
});
