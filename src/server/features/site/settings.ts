import type { HallPrice } from '../../../shared/hall-bookings.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { DEFAULT_SETTINGS } from '../../db/reference-data.ts';
import { societySettings } from '../../db/schema.ts';
import { hallPrices } from '../hall-bookings/prices.ts';

export type Settings = typeof societySettings.$inferSelect & { hall_prices: HallPrice[] };

/** The society's details, with the podium's prices that resident pages show. */
export async function getSettings(db: Db): Promise<Settings> {
  const [[row], hall_prices] = await Promise.all([
    db.select().from(societySettings).limit(1),
    hallPrices(db),
  ]);
  return { ...(row ?? { ...DEFAULT_SETTINGS, updated_at: new Date() }), hall_prices };
}

/**
 * The settings as the browser gets them (/api/settings, the page's data block, a saved form's answer): with the
 * society's time zone (SOCIETY_TIMEZONE), by which the screens read dates and "today" as the server does.
 */
export const browserSettings = async (ctx: Pick<AppContext, 'db' | 'config'>) => ({
  ...(await getSettings(ctx.db)),
  time_zone: ctx.config.SOCIETY_TIMEZONE,
});
