// Attendance: the year's public holidays (admin spec section 2).
import * as z from 'zod/mini';
import { isoDate, text } from '../validation.ts';
import { ATTENDANCE_TEXT, year } from './common.ts';

/** A holiday is added to the year the list shows, and its date must be in that year. */
export const holidayInput = z
  .strictObject({
    holiday_name: text(100),
    holiday_date: isoDate,
    year,
  })
  .check(
    z.superRefine((h, ctx) => {
      if (!h.holiday_date.startsWith(`${h.year}-`))
        ctx.addIssue({
          code: 'custom',
          path: ['holiday_date'],
          message: ATTENDANCE_TEXT.holidayOutsideYear(h.year),
        });
    }),
  );
export type HolidayInput = z.input<typeof holidayInput>;

export const holidaySchema = z.object({
  id: z.string(),
  holiday_name: z.string(),
  holiday_date: z.string(),
  year: z.number(),
  is_active: z.boolean(),
});
export type PublicHoliday = z.output<typeof holidaySchema>;
