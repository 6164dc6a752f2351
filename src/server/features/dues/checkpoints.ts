// Checkpoints of the flats' ledgers (schema: ledger_checkpoints): derived data that lets the dues list and a bill
// run's draft read a flat's entries after its latest checkpoint instead of its whole journal, with the same result
// to the paisa (billing/interest.ts, InterestState; read by ledger-store.ts's readLedgersSince).
//
// A checkpoint stays true only while no entry reaches back over it. Every entry is posted through
// ledger-store.ts's postEntries, which deletes the checkpoints its entries reach back over (an entry dated on or
// before one, a reversal of a payment received by then) in the entry's own transaction. The publish that writes
// checkpoints holds this module's lock from before it reads the ledgers until it commits; posting waits for it (a
// shared hold: postings do not wait for each other). So a payment recorded during a publish either is seen by its
// reads, or waits, then finds the new checkpoints and deletes those it reaches back over: a checkpoint never
// misses an entry dated before it, whichever transaction commits first, on PostgreSQL as on the embedded database.
import { inArray, sql } from 'drizzle-orm';
import type { PaymentOrder } from '../../../shared/billing-admin.ts';
import type { Tx } from '../../db/client.ts';
import { ledgerCheckpoints, ledgerEntries } from '../../db/schema.ts';
import { type InterestState, interestOnArrears } from '../billing/interest.ts';
import { balanceOf } from '../billing/ledger.ts';
import type { LedgerSince, NewLedgerEntry } from './ledger-store.ts';

const LOCK = sql`hashtext('ledger:checkpoints')`;

/** Held by a publish that writes checkpoints, from before it reads the ledgers until it commits. */
export const lockCheckpoints = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);

/** Deletes the checkpoints that entries about to be posted reach back over (after any publish writing them). */
export async function dropCheckpointsReachedBy(tx: Tx, entries: readonly NewLedgerEntry[]) {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${LOCK})`);
  const reached = new Map<string, string>();
  const reach = (flatId: string, day: string) => {
    const earliest = reached.get(flatId);
    if (!earliest || day < earliest) reached.set(flatId, day);
  };
  for (const e of entries) reach(e.flat_id, e.entry_date);
  // A reversal undoes its payment from the day it was received.
  const reversed = entries.flatMap((e) =>
    e.kind === 'payment_reversal' && e.refers_to ? [e.refers_to] : [],
  );
  if (reversed.length) {
    const payments = await tx
      .select({ flat_id: ledgerEntries.flat_id, day: ledgerEntries.entry_date })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.id, reversed));
    for (const p of payments) reach(p.flat_id, p.day);
  }
  if (!reached.size) return;
  await tx.execute(sql`
    delete from ${ledgerCheckpoints}
    using unnest(${sql.param([...reached.keys()])}::uuid[], ${sql.param([...reached.values()])}::date[])
      as reached(flat_id, day)
    where ${ledgerCheckpoints.flat_id} = reached.flat_id and ${ledgerCheckpoints.as_of} >= reached.day`);
}

export interface Checkpoint {
  flatId: string;
  balancePaise: number;
  state: InterestState;
}

/** Saves checkpoints worked out with this rate and order (inside the publish that holds the lock). */
export async function saveCheckpoints(
  tx: Tx,
  settings: { interest_rate_bp: number; payment_order: PaymentOrder },
  checkpoints: readonly Checkpoint[],
) {
  for (let i = 0; i < checkpoints.length; i += 500) {
    await tx
      .insert(ledgerCheckpoints)
      .values(
        checkpoints.slice(i, i + 500).map(({ flatId, balancePaise, state: { asOf, ...state } }) => ({
          flat_id: flatId,
          as_of: asOf,
          rate_bp: settings.interest_rate_bp,
          payment_order: settings.payment_order,
          balance_paise: balancePaise,
          state,
        })),
      )
      .onConflictDoUpdate({
        target: [ledgerCheckpoints.flat_id, ledgerCheckpoints.as_of],
        set: {
          rate_bp: sql`excluded.rate_bp`,
          payment_order: sql`excluded.payment_order`,
          balance_paise: sql`excluded.balance_paise`,
          state: sql`excluded.state`,
          created_at: sql`now()`,
        },
      });
  }
}

/**
 * A flat's checkpoint at the end of `day`, from its ledger since its latest checkpoint; none when an entry after
 * `day` already reaches back over it (a reversal of a payment received by then).
 */
export function checkpointOf(
  flatId: string,
  { start, entries }: LedgerSince,
  day: string,
  settings: { interest_rate_bp: number; payment_order: PaymentOrder },
): Checkpoint | null {
  const later = entries.filter((e) => e.date > day);
  if (later.some((e) => e.kind === 'payment_reversal' && !later.some((p) => p.id === e.refersTo)))
    return null;
  const upTo = entries.filter((e) => e.date <= day);
  return {
    flatId,
    balancePaise: (start?.balancePaise ?? 0) + balanceOf(upTo),
    state: interestOnArrears(upTo, day, settings.interest_rate_bp, settings.payment_order, start?.state)
      .state,
  };
}
