// Parking registrations: one row per vehicle, written with the optional RC copy in one transaction; a vehicle
// has at most one active (pending or approved) registration.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  compactVehicleNumber,
  PARKING_TEXT,
  type parkingInput,
  slotRequestedText,
} from '../../../shared/parking.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { carParkingRegistrations } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { tellOffice } from '../../platform/office-mail.ts';
import { requireOwnFlat } from '../account/own-flat.ts';
import { saveDocument, withAttachment } from '../documents/service.ts';

const ACTIVE = ['pending', 'approved'];
/** The mark's letters and figures in SQL, so rows stored before marks were normalised compare equal too. */
const compactColumn = sql<string>`upper(regexp_replace(${carParkingRegistrations.vehicle_number}, '[^A-Za-z0-9]', '', 'g'))`;

/**
 * Refuses (409) when one of these vehicles already has an active registration (other than `exceptId`).
 * Registrations of one vehicle are serialised first (a transaction-scoped advisory lock per mark, taken in
 * order), so two requests for the same car at the same moment cannot both pass.
 */
export async function refuseActiveDuplicate(tx: Tx, numbers: string[], exceptId?: string) {
  const marks = [...new Set(numbers.map(compactVehicleNumber))].sort();
  for (const mark of marks)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`parking:${mark}`}))`);
  const [active] = await tx
    .select({
      vehicle_number: carParkingRegistrations.vehicle_number,
      status: carParkingRegistrations.status,
    })
    .from(carParkingRegistrations)
    .where(
      and(
        inArray(compactColumn, marks),
        inArray(carParkingRegistrations.status, ACTIVE),
        exceptId ? ne(carParkingRegistrations.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (active) throw conflict(PARKING_TEXT.alreadyActive(active.vehicle_number, active.status));
}

export function registerVehicles(
  ctx: AppContext,
  user: SessionUser,
  input: z.output<typeof parkingInput>,
  rcCopy: UploadedFile | null,
) {
  return withAttachment(ctx, async (tx, onRollback) => {
    const flat = await requireOwnFlat(tx, user.id, input.flat_no);
    await refuseActiveDuplicate(
      tx,
      input.vehicles.map((v) => v.car_number),
    );
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
