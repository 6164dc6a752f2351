// The settings of the accounts: one row, read with its defaults until the office first saves. A save writes the
// audit row (each changed setting, old and new: the order payments are applied in among them) in its transaction.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { billingSettingsInput } from '../../../shared/billing-admin.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { billingSettings } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import { signatures } from '../money-approvals/signatures.ts';

type SettingsRow = typeof billingSettings.$inferSelect;
type Settings = Omit<SettingsRow, 'id' | 'updated_by'>;
type Stored = Omit<Settings, 'updated_at'>;

/** The row, created with the schema's defaults on first read (so every process reads the same one). */
export async function readBillingSettings(db: Db | Tx): Promise<Settings> {
  const [row] = await db.select().from(billingSettings);
  if (!row) {
    await db.insert(billingSettings).values({}).onConflictDoNothing();
    return readBillingSettings(db);
  }
  const { id: _, updated_by: __, ...settings } = row;
  return settings;
}

/** The stored settings a save asks for. */
const storedOf = (input: z.output<typeof billingSettingsInput>): Stored => ({
  billing_period: input.billing_period,
  gst_threshold_paise: input.gst_threshold,
  interest_rate_bp: input.interest_rate,
  payment_order: input.payment_order,
  change_flag_bp: input.change_flag_percent,
  registration_no: input.registration_no,
  upi_vpa: input.upi_vpa,
  upi_payee_name: input.upi_payee_name,
  bounced_cheque_charge_paise: input.bounced_cheque_charge,
  reminder_days_before: input.reminder_days_before,
  reminder_days_after: input.reminder_days_after,
  auto_confirm_high: input.auto_confirm_high,
});

export function saveBillingSettings(
  ctx: AppContext,
  admin: SessionUser,
  input: z.output<typeof billingSettingsInput>,
) {
  return saveStored(ctx, admin, () => storedOf(input));
}

/** A new interest rate alone (a second person approved it), the other settings as they are by then. */
export function saveInterestRate(ctx: AppContext, admin: SessionUser, interestRateBp: number) {
  return saveStored(ctx, admin, (current) => ({ ...current, interest_rate_bp: interestRateBp }));
}

/** Saves what `nextOf` makes of the settings as they are, read under the row's lock. */
function saveStored(ctx: AppContext, admin: SessionUser, nextOf: (current: Stored) => Stored) {
  return ctx.db.transaction(async (tx) => {
    await readBillingSettings(tx);
    const [before] = await tx.select().from(billingSettings).for('update');
    const { id: _, updated_by: __, updated_at: ___, ...current } = before;
    const next = nextOf(current);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of Object.keys(next) as (keyof Stored)[]) {
      if (before[key] !== next[key]) changes[key] = { from: before[key], to: next[key] };
    }
    if (!Object.keys(changes).length) return readBillingSettings(tx);
    await tx.update(billingSettings).set({ ...next, updated_by: admin.id, updated_at: sql`now()` });
    await audit(tx, {
      userId: admin.id,
      action: 'billing_settings_updated',
      resource: 'billing_settings',
      details: { changes, ...signatures(admin) },
      // How money is applied and charged changes what every flat owes.
      severity:
        changes.payment_order || changes.interest_rate_bp || changes.auto_confirm_high ? 'high' : 'medium',
    });
    return readBillingSettings(tx);
  });
}
