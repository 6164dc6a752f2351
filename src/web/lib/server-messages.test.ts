// The shared modules' messages a translated screen shows reach it in the person's language: server-messages.ts keys
// them by their English text (the announcements' and reported payments' in their folders' known-messages.ts), so a
// constant reworded without it would silently show in English again.
import { describe, expect, it } from 'vitest';
import { ACK_TEXT } from '@/shared/announcements';
import { DUES_TEXT, PAYMENT_MODE_LABEL } from '@/shared/dues';
import { FLAT_UNCONFIRMED_MESSAGE, NO_FLAT_MESSAGE } from '@/shared/invoices';
import { REPORTED_TEXT } from '@/shared/reported-payments';
import '../features/announcements/known-messages';
import '../features/reported-payments/known-messages';
import { messages as commonHi } from '../locales/common/hi.po';
import { messages as commonMr } from '../locales/common/mr.po';
import { messages as announcementsHi } from '../locales/features/announcements/hi.po';
import { messages as announcementsMr } from '../locales/features/announcements/mr.po';
import { messages as reportedHi } from '../locales/features/reported-payments/hi.po';
import { messages as reportedMr } from '../locales/features/reported-payments/mr.po';
import { activate } from './i18n';
import { inLanguage } from './server-messages';

// The messages these screens draw: the common catalogue's and the two folders'.
const mr = { ...commonMr, ...announcementsMr, ...reportedMr };
const hi = { ...commonHi, ...announcementsHi, ...reportedHi };

const SHOWN = [
  ACK_TEXT.button,
  ACK_TEXT.done,
  ACK_TEXT.already,
  ACK_TEXT.notResident,
  ACK_TEXT.notRequired,
  PAYMENT_MODE_LABEL.cash,
  PAYMENT_MODE_LABEL.cheque,
  DUES_TEXT.statementRange,
  DUES_TEXT.receiptNotFound,
  NO_FLAT_MESSAGE,
  FLAT_UNCONFIRMED_MESSAGE,
  REPORTED_TEXT.amount,
  REPORTED_TEXT.utr,
  REPORTED_TEXT.bankReference,
  REPORTED_TEXT.futureDate,
  REPORTED_TEXT.referenceTaken,
  REPORTED_TEXT.alreadyReported,
  REPORTED_TEXT.noFlat,
  REPORTED_TEXT.screenshotTooLarge,
  REPORTED_TEXT.reported,
  REPORTED_TEXT.billNotFound,
  REPORTED_TEXT.noUpi,
  REPORTED_TEXT.tooEarly('1 Nov 2026'),
  REPORTED_TEXT.tooMany(5),
];

describe.each([
  ['mr', mr],
  ['hi', hi],
] as const)('in %s', (locale, messages) => {
  it.each(SHOWN)('"%s" is translated', (english) => {
    activate(locale, messages);
    const shown = inLanguage(english);
    expect(shown).not.toBe(english);
    expect(shown).toMatch(/[\u0900-\u097F]/);
  });
});

it('counts the minutes to wait in the person’s language, and leaves an unknown message as it came', () => {
  activate('mr', mr);
  expect(inLanguage(REPORTED_TEXT.tooMany(1))).toContain('1 मिनिट थांबा');
  expect(inLanguage(REPORTED_TEXT.tooMany(5))).toContain('5 मिनिटे थांबा');
  expect(inLanguage('Something else went wrong')).toBe('Something else went wrong');
});
