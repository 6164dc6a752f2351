import { type ClassValue, clsx } from 'clsx';
import { SOCIETY_TIME_ZONE, todayIn } from '@/shared/dates';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@/shared/locales';
import { mergeClasses } from './merge-classes';

/** Joins class names; a later Tailwind class overrides an earlier one for the same property. */
export const cn = (...inputs: ClassValue[]) => mergeClasses(clsx(inputs));

// Dates and times read on the society's clock, whatever zone the viewer's device is in: the server's
// SOCIETY_TIMEZONE, which arrives with the settings (the page's data block or /api/settings); the default until then.
let societyZone = SOCIETY_TIME_ZONE;
export const setSocietyZone = (timeZone: string) => {
  societyZone = timeZone;
};
// The language dates, times and amounts are written in: the person's (lib/i18n.ts sets it with their messages).
let displayLocale: Locale = DEFAULT_LOCALE;
export const setDisplayLocale = (locale: Locale) => {
  displayLocale = locale;
};
/** The person's language, for formatting outside React (money: formatINR(amount, displayedLocale())). */
export const displayedLocale = () => displayLocale;

/** The society's time zone, for `todayIn` and for formatting. */
export const societyTimeZone = () => societyZone;
/** Today's calendar date (YYYY-MM-DD) on the society's clock. */
export const societyToday = () => todayIn(societyZone);

/** A YYYY-MM-DD date or an ISO timestamp as the society reads dates (21 Nov 2026; २१ नोव्हें, 2026). */
export function formatDate(value: string | null | undefined) {
  if (!value) return '—';
  // A calendar date is the same day everywhere: read and shown at UTC midnight, it cannot shift.
  const dateOnly = value.length === 10;
  const d = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  return d.toLocaleDateString(INTL_LOCALE[displayLocale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: dateOnly ? 'UTC' : societyZone,
  });
}

export function formatDateTime(value: string) {
  return new Date(value).toLocaleString(INTL_LOCALE[displayLocale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: societyZone,
  });
}

export const capitalize = (v: string) => v.charAt(0).toUpperCase() + v.slice(1).replace(/_/g, ' ');
