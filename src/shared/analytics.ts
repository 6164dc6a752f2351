// The office's analytics (admin spec sections 2, 7, 8 and 9): the figures and series of one date range, the
// range's rules (the form repeats them), and the API contract. Every number is aggregated by the database.
import * as z from 'zod/mini';
import { endpoint } from './contract.ts';
import { collectionSchema } from './dues-admin.ts';
import { money } from './schemas.ts';
import { isoDate } from './validation.ts';

/** The range the figures may cover: no society data before 2000, and at most five years at once. */
export const ANALYTICS_RANGE = { earliest: '2000-01-01', latest: '2099-12-31', maxMonths: 60 } as const;

export const ANALYTICS_TEXT = {
  title: 'Analytics',
  loadFailed: 'Failed to load analytics data',
  invalidDate: 'Please enter a valid date',
  fromMissing: 'Please choose a start date',
  toMissing: 'Please choose an end date',
  outOfBounds: 'Please choose a date between 1 Jan 2000 and 31 Dec 2099',
  fromAfterTo: 'The start date must be on or before the end date',
  tooLong: 'Please choose a range of at most 5 years',
  /** Names the unknown fields, shortened: they are whatever a caller typed. */
  unknownField: (keys: string[]) =>
    `Unknown filter: ${keys
      .slice(0, 3)
      .map((k) => k.slice(0, 40))
      .join(', ')}. The analytics take only from and to.`,
} as const;

/** Months are counted as calendar months: a range inside one month spans 1. */
export const monthsSpanned = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7)) +
  1;

/** The default range ending on `to`: the whole month eleven months earlier through `to`, twelve bars in all. */
export function defaultFrom(to: string) {
  const months = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7)) - 1 - 11;
  return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-01`;
}

/** What is wrong with a complete range (both dates valid), with the field to blame; null when it is fine. */
export function rangeProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (from > to) return { field: 'from', message: ANALYTICS_TEXT.fromAfterTo };
  if (monthsSpanned(from, to) > ANALYTICS_RANGE.maxMonths)
    return { field: 'from', message: ANALYTICS_TEXT.tooLong };
  return null;
}

const rangeDate = isoDate.check(
  z.refine((d) => d >= ANALYTICS_RANGE.earliest && d <= ANALYTICS_RANGE.latest, ANALYTICS_TEXT.outOfBounds),
);

/** Both dates are optional: the server fills a missing `to` with today and a missing `from` with defaultFrom. */
export const analyticsQuery = z
  .strictObject(
    { from: z.optional(rangeDate), to: z.optional(rangeDate) },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? ANALYTICS_TEXT.unknownField(issue.keys) : undefined,
    },
  )
  .check(
    z.superRefine((q, ctx) => {
      const problem = q.from && q.to ? rangeProblem(q.from, q.to) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }),
  );
export type AnalyticsQuery = z.input<typeof analyticsQuery>;

const int = z.number().check(z.int());
/** Requests decided by the office: how many were filed, and where they stand now. */
const decided = z.object({ total: int, pending: int, approved: int, rejected: int });

export const analyticsSchema = z.object({
  /** The range the figures cover (dates in the society's time zone), after defaults. */
  range: z.object({ from: z.string(), to: z.string(), timeZone: z.string() }),
  /** Profiles registered by the end of the range, and how many of them in it. */
  members: z.object({ total: int, joined: int }),
  /** Approved money filed in the range, gym and hall together (the dashboard's definition, over the range). */
  revenue: money,
  /** Requests of every kind filed in the range and still pending. */
  pending: int,
  /** Approved counts 'active' too; ended is expired or inactive. Active: approved/active and not past its end. */
  memberships: z.extend(decided, { ended: int, active: int, revenue: money }),
  hallBookings: z.extend(decided, { revenue: money }),
  parking: decided,
  repairs: decided,
  /** One entry per calendar month of the range, oldest first, zero where nothing was paid. */
  revenueByMonth: z.array(z.object({ month: z.string(), memberships: money, hallBookings: money })),
  feedback: z.object({
    total: int,
    resolved: int,
    /** Median hours from submission to resolution over resolved feedback; null when none is resolved. */
    medianResolveHours: z.nullable(z.number()),
    byCategory: z.array(
      z.object({
        category: z.string(),
        total: int,
        resolved: int,
        medianResolveHours: z.nullable(z.number()),
      }),
    ),
  }),
  /** The maintenance dues' collection over the last 12 billing periods (whatever the range: periods, not dates). */
  collection: collectionSchema,
});
export type Analytics = z.output<typeof analyticsSchema>;

export const analyticsAdminApi = {
  /**
   * Every figure and series of the page in one answer, so the page makes a single request. Analytics is open to
   * every back-office role; most of its figures are the requests' (approvals:view, which every role has by default).
   */
  figures: endpoint({
    method: 'GET',
    path: '/api/admin/analytics',
    access: 'approvals:view',
    input: analyticsQuery,
    output: analyticsSchema,
  }),
};

/** A duration in hours as people say it: minutes under an hour, hours under two days, then days. */
export function durationParts(hours: number): { value: string; unit: 'min' | 'h' | 'days' } {
  // The figure alone: the screen writes the unit in the person's language.
  const one = (n: number) => String(Math.round(n * 10) / 10);
  if (hours < 1) return { value: String(Math.max(1, Math.round(hours * 60))), unit: 'min' };
  if (hours < 48) return { value: one(hours), unit: 'h' };
  return { value: one(hours / 24), unit: 'days' };
}
