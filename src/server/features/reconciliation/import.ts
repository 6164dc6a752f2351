// A statement imported: read whole first (a bad file is refused naming its line before anything is written), then
// its lines are stored, those an earlier statement already brought in skipped by fingerprint, and the new credits
// proposed to flats. A small statement in one transaction of its request; a large one, once checked, is stored and
// read by a task in batches of its own transactions, its progress (lines read, credits matched, left) shown.
// Two offices importing overlapping statements at once store each line once: the second insert waits for the
// first and then skips the lines it finds. A task stopped by a restart reads its stored file again: the lines it
// stored are skipped as any imported line is, so none is counted twice.
import { setImmediate } from 'node:timers/promises';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { todayIn } from '../../../shared/dates.ts';
import {
  type ColumnMapping,
  columnMappingInput,
  IMPORT_TASK,
  RECONCILE_TEXT,
  STATEMENT_TASK_LINES,
  STATEMENT_TEXT,
  STATEMENT_UPLOAD_TEXT,
  type StatementImport,
} from '../../../shared/reconciliation-admin.ts';
import { accessOf } from '../../auth/roles.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import {
  bankColumnMappings,
  bankStatementLines,
  bankStatements,
  reconciliationProposals,
  users,
} from '../../db/schema.ts';
import { badRequest, validationError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { audit } from '../../platform/audit.ts';
import { defineTask, startTask } from '../../platform/tasks.ts';
import { storedName } from '../../storage/storage.ts';
import { readBillingSettings } from '../billing/settings-service.ts';
import { confirmEach } from './confirm-all.ts';
import { matchContext } from './match-context.ts';
import { type MatchContext, matcher, type Proposal } from './matching.ts';
import { chunks, storeProposals } from './proposal-store.ts';
import { STATEMENT_LAYOUTS } from './statement-layouts.ts';
import { readStatement, type StatementLine } from './statement-reader.ts';

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
) {
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
  const large = read.lines.length > STATEMENT_TASK_LINES;

  const statement = await ctx.db.transaction(async (tx) => {
    if (bank && given) await remember(tx, admin, bank, given);
    // A large statement's file is kept with the columns it was read with, for a task resumed after a restart.
    const stored_file = large ? storedName('csv', 'statements') : null;
    const [row] = await tx
      .insert(bankStatements)
      .values({
        layout,
        file_name: file.originalName,
        first_date: dates[0],
        last_date: dates[dates.length - 1],
        lines_read: read.lines.length,
        lines_new: 0,
        uploaded_by: admin.id,
        ...(large ? { status: 'reading' as const, stored_file, mapping: mapping ?? null } : {}),
      })
      .returning({ id: bankStatements.id });
    if (!large) {
      const context = read.lines.some((l) => l.direction === 'credit')
        ? await matchContext(tx, today(ctx))
        : null;
      await storeLines(tx, row.id, read.lines, context);
      return { id: row.id, result: await finish(tx, admin, row.id) };
    }
    // Last, so that a file that could not be stored leaves no statement behind.
    if (stored_file) await ctx.storage.put('documents', stored_file, file.bytes);
    return { id: row.id, result: null };
  });
  if (statement.result) return autoConfirm(ctx, admin, statement.result);
  const task = await startTask(
    ctx,
    importTask,
    { app: ctx, admin, statementId: statement.id, lines: read.lines },
    { label: RECONCILE_TEXT.importTask(file.originalName, read.lines.length), startedBy: admin.id },
  );
  return { statement_id: statement.id, layout, task };
}

const today = (ctx: AppContext) => todayIn(ctx.config.SOCIETY_TIMEZONE);

/** Lines stored and matched in each transaction of a task's read: its progress moves a batch at a time. */
const BATCH = 1_000;

/**
 * Stores lines of a statement (those an earlier statement brought in are skipped) and proposes its new credits with
 * the matcher, which carries what earlier batches used up. Returns the new lines' count and the proposals.
 */
