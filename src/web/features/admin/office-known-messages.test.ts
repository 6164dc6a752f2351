// The office forms' schema and server messages (analytics' range, the settings' forms) reach their screens in the
// person's language: each folder's admin-known-messages.ts keys them by their English text, so a constant reworded
// without it would silently show in English again.
import { describe, expect, it } from 'vitest';
import { ANALYTICS_TEXT, analyticsQuery } from '@/shared/analytics';
import { hallRulesInput } from '@/shared/hall-bookings-admin';
import { OFFICE_MAIL_TEXT } from '@/shared/office-mail';
import { PRICES_ADMIN_TEXT } from '@/shared/prices-admin';
import { ROLES_TEXT } from '@/shared/roles';
import { SITE_ADMIN_TEXT } from '@/shared/site-admin';
import '../analytics/admin-known-messages';
import '../site/admin-known-messages';
import '../roles/admin-roles-messages';
import { activate } from '@/web/lib/i18n';
import { inLanguage } from '@/web/lib/server-messages';
import { messages as commonHi } from '../../locales/common/hi.po';
import { messages as commonMr } from '../../locales/common/mr.po';
import { messages as analyticsHi } from '../../locales/office/analytics/hi.po';
import { messages as analyticsMr } from '../../locales/office/analytics/mr.po';
import { messages as rolesHi } from '../../locales/office/roles/hi.po';
import { messages as rolesMr } from '../../locales/office/roles/mr.po';
import { messages as siteHi } from '../../locales/office/site/hi.po';
import { messages as siteMr } from '../../locales/office/site/mr.po';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? '';

const SHOWN = [
  ANALYTICS_TEXT.loadFailed,
  ANALYTICS_TEXT.fromMissing,
  ANALYTICS_TEXT.toMissing,
  ANALYTICS_TEXT.outOfBounds,
  ANALYTICS_TEXT.fromAfterTo,
  ANALYTICS_TEXT.tooLong,
  ANALYTICS_TEXT.unknownField(['month']),
  firstMessage(analyticsQuery.safeParse({ from: '2026-05-01', to: '2026-04-01' })),
  SITE_ADMIN_TEXT.invalidUpi,
  PRICES_ADMIN_TEXT.amount,
  PRICES_ADMIN_TEXT.amountTooLarge,
  PRICES_ADMIN_TEXT.unknownPlan,
  OFFICE_MAIL_TEXT.invalidMode,
  firstMessage(hallRulesInput.safeParse({ months_ahead: 0, cancel_cutoff_days: 7 })),
  firstMessage(hallRulesInput.safeParse({ months_ahead: 40, cancel_cutoff_days: 7 })),
  ...Object.values(ROLES_TEXT),
];

describe.each([
  ['mr', { ...commonMr, ...analyticsMr, ...siteMr, ...rolesMr }],
  ['hi', { ...commonHi, ...analyticsHi, ...siteHi, ...rolesHi }],
] as const)('in %s', (locale, messages) => {
  it.each(SHOWN)('"%s" is translated', (english) => {
    activate(locale, messages);
    const shown = inLanguage(english);
    expect(shown).not.toBe(english);
    expect(shown).toMatch(/[\u0900-\u097F]/);
  });
});

it('keeps the figure of a bound and the names of unknown filters', () => {
  activate('hi', { ...commonHi, ...analyticsHi, ...siteHi });
  expect(inLanguage('Please enter a number of at least 1')).toBe('कृपया कम से कम 1 संख्या लिखें');
  expect(inLanguage(ANALYTICS_TEXT.unknownField(['month']))).toContain('month');
});
