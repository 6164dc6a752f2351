// Admin -> Settings -> Prices: the gym plans' prices and the podium's base prices, saved in one transaction with
// an audit row naming each change. Requests already made keep the amount stored on them.
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PRICES_ADMIN_TEXT, type pricesInput } from '../../../shared/prices-admin.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { hallBookingPrices, membershipPlans } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { hallPrices } from '../hall-bookings/prices.ts';
import { listPlans } from '../memberships/service.ts';

export async function savePrices(ctx: AppContext, admin: SessionUser, input: z.output<typeof pricesInput>) {
  await ctx.db.transaction(async (tx) => {
    const ids = input.plans.map((p) => p.id);
    const before = ids.length
      ? await tx.select().from(membershipPlans).where(inArray(membershipPlans.id, ids)).for('update')
      : [];
    if (before.length !== new Set(ids).size) throw badRequest(PRICES_ADMIN_TEXT.unknownPlan);
    const beforeHall = await hallPrices(tx);
    const changes: Record<string, { from: number; to: number }> = {};
    for (const plan of input.plans) {
      const old = before.find((p) => p.id === plan.id)!;
      if (Number(old.price_inr) === Number(plan.price_inr)) continue;
      changes[`plan:${old.name}`] = { from: Number(old.price_inr), to: Number(plan.price_inr) };
      await tx
        .update(membershipPlans)
        .set({ price_inr: plan.price_inr })
        .where(eq(membershipPlans.id, plan.id));
    }
    for (const option of input.hall) {
      const old = beforeHall.find((p) => p.booking_option === option.booking_option)!;
      if (old.base === Number(option.base_inr)) continue;
      changes[`hall:${option.booking_option}`] = { from: old.base, to: Number(option.base_inr) };
      await tx
        .insert(hallBookingPrices)
        .values({ booking_option: option.booking_option, base_inr: option.base_inr })
        .onConflictDoUpdate({
          target: hallBookingPrices.booking_option,
          set: { base_inr: option.base_inr, updated_at: sql`now()` },
        });
    }
    await audit(tx, {
      userId: admin.id,
      action: 'prices_updated',
      resource: 'settings',
      details: { changes },
      severity: 'medium',
    });
  });
  return { plans: await listPlans(ctx.db), hall_prices: await hallPrices(ctx.db) };
}