async function storeLines(
  tx: Tx,
  statementId: string,
  lines: StatementLine[],
  context: MatchContext | null,
  propose = context ? matcher(context) : null,
): Promise<{ stored: number; credits: number; proposals: Proposal[] }> {
  const stored: { id: string; fingerprint: string }[] = [];
  for (const part of chunks(lines))
    stored.push(
      ...(await tx
        .insert(bankStatementLines)
        .values(
          part.map((l) => ({
            statement_id: statementId,
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
  const credits = lines.flatMap((l) => {
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
  const proposals = propose && credits.length ? propose(credits) : [];
  if (context && proposals.length) await storeProposals(tx, proposals, context);
  return { stored: stored.length, credits: credits.length, proposals };
}

/** A statement's figures from what it stored (the same whether read at once, in batches, or resumed), and audited. */
async function finish(tx: Tx, admin: SessionUser, statementId: string): Promise<StatementImport> {
  const [statement] = await tx
    .select({
      layout: bankStatements.layout,
      file: bankStatements.file_name,
      lines_read: bankStatements.lines_read,
    })
    .from(bankStatements)
    .where(eq(bankStatements.id, statementId));
  const [lines] = await tx
    .select({
      lines_new: count(),
      credits_new: sql<number>`count(*) filter (where ${bankStatementLines.direction} = 'credit')`.mapWith(
        Number,
      ),
    })
    .from(bankStatementLines)
    .where(eq(bankStatementLines.statement_id, statementId));
  const proposed = await tx
    .select({ confidence: reconciliationProposals.confidence, n: count() })
    .from(reconciliationProposals)
    .innerJoin(bankStatementLines, eq(bankStatementLines.id, reconciliationProposals.line_id))
    .where(
      and(eq(bankStatementLines.statement_id, statementId), ne(reconciliationProposals.status, 'rejected')),
    )
    .groupBy(reconciliationProposals.confidence);
  const by = (c: string) => proposed.find((p) => p.confidence === c)?.n ?? 0;
  const matched = by('high') + by('medium') + by('low');
  await tx
    .update(bankStatements)
    .set({ lines_new: lines.lines_new, status: 'read' })
    .where(eq(bankStatements.id, statementId));
  const result: StatementImport = {
    statement_id: statementId,
    layout: statement.layout,
    lines_read: statement.lines_read,
    lines_new: lines.lines_new,
    duplicates: statement.lines_read - lines.lines_new,
    credits_new: lines.credits_new,
    matched,
    left: lines.credits_new - matched,
    by_confidence: { high: by('high'), medium: by('medium'), low: by('low') },
    auto_confirmed: 0,
  };
  await audit(tx, {
    userId: admin.id,
    action: 'bank_statement_imported',
    resource: statementId,
    details: { file: statement.file, ...result },
  });
  return result;
}

/**
 * When the accounts say so, the statement's surest proposals are confirmed now, each in its own transaction as the
 * office's "Confirm all high" would: one that fails stays in the queue for the office.
 */
async function autoConfirm(ctx: AppContext, admin: SessionUser, result: StatementImport) {
  if (!result.by_confidence.high || !(await readBillingSettings(ctx.db)).auto_confirm_high) return result;
  const high = await ctx.db
    .select({ line_id: bankStatementLines.id, narration: bankStatementLines.narration })
    .from(reconciliationProposals)
    .innerJoin(bankStatementLines, eq(bankStatementLines.id, reconciliationProposals.line_id))
    .where(
      and(
        eq(bankStatementLines.statement_id, result.statement_id),
        eq(reconciliationProposals.status, 'proposed'),
        eq(reconciliationProposals.confidence, 'high'),
      ),
    )
    .orderBy(asc(bankStatementLines.txn_date), asc(bankStatementLines.line_no));
  const { confirmed } = await confirmEach(ctx, admin, high);
  return { ...result, auto_confirmed: confirmed };
}

type ImportInput = { app: AppContext; admin: SessionUser; statementId: string; lines: StatementLine[] };

/**
 * A large statement read in batches, each its own transaction, in date order (as one matching of all its credits
 * takes them), so the figures move as it goes; done, its summary is the task's figures. The application context
 * rides in the input, as a task's own context has no storage. A read that fails marks its statement stopped.
 */
const importTask = defineTask(
  IMPORT_TASK,
  async (_, { app, admin, statementId, lines }: ImportInput, report, taskId) => {
    try {
      // The request that started it answers first (see the yield between batches).
      await setImmediate();
      await app.db.update(bankStatements).set({ task_id: taskId }).where(eq(bankStatements.id, statementId));
      report.total(lines.length);
      const ordered = [...lines].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      const context = ordered.some((l) => l.direction === 'credit')
        ? await app.db.transaction((tx) => matchContext(tx, today(app)))
        : null;
      const propose = context ? matcher(context) : null;
      let credits = 0;
      let matched = 0;
      for (let from = 0; from < ordered.length; from += BATCH) {
        const batch = ordered.slice(from, from + BATCH);
        const done = await app.db.transaction((tx) => storeLines(tx, statementId, batch, context, propose));
        credits += done.credits;
        matched += done.proposals.length;
        report.succeeded(batch.length);
        report.figures({ matched, left: credits - matched });
        // Each batch's progress is shown, however fast the batches go.
        await report.save();
        // The embedded database answers without leaving the event loop: between batches the server's requests get
        // their turn.
        await setImmediate();
      }
      const result = await autoConfirm(
        app,
        admin,
        await app.db.transaction((tx) => finish(tx, admin, statementId)),
      );
      report.figures({
        lines_new: result.lines_new,
        credits_new: result.credits_new,
        matched: result.matched,
        left: result.left,
        ...result.by_confidence,
        auto_confirmed: result.auto_confirmed,
      });
    } catch (err) {
      await app.db
        .update(bankStatements)
        .set({ status: 'stopped' })
        .where(and(eq(bankStatements.id, statementId), eq(bankStatements.status, 'reading')));
      throw err;
    }
  },
  {
    // A read stopped by a restart goes on: its file is read again, and the lines it stored are skipped as any line
    // already imported is (the figures come from what is stored, so none is counted twice).
    resume: async (app, abandoned) => {
      const [statement] = await app.db
        .select()
        .from(bankStatements)
        .where(and(eq(bankStatements.task_id, abandoned.id), eq(bankStatements.status, 'reading')));
      if (!statement) return;
      const stop = () =>
        app.db.update(bankStatements).set({ status: 'stopped' }).where(eq(bankStatements.id, statement.id));
      const [user] = abandoned.started_by
        ? await app.db
            .select({
              id: users.id,
              email: users.email,
              name: users.name,
              emailVerified: users.emailVerified,
            })
            .from(users)
            .where(eq(users.id, abandoned.started_by))
        : [];
      const bytes = statement.stored_file ? await app.storage.get('documents', statement.stored_file) : null;
      if (!user || !bytes) return stop();
      const read = readStatement(bytes, statement.mapping ?? undefined);
      await startTask(
        app,
        importTask,
        {
          app,
          admin: { ...user, ...(await accessOf(app.db, user.id)) },
          statementId: statement.id,
          lines: read.lines,
        },
        { label: abandoned.label, startedBy: user.id },
      );
    },
  },
);
