// The flats register: the office's list (with how many residents claim each flat), add, edit and delete. Each
// write audits in its own transaction; a flat number already in the register is refused, also when two admins
// add it at once (the unique index decides).
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { paiseOf } from '../../../shared/exact-money.ts';
import {
  FLATS_TEXT,
  type FlatInput,
  type flatFilters,
  type flatListQuery,
} from '../../../shared/flats-admin.ts';
import { decimalOf } from '../../../shared/money.ts';
import type { SessionUser } from '../../context.ts';
import { type Db, isUniqueViolation, type Tx } from '../../db/client.ts';
import { flats, profiles } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { paginate, type SortColumns, sortOrder } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';
import { hasEntries } from '../dues/ledger-store.ts';

/** Profiles naming the flat of the outer `flats` row (profiles_flat_idx): who has claimed it. */
const claims = (extra?: SQL) =>
  sql`from ${profiles} where ${profiles}.flat_no = ${flats}.flat_no${extra ? sql` and ${extra}` : sql``}`;

const columns = {
  id: flats.id,
  wing: flats.wing,
  flat_no: flats.flat_no,
  carpet_area_sqft: flats.carpet_area_sqft,
  built_up_area_sqft: flats.built_up_area_sqft,
  construction_cost: flats.construction_cost,
  occupancy: flats.occupancy,
  parking_covered: flats.parking_covered,
  parking_open: flats.parking_open,
  parking_two_wheeler: flats.parking_two_wheeler,
  opening_balance: flats.opening_balance,
  opening_balance_date: flats.opening_balance_date,
  residents: sql<number>`(select count(*)::int ${claims()})`,
  confirmed_residents: sql<number>`(select count(*)::int ${claims(sql`${profiles}.flat_confirmed_at is not null`)})`,
  updated_at: flats.updated_at,
};

/** By flat number (flats_flat_no_uq) or by wing (flats_wing_idx), A to Z unless asked otherwise. */
const FLAT_SORTS: SortColumns<'flat_no' | 'wing'> = {
  flat_no: { by: [flats.flat_no], dir: 'asc' },
  wing: { by: [flats.wing, flats.flat_no], dir: 'asc' },
};

/** The table's search (flat number or wing) and its claimed / unclaimed filter; the export uses it too. */
export function filterCondition(filters: z.output<typeof flatFilters>) {
  return and(
    filters.q ? containsText(filters.q, [flats.flat_no, flats.wing]) : undefined,
    filters.claim === 'unclaimed'
      ? sql`not exists (select 1 ${claims()})`
      : filters.claim === 'claimed'
        ? sql`exists (select 1 ${claims()})`
        : undefined,
  );
}

