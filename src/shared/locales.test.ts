// How a person's language is chosen: the account's choice, else the cookie's, else the browser's, else English;
// any code that is not one of the three reads as no choice, never as an error.
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, browserLocale, chooseLocale, toLocale } from './locales.ts';

describe('chooseLocale', () => {
  it("gives a visitor the browser's language when it is one of the three", () => {
    expect(chooseLocale({ browser: ['mr-IN', 'en-GB'] })).toBe('mr');
    expect(chooseLocale({ browser: ['hi'] })).toBe('hi');
    expect(chooseLocale({ browser: ['en-US'] })).toBe('en');
  });

  it('takes the first of the browser languages that is ours, in order of preference', () => {
    expect(chooseLocale({ browser: ['gu-IN', 'hi-IN', 'mr'] })).toBe('hi');
  });

  it('falls back to English for a browser with none of the three, or none at all', () => {
    expect(chooseLocale({ browser: ['gu-IN', 'ta'] })).toBe('en');
    expect(chooseLocale({ browser: [] })).toBe('en');
    expect(chooseLocale({})).toBe('en');
  });

  it("lets the cookie's choice win over the browser", () => {
    expect(chooseLocale({ cookie: 'hi', browser: ['mr-IN'] })).toBe('hi');
  });

  it("lets the account's choice win over the cookie and the browser", () => {
    expect(chooseLocale({ account: 'mr', cookie: 'hi', browser: ['en-IN'] })).toBe('mr');
  });

  it('reads a code that is not one of ours (cookie or account) as no choice', () => {
    expect(chooseLocale({ account: 'fr', cookie: 'hi' })).toBe('hi');
    expect(chooseLocale({ cookie: '<script>', browser: ['mr'] })).toBe('mr');
    expect(chooseLocale({ account: 'MR', cookie: '', browser: ['xx'] })).toBe('en');
    expect(toLocale('marathi')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
    expect(toLocale('hi')).toBe('hi');
  });
});

describe('Accept-Language', () => {
  it('orders the codes by their weight, then as written', () => {
    expect(acceptedLanguages('en;q=0.5, mr-IN, hi;q=0.8')).toEqual(['mr-IN', 'hi', 'en']);
    expect(browserLocale(acceptedLanguages('en;q=0.5, mr-IN, hi;q=0.8'))).toBe('mr');
  });

  it('drops refused (q=0) and malformed parts, and reads a missing header as none', () => {
    expect(acceptedLanguages('mr;q=0, hi;q=abc, en-IN')).toEqual(['en-IN']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
    expect(chooseLocale({ browser: acceptedLanguages('*') })).toBe('en');
  });
});
