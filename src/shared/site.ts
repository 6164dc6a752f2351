// Public site data: health and the society's settings (the office's side is in site-admin.ts).
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';
import { money } from './schemas.ts';

// ---- prices sent with the settings (Admin -> Settings -> Prices; kept apart from the society's details) ----
/** One podium booking option's price: the office's base and what a resident pays, GST included. */
export const hallPriceSchema = z.object({ booking_option: z.string(), base: money, price: money });

export const settingsSchema = z.object({
  name: z.string(),
  address: z.string(),
  postal_code: z.string(),
  contact: z.string(),
  email: z.string(),
  description: z.string(),
  disclaimer: z.string(),
  upi_id: z.string(),
  /** The podium's prices, so resident pages show them without another request. */
  hall_prices: z.array(hallPriceSchema),
  /** The society's time zone (the server's SOCIETY_TIMEZONE): the screens read dates and "today" by it. */
  time_zone: z.string(),
});
export type SocietySettings = z.output<typeof settingsSchema>;

export const siteApi = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    input: noInput,
    output: z.object({
      status: z.literal('ok'),
      database: z.object({ kind: z.string(), ok: z.boolean() }),
      storage: z.object({ kind: z.string(), ok: z.boolean() }),
    }),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/settings',
    access: 'public',
    input: noInput,
    output: settingsSchema,
  }),
};