export function listFlats(db: Db, query: z.output<typeof flatListQuery>) {
  const where = filterCondition(query);
  return paginate(
    db,
    query,
    (limit, offset) =>
      db
        .select(columns)
        .from(flats)
        .where(where)
        .orderBy(...sortOrder(query, FLAT_SORTS, 'flat_no', flats.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(flats).where(where),
  );
}

/** Every flat matching the filters, in flat number order: what the export writes. */
export const allFlats = (db: Db, filters: z.output<typeof flatFilters>) =>
  db.select(columns).from(flats).where(filterCondition(filters)).orderBy(asc(flats.flat_no));

async function flatOf(db: Db | Tx, id: string) {
  const [row] = await db.select(columns).from(flats).where(eq(flats.id, id));
  if (!row) throw notFound(FLATS_TEXT.notFound);
  return row;
}

/** Flat numbers of `numbers` the register already has. */
export async function registered(db: Db | Tx, numbers: string[]) {
  const found = new Set<string>();
  for (let i = 0; i < numbers.length; i += 1000)
    for (const r of await db
      .select({ flat_no: flats.flat_no })
      .from(flats)
      .where(inArray(flats.flat_no, numbers.slice(i, i + 1000))))
      found.add(r.flat_no);
  return found;
}

/** A flat number the register has: 409, named on the flat number field. */
export function duplicateFlat(flat: string) {
  const message = FLATS_TEXT.duplicate(flat);
  return new AppError(409, 'CONFLICT', message, { flat_no: message });
}

/** Runs a write; a flat number taken meanwhile (the unique index) is the office's duplicate message. */
async function refusingDuplicates<T>(flat: string, write: () => Promise<T>) {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateFlat(flat);
    throw err;
  }
}

/** Decimals as numeric(…, 2) holds them ('650' and '650.00' are one value), for comparing and auditing. */
const exact = (v: string | null) => (v === null ? null : decimalOf(paiseOf(v)));
const MONEY_FIELDS = ['opening_balance', 'opening_balance_date', 'construction_cost'] as const;

export function addFlat(db: Db, admin: SessionUser, input: FlatInput) {
  return refusingDuplicates(input.flat_no, () =>
    db.transaction(async (tx) => {
      const [{ id }] = await tx.insert(flats).values(input).returning({ id: flats.id });
      await audit(tx, {
        userId: admin.id,
        action: 'flat_added',
        resource: 'flats',
        severity: paiseOf(input.opening_balance) === 0 ? 'low' : 'medium',
        details: {
          flat_id: id,
          flat_no: input.flat_no,
          opening_balance: exact(input.opening_balance),
          opening_balance_date: input.opening_balance_date,
        },
      });
      return flatOf(tx, id);
    }),
  );
}

/** Saves the edit dialog; the audit row lists each changed field as [before, after]. */
export function updateFlat(db: Db, admin: SessionUser, id: string, input: FlatInput) {
  return refusingDuplicates(input.flat_no, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(flats).where(eq(flats.id, id)).for('update');
      if (!before) throw notFound(FLATS_TEXT.notFound);
      // Bills were computed from the opening balance: from the first one on, a correction is a note, not an edit.
      const openingChanged =
        paiseOf(before.opening_balance) !== paiseOf(input.opening_balance) ||
        before.opening_balance_date !== input.opening_balance_date;
      if (openingChanged && (await hasEntries(tx, id))) throw conflict(FLATS_TEXT.openingBalanceFrozen);
      const decimals = new Set([
        'carpet_area_sqft',
        'built_up_area_sqft',
        'construction_cost',
        'opening_balance',
      ]);
      const changes = Object.fromEntries(
        (Object.keys(input) as (keyof FlatInput)[])
          .map((f) => {
            const read = (v: unknown) => (decimals.has(f) ? exact(v as string | null) : v);
            return [f, [read(before[f]), read(input[f])]] as const;
          })
          .filter(([, [was, now]]) => was !== now),
      );
      await tx
        .update(flats)
        .set({ ...input, updated_at: new Date() })
        .where(eq(flats.id, id));
      await audit(tx, {
        userId: admin.id,
        action: 'flat_updated',
        resource: 'flats',
        // A changed opening balance changes what the flat owes.
        severity: MONEY_FIELDS.some((f) => f in changes) ? 'high' : 'medium',
        details: { flat_id: id, flat_no: input.flat_no, changes },
      });
      return flatOf(tx, id);
    }),
  );
}

/** Refused once the flat has bills or payments: its ledger is the society's record and keeps pointing at it. */
export function deleteFlat(db: Db, admin: SessionUser, id: string) {
  return db.transaction(async (tx) => {
    // Locked first: a bill or payment being written for the flat finishes before the check, or waits for the delete.
    const [flat] = await tx.select().from(flats).where(eq(flats.id, id)).for('update');
    if (!flat) throw notFound(FLATS_TEXT.notFound);
    if (await hasEntries(tx, id)) throw conflict(FLATS_TEXT.hasLedger(flat.flat_no));
    const [gone] = await tx.delete(flats).where(eq(flats.id, id)).returning();
    await audit(tx, {
      userId: admin.id,
      action: 'flat_deleted',
      resource: 'flats',
      severity: 'medium',
      // The whole row, so the register can be put back from the audit log.
      details: { flat_id: id, flat_no: gone.flat_no, flat: gone },
    });
    return { ok: true };
  });
}
