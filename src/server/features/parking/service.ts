// Parking registrations: one row per vehicle, written with the optional RC copy in one transaction.
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type parkingInput, slotRequestedText } from '../../../shared/parking.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { carParkingRegistrations } from '../../db/schema.ts';
import type { UploadedFile } from '../../http/route.ts';
import { tellOffice } from '../../platform/office-mail.ts';
import { requireOwnFlat } from '../account/own-flat.ts';
import { saveDocument, withAttachment } from '../documents/service.ts';

export function registerVehicles(
  ctx: AppContext,
  user: SessionUser,
  input: z.output<typeof parkingInput>,
  rcCopy: UploadedFile | null,
) {
  return withAttachment(ctx, async (tx, onRollback) => {
    const flat = await requireOwnFlat(tx, user.id, input.flat_no);
    const rcName = rcCopy ? await saveDocument(ctx, tx, user, rcCopy, onRollback) : null;
    return tx
      .insert(carParkingRegistrations)
      .values(
        input.vehicles.map((v) => ({
          user_id: user.id,
          owner_name: input.owner_name,
          flat_no: flat,
          contact_number: input.contact_number,
          vehicle_type: 'car',
          vehicle_number: v.car_number,
          vehicle_make: '',
          vehicle_model: '',
          vehicle_color: '',
          parking_slot_requested: slotRequestedText(v.slot_type, v.slot_number),
          slot_number: v.slot_number,
          status: 'pending',
          rc_copy_url: rcName,
        })),
      )
      .returning();
  }).then(tellOffice(ctx, 'parking', user));
}

export function myRegistrations(ctx: AppContext, user: SessionUser) {
  return ctx.db
    .select()
    .from(carParkingRegistrations)
    .where(eq(carParkingRegistrations.user_id, user.id))
    .orderBy(desc(carParkingRegistrations.created_at), desc(carParkingRegistrations.id));
}
