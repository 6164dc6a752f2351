// The podium's prices: the office's base price per booking option (the starting price where none is set yet),
// plus GST.
import { BOOKING_OPTIONS, type HallPrice, withGst } from '../../../shared/hall-bookings.ts';
import type { Db, Tx } from '../../db/client.ts';
import { hallBookingPrices } from '../../db/schema.ts';

/** Every option's current price, in the options' order. */
export async function hallPrices(db: Db | Tx): Promise<HallPrice[]> {
  const rows = await db.select().from(hallBookingPrices);
  return BOOKING_OPTIONS.map((o) => {
    const set = rows.find((r) => r.booking_option === o.value);
    const base = set ? Number(set.base_inr) : o.base;
    return { booking_option: o.value, base, price: withGst(base) };
  });
}
