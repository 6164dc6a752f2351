import { afterEach, describe, expect, it, vi } from 'vitest';
import { addWorkingMinutes, type WorkingCalendar, workingMinutesBetween } from './working-hours.ts';

/** 10:00 to 18:00, Monday to Saturday, Republic Day (Monday 26 Jan 2026) a holiday. */
const office: WorkingCalendar = {
  timeZone: 'Asia/Kolkata',
  opensAt: 10 * 60,
  closesAt: 18 * 60,
  weekdays: [1, 2, 3, 4, 5, 6],
  holidays: new Set(['2026-01-26']),
};
const weekdaysOnly: WorkingCalendar = { ...office, weekdays: [1, 2, 3, 4, 5] };
/** A wall-clock time in Mumbai. */
const ist = (local: string) => new Date(`${local}+05:30`);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('working hours', () => {
  it('skips the weekend', () => {
    // Friday 17:00 + 2 working hours: one on Friday, one on Monday morning.
    expect(addWorkingMinutes(ist('2026-01-16T17:00'), 120, weekdaysOnly)).toEqual(ist('2026-01-19T11:00'));
    expect(workingMinutesBetween(ist('2026-01-16T17:00'), ist('2026-01-19T11:00'), weekdaysOnly)).toBe(120);
  });

  it('skips a public holiday', () => {
    // Saturday 17:00: Sunday is off and Monday is Republic Day, so the second hour is on Tuesday.
    expect(addWorkingMinutes(ist('2026-01-24T17:00'), 120, office)).toEqual(ist('2026-01-27T11:00'));
    expect(workingMinutesBetween(ist('2026-01-24T17:00'), ist('2026-01-27T11:00'), office)).toBe(120);
  });

  it('rolls a deadline that would end after closing to the next working morning', () => {
    expect(addWorkingMinutes(ist('2026-01-14T16:00'), 180, office)).toEqual(ist('2026-01-15T11:00'));
    // Exactly the hours left in the day ends at closing time, that day.
    expect(addWorkingMinutes(ist('2026-01-14T16:00'), 120, office)).toEqual(ist('2026-01-14T18:00'));
  });

  it('starts the clock of an item filed outside the hours at the next opening', () => {
    expect(addWorkingMinutes(ist('2026-01-14T21:30'), 60, office)).toEqual(ist('2026-01-15T11:00'));
    expect(addWorkingMinutes(ist('2026-01-14T07:00'), 60, office)).toEqual(ist('2026-01-14T11:00'));
    expect(addWorkingMinutes(ist('2026-01-14T18:00'), 0, office)).toEqual(ist('2026-01-15T10:00'));
    // Filed on a Sunday night, answered at 10:30 on Monday: half an hour of work.
    expect(workingMinutesBetween(ist('2026-01-11T22:00'), ist('2026-01-12T10:30'), office)).toBe(30);
    expect(workingMinutesBetween(ist('2026-01-14T19:00'), ist('2026-01-14T22:00'), office)).toBe(0);
  });

  it('counts what it adds, over several days', () => {
    const from = ist('2026-01-20T13:17');
    for (const minutes of [1, 59, 480, 1000, 5 * 480 + 7])
      expect(workingMinutesBetween(from, addWorkingMinutes(from, minutes, office), office)).toBe(minutes);
    expect(workingMinutesBetween(ist('2026-01-20T13:00'), ist('2026-01-20T12:00'), office)).toBe(0);
  });

  it('reads the society time zone whatever the machine’s', () => {
    const results = ['UTC', 'America/Los_Angeles', 'Asia/Tokyo'].map((tz) => {
      // The machine's own zone (Node reads TZ afresh when it changes).
      vi.stubEnv('TZ', tz);
      return [
        addWorkingMinutes(ist('2026-01-16T17:00'), 120, weekdaysOnly).toISOString(),
        workingMinutesBetween(ist('2026-01-16T17:00'), ist('2026-01-19T11:00'), weekdaysOnly),
      ];
    });
    expect(results).toEqual(Array(3).fill(['2026-01-19T05:30:00.000Z', 120]));
  });

  it('refuses a calendar without a working day', () => {
    expect(() => addWorkingMinutes(ist('2026-01-14T10:00'), 60, { ...office, weekdays: [] })).toThrow();
  });
});
