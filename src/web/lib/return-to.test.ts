import { describe, expect, it } from 'vitest';
import { returnPath, signInPath } from './return-to';

describe('returnPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(returnPath('/member-invoices?invoice=7#x')).toBe('/member-invoices?invoice=7#x');
    expect(returnPath('/receipt/membership/abc')).toBe('/receipt/membership/abc');
  });

  it('refuses anything that leaves the site or goes nowhere useful', () => {
    for (const raw of [
      null,
      '',
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example',
      'javascript:alert(1)',
      'member-invoices',
      '/',
      '/auth?next=/x',
    ])
      expect(returnPath(raw)).toBeNull();
  });

  it('builds the sign-in link that returns to the page', () => {
    expect(signInPath('/member-invoices?invoice=7')).toBe('/auth?next=%2Fmember-invoices%3Finvoice%3D7');
    expect(signInPath('/')).toBe('/auth');
  });
});
