// House repair and renovation requests, with the optional plans attachment written in the same transaction.
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { houseRepairInput } from '../../../shared/house-repairs.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { houseRepairRegistrations } from '../../db/schema.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { tellOffice } from '../../platform/office-mail.ts';
import { requireOwnFlat } from '../account/own-flat.ts';
import { saveDocument, withAttachment } from '../documents/service.ts';

export async function requestRepair(
  ctx: AppContext,
  user: SessionUser,
  input: z.output<typeof houseRepairInput>,
  plans: UploadedFile | null,
) {
  return withAttachment(ctx, async (tx, onRollback) => {
    const flat = await requireOwnFlat(tx, user.id, input.flat_no);
    const plansName = plans ? await saveDocument(ctx, tx, user, plans, onRollback) : null;
    const [row] = await tx
      .insert(houseRepairRegistrations)
      .values({
        ...input,
        flat_no: flat,
        user_id: user.id,
        amount: input.amount === null ? null : input.amount.toFixed(2),
        terms_accepted: true,
        status: 'pending',
        repair_plans_url: plansName,
      })
      .returning();
    return row;
  }).then(tellOffice(ctx, 'house_repair', user));
}

export function myRepairs(ctx: AppContext, user: SessionUser) {
  return ctx.db
    .select()
    .from(houseRepairRegistrations)
    .where(eq(houseRepairRegistrations.user_id, user.id))
    .orderBy(desc(houseRepairRegistrations.created_at), desc(houseRepairRegistrations.id));
}
