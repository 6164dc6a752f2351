/** The society's time zone as the browser reckons "today" (the server reads SOCIETY_TIMEZONE, this by default). */
export const SOCIETY_TIME_ZONE = 'Asia/Kolkata';

/** Today's calendar date (YYYY-MM-DD) in the society's time zone. */
export function todayIn(timeZone: string, now = new Date()) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A YYYY-MM-DD date plus whole days, as a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number) {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// One formatter for every label: making one per call (what toLocaleDateString does) took most of the time of a
// ten-year statement's 240 dates.
let dateLabels: Intl.DateTimeFormat | undefined;
/** A YYYY-MM-DD date as the society reads it (15 Jan 2031), the same on any machine: for messages and mails. */
export const dateLabel = (isoDate: string) => {
  dateLabels ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dateLabels.format(new Date(`${isoDate}T00:00:00Z`));
};
