// Attendance's shared messages (src/shared/attendance/common.ts: the spec's toasts, the forms' and the server's
// errors) reach the office screen in its language: they are keyed by their English text, so a constant reworded
// without admin-attendance-words.ts would silently show in English again.
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_STATUSES, ATTENDANCE_TEXT, STAFF_DEPARTMENTS } from '@/shared/attendance/common';
import { activate } from '@/web/lib/i18n';
import { inLanguage } from '@/web/lib/server-messages';
import { setDisplayLocale } from '@/web/lib/utils';
import { messages as hi } from '../../locales/office/attendance/hi.po';
import { messages as mr } from '../../locales/office/attendance/mr.po';
import { departmentName, monthName, statusName, weekdayName } from './admin-attendance-words';

const SHOWN = [
  ...Object.values(ATTENDANCE_TEXT).filter((text) => typeof text === 'string'),
  ATTENDANCE_TEXT.holidayExists('26 Jan 2027'),
  ATTENDANCE_TEXT.holidayOutsideYear(2027),
  ATTENDANCE_TEXT.daySaved(1),
  ATTENDANCE_TEXT.daySaved(2),
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

  it('names the statuses, departments, months and weekdays', () => {
    activate(locale, messages);
    setDisplayLocale(locale);
    for (const name of [...ATTENDANCE_STATUSES.map(statusName), ...STAFF_DEPARTMENTS.map(departmentName)])
      expect(name).toMatch(/[\u0900-\u097F]/);
    expect(monthName(11)).toMatch(/^[\u0900-\u097F]+$/);
    expect(weekdayName('2027-01-26')).toMatch(/^[\u0900-\u097F]+$/);
    expect(statusName('on_duty')).toBe('on_duty');
    setDisplayLocale('en');
  });
});

it('counts the staff saved in Latin digits', () => {
  activate('mr', mr);
  expect(inLanguage(ATTENDANCE_TEXT.daySaved(12))).toBe('12 कर्मचाऱ्यांची हजेरी जतन केली');
});
