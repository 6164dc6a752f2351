import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { type Area, can } from '../../../shared/permissions.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import {
  carParkingRegistrations,
  houseRepairRegistrations,
  reportedPayments,
  staffMembers,
  storedFiles,
} from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { storedName } from '../../storage/storage.ts';

/**
 * Writes a resident's attachment to the private documents bucket and records its owner, inside the
 * caller's transaction; the file is removed again if that transaction fails.
 */
export async function saveDocument(
  ctx: AppContext,
  tx: Tx,
  owner: SessionUser,
  file: UploadedFile,
  onRollback: (undo: () => Promise<void>) => void,
) {
  const name = storedName(file.ext, owner.id);
  await ctx.storage.put('documents', name, file.bytes);
  onRollback(() => ctx.storage.remove('documents', name));
  await tx.insert(storedFiles).values({
    bucket: 'documents',
    name,
    owner_id: owner.id,
    content_type: file.contentType,
    size: file.bytes.length,
    original_name: file.originalName,
    reencoded: file.reencoded,
  });
  return name;
}

/**
 * The back-office area whose screens show a stored document: a resident's parking RC copy or house repair plans
 * (approvals), a reported payment's screenshot (accounts), a staff member's ID proof (attendance).
 */
const areaOfDocument = sql<Area | null>`case
  when exists (select 1 from ${carParkingRegistrations} where ${carParkingRegistrations.rc_copy_url} = ${storedFiles.name})
    or exists (select 1 from ${houseRepairRegistrations} where ${houseRepairRegistrations.repair_plans_url} = ${storedFiles.name})
    then 'approvals'
  when exists (select 1 from ${reportedPayments} where ${reportedPayments.screenshot} = ${storedFiles.name}) then 'accounts'
  when exists (select 1 from ${staffMembers} where ${staffMembers.id_proof_url} = ${storedFiles.name}) then 'attendance'
  end`;

/**
 * A document for its owner or for a role that reaches the area showing it (areaOfDocument); anyone else gets the
 * same 404 as for a missing file. Only images the
 * server re-encoded open in the browser; everything else (PDFs above all) is a download.
 */
export async function readDocument(ctx: AppContext, user: SessionUser, name: string) {
  const [row] = await ctx.db
    .select({ ...getTableColumns(storedFiles), area: areaOfDocument })
    .from(storedFiles)
    .where(and(eq(storedFiles.bucket, 'documents'), eq(storedFiles.name, name)));
  const mayRead = row && (row.owner_id === user.id || (row.area && can(user.reach, `${row.area}:view`)));
  if (!mayRead) throw notFound('Document not found');
  const stream = await ctx.storage.open('documents', name);
  if (!stream) throw notFound('Document not found');
  return {
    bytes: stream,
    contentType: row.content_type,
    filename: row.original_name ?? name.split('/').pop()!,
    inline: row.reencoded,
  };
}

/** Runs a write with an attachment: the transaction, and the stored file's removal if it fails. */
export async function withAttachment<T>(
  ctx: AppContext,
  work: (tx: Tx, onRollback: (undo: () => Promise<void>) => void) => Promise<T>,
) {
  const undo: (() => Promise<void>)[] = [];
  try {
    return await ctx.db.transaction((tx) => work(tx, (u) => undo.push(u)));
  } catch (err) {
    await Promise.allSettled(undo.map((u) => u()));
    throw err;
  }
}
