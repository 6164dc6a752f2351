// A statement imported: read whole first (a bad file is refused naming its line before anything is written), then
// in one transaction its lines are stored, those an earlier statement already brought in skipped by fingerprint,
// and the new credits proposed to flats. Two offices importing overlapping statements at once store each line
// once: the second insert waits for the first and then skips the lines it finds.
import { eq, sql } from 'drizzle-orm';
import { todayIn } from '../../../shared/dates.ts';
import {
  type ColumnMapping,
  columnMappingInput,
  STATEMENT_TEXT,
  STATEMENT_UPLOAD_TEXT,
  type StatementImport,
} from '../../../shared/reconciliation-admin.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { bankColumnMappings, bankStatementLines, bankStatements } from '../../db/schema.ts';
import { badRequest, validationError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { audit } from '../../platform/audit.ts';
import { readBillingSettings } from '../billing/settings-service.ts';
import { confirmEach } from './confirm-all.ts';
import { matchContext } from './match-context.ts';
import { proposeMatches } from './matching.ts';
import { chunks, storeProposals } from './proposal-store.ts';
import { STATEMENT_LAYOUTS } from './statement-layouts.ts';
import { readStatement } from './statement-reader.ts';

/** The office's mapping from its form (a JSON text field), as the reader takes it: one heading per field. */
function mappingOf(text: string): ColumnMapping {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest(STATEMENT_UPLOAD_TEXT.mappingNotJson, { mapping: STATEMENT_UPLOAD_TEXT.mappingNotJson });
  }
  const parsed = columnMappingInput.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  return Object.fromEntries(
    Object.entries(parsed.data).flatMap(([field, heading]) => (heading ? [[field, [heading]]] : [])),
  );
}

async function rememberedMapping(ctx: AppContext, bank: string) {
  const [row] = await ctx.db
    .select({ mapping: bankColumnMappings.mapping })
    .from(bankColumnMappings)
    .where(eq(bankColumnMappings.bank, bank));
  if (!row)
    throw badRequest(STATEMENT_UPLOAD_TEXT.noMapping(bank), { bank: STATEMENT_UPLOAD_TEXT.noMapping(bank) });
  return row.mapping;
}

async function remember(tx: Tx, admin: SessionUser, bank: string, mapping: ColumnMapping) {
  await tx
    .insert(bankColumnMappings)
    .values({ bank, mapping, updated_by: admin.id })
    .onConflictDoUpdate({
      target: bankColumnMappings.bank,
      set: { bank, mapping, updated_by: admin.id, updated_at: sql`now()` },
    });
}

/** What the upload form offers: the presets, and the banks whose mapping is remembered. */
export async function statementLayouts(ctx: AppContext) {
  const remembered = await ctx.db
    .select({ bank: bankColumnMappings.bank })
    .from(bankColumnMappings)
    .orderBy(bankColumnMappings.bank);
  return {
    presets: STATEMENT_LAYOUTS.map(({ id, bank }) => ({ id, bank })),
    remembered: remembered.map((r) => r.bank),
  };
}

export async function importStatement(
  ctx: AppContext,
  admin: SessionUser,
  file: UploadedFile | null,
  input: { preset?: string; bank?: string; mapping?: string },
): Promise<StatementImport> {
  // The upload rule requires the file: none here is an empty one.
  if (!file) throw badRequest(STATEMENT_TEXT.empty, { file: STATEMENT_TEXT.empty });
  const preset = input.preset ? STATEMENT_LAYOUTS.find((l) => l.id === input.preset) : undefined;
  if (input.preset && !preset)
    throw badRequest(STATEMENT_UPLOAD_TEXT.unknownPreset, { preset: STATEMENT_UPLOAD_TEXT.unknownPreset });
  const bank = input.bank?.replace(/\s+/g, ' ').toUpperCase();
  const given = input.mapping === undefined ? undefined : mappingOf(input.mapping);
  const mapping = preset?.columns ?? given ?? (bank ? await rememberedMapping(ctx, bank) : undefined);
  const read = readStatement(file.bytes, mapping);
  const layout = preset?.id ?? read.layout ?? bank ?? 'custom';
  const dates = read.lines.map((l) => l.date).sort();
  const today = todayIn(ctx.config.SOCIETY_TIMEZONE);

  const imported = await ctx.db.transaction(async (tx) => {
    if (bank && given) await remember(tx, admin, bank, given);
    const [statement] = await tx
      .insert(bankStatements)
      .values({
        layout,
        file_name: file.originalName,
        first_date: dates[0],
        last_date: dates[dates.length - 1],
        lines_read: read.lines.length,
        lines_new: 0,
        uploaded_by: admin.id,
      })
      .returning({ id: bankStatements.id });
    const stored: { id: string; fingerprint: string }[] = [];
    for (const part of chunks(read.lines))
      stored.push(
        ...(await tx
          .insert(bankStatementLines)
          .values(
            part.map((l) => ({
              statement_id: statement.id,
              line_no: l.line,
              txn_date: l.date,
              narration: l.narration,
              reference: l.reference,
              direction: l.direction,
              amount_paise: l.amount_paise,
              balance_paise: l.balance_paise,
              fingerprint: l.fingerprint,
            })),
          )
          .onConflictDoNothing({ target: bankStatementLines.fingerprint })
          .returning({ id: bankStatementLines.id, fingerprint: bankStatementLines.fingerprint })),
      );
    const lineIds = new Map(stored.map((s) => [s.fingerprint, s.id]));
    // The new credits, each known by its stored line's id.
    const credits = read.lines.flatMap((l) => {
      const id = lineIds.get(l.fingerprint);
      return l.direction === 'credit' && id
        ? [
            {
              key: id,
              date: l.date,
              narration: l.narration,
              reference: l.reference,
              amount_paise: l.amount_paise,
            },
          ]
        : [];
    });
    const context = credits.length ? await matchContext(tx, today) : null;
    const proposals = context ? proposeMatches(credits, context) : [];
    if (context) await storeProposals(tx, proposals, context);
    await tx
      .update(bankStatements)
      .set({ lines_new: stored.length })
      .where(eq(bankStatements.id, statement.id));
    const count = (c: string) => proposals.filter((p) => p.confidence === c).length;
    const result: StatementImport = {
      statement_id: statement.id,
      layout,
      lines_read: read.lines.length,
      lines_new: stored.length,
      duplicates: read.lines.length - stored.length,
      credits_new: credits.length,
      matched: proposals.length,
      left: credits.length - proposals.length,
      by_confidence: { high: count('high'), medium: count('medium'), low: count('low') },
      auto_confirmed: 0,
    };
    await audit(tx, {
      userId: admin.id,
      action: 'bank_statement_imported',
      resource: statement.id,
      details: { file: file.originalName, ...result },
    });
    const narrations = new Map(credits.map((c) => [c.key, c.narration]));
    const high = proposals
      .filter((p) => p.confidence === 'high')
      .map((p) => ({ line_id: p.credit, narration: narrations.get(p.credit) ?? '' }));
    return { result, high };
  });
  // When the accounts say so, the surest proposals are confirmed now, each in its own transaction as the office's
  // "Confirm all high" would: one that fails stays in the queue for the office.
  if (!imported.high.length || !(await readBillingSettings(ctx.db)).auto_confirm_high) return imported.result;
  const { confirmed } = await confirmEach(ctx, admin, imported.high);
  return { ...imported.result, auto_confirmed: confirmed };
}
