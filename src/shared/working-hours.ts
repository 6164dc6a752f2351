// The society office's working hours: deadlines of the helpdesk are counted in them. Pure arithmetic on instants,
// read on the wall clock of the society's time zone (whatever the machine's own), so the server, the tests and a
// browser agree on when a deadline falls.
import { addDays } from './dates.ts';

export interface WorkingCalendar {
  timeZone: string;
  /** Minutes after midnight when the office opens and closes (closing is after opening). */
  opensAt: number;
  closesAt: number;
  /** Working weekdays, 0 = Sunday … 6 = Saturday. */
  weekdays: readonly number[];
  /** Public holidays (YYYY-MM-DD), on which the office is closed whatever the weekday. */
  holidays: ReadonlySet<string>;
}

/** Ten years of days: a calendar with no working day at all would otherwise never end a count. */
const MAX_DAYS = 3660;
const DAY_MINUTES = 24 * 60;

const wallClocks = new Map<string, Intl.DateTimeFormat>();
/** An instant as the society's calendar date and minute of the day. */
function wallClock(at: Date, timeZone: string) {
  let f = wallClocks.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  const minute =
    Number(p.hour) * 60 + Number(p.minute) + (Number(p.second) + at.getUTCMilliseconds() / 1000) / 60;
  return { date: `${p.year}-${p.month}-${p.day}`, minute };
}

/** The instant of a calendar date's minute in the time zone (the zone's offset read at that moment). */
function instantOf(date: string, minute: number, timeZone: string) {
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minute * 60_000;
  // The wall clock of the UTC reading tells the offset; a second look settles a change of offset in between.
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const seen = wallClock(new Date(guess), timeZone);
    const seenUtc = Date.parse(`${seen.date}T00:00:00Z`) + seen.minute * 60_000;
    guess += asUtc - seenUtc;
  }
  return new Date(Math.round(guess));
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
export const isWorkingDay = (date: string, cal: WorkingCalendar) =>
  cal.weekdays.includes(weekday(date)) && !cal.holidays.has(date);

/**
 * The instant `minutes` working minutes after `from`: time outside the office's hours, weekends and holidays does
 * not count, so an item filed at night starts its clock the next working morning, and a deadline that would fall
 * after closing continues the next working day.
 */
export function addWorkingMinutes(from: Date, minutes: number, cal: WorkingCalendar): Date {
  let { date, minute } = wallClock(from, cal.timeZone);
  let left = minutes;
  for (let i = 0; i < MAX_DAYS; i++) {
    if (isWorkingDay(date, cal)) {
      const start = Math.max(minute, cal.opensAt);
      const open = Math.max(0, cal.closesAt - start);
      if (left <= open && start < cal.closesAt) return instantOf(date, start + left, cal.timeZone);
      left -= open;
    }
    date = addDays(date, 1);
    minute = 0;
  }
  throw new Error('The working calendar has no working day');
}

/** The working minutes between two instants (0 when `to` is not after `from`), whole minutes rounded down. */
export function workingMinutesBetween(from: Date, to: Date, cal: WorkingCalendar): number {
  if (to <= from) return 0;
  const a = wallClock(from, cal.timeZone);
  const b = wallClock(to, cal.timeZone);
  let total = 0;
  for (let date = a.date, i = 0; date <= b.date && i < MAX_DAYS; date = addDays(date, 1), i++) {
    if (!isWorkingDay(date, cal)) continue;
    const start = Math.max(cal.opensAt, date === a.date ? a.minute : 0);
    const end = Math.min(cal.closesAt, date === b.date ? b.minute : DAY_MINUTES);
    if (end > start) total += end - start;
  }
  return Math.floor(total + 1e-9);
}

/** 'HH:MM' (24-hour) as minutes after midnight, and back. */
export const minutesOfDay = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
export const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
