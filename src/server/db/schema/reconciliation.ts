// The society's bank statements as the office imports them, every line of them (credits to match, debits for the
// reconciliation report), the column mappings remembered per bank, and the proposals of which flat a credit pays.
// A line's fingerprint is unique: a second import of the same or an overlapping statement skips the lines it
// already has, so a credit is never counted twice.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ColumnMapping, Confidence, ProposalRule } from '../../../shared/reconciliation-admin.ts';
import { users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { duesPayments } from './dues.ts';
import { flats } from './flats.ts';
import { backgroundTasks } from './platform.ts';
import { reportedPayments } from './reported-payments.ts';

const paise = (name: string) => bigint(name, { mode: 'number' });

export const bankStatements = pgTable(
  'bank_statements',
  {
    id: id(),
    /** The preset whose headings the file had ('hdfc'), or the bank name of the office's own mapping. */
    layout: text('layout').notNull(),
    file_name: text('file_name').notNull(),
    first_date: date('first_date').notNull(),
    last_date: date('last_date').notNull(),
    lines_read: integer('lines_read').notNull(),
    lines_new: integer('lines_new').notNull(),
    uploaded_by: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    /**
     * A large statement is read by a task after the request ('reading'): 'read' once every line is stored and matched,
     * 'stopped' when its task failed and could not go on (the lines it stored stand; importing the file again adds the
     * rest). One read in its request is 'read' at once.
     */
    status: text('status').$type<'reading' | 'read' | 'stopped'>().notNull().default('read'),
    /** The task reading it, so a task abandoned by a restart finds its statement and goes on. */
    task_id: uuid('task_id').references(() => backgroundTasks.id, { onDelete: 'set null' }),
    /** The upload as received (documents bucket) and the columns it was read with: what a resumed task reads again. */
    stored_file: text('stored_file'),
    mapping: jsonb('mapping').$type<ColumnMapping>(),
  },
  (t) => [check('bank_statements_status_ck', sql`${t.status} in ('reading', 'read', 'stopped')`)],
);

export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: id(),
    statement_id: uuid('statement_id')
      .notNull()
      .references(() => bankStatements.id),
    /** The line's row in its file, for messages and the office's look at the original. */
    line_no: integer('line_no').notNull(),
    txn_date: date('txn_date').notNull(),
    narration: text('narration').notNull(),
    reference: text('reference').notNull(),
    direction: text('direction').$type<'credit' | 'debit'>().notNull(),
    amount_paise: paise('amount_paise').notNull(),
    balance_paise: paise('balance_paise'),
    fingerprint: text('fingerprint').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_statement_lines_fingerprint_uq').on(t.fingerprint),
    index('bank_statement_lines_date_idx').on(t.txn_date, t.direction),
    index('bank_statement_lines_statement_idx').on(t.statement_id, t.line_no),
    check('bank_statement_lines_direction_ck', sql`${t.direction} in ('credit', 'debit')`),
    check('bank_statement_lines_amount_ck', sql`${t.amount_paise} > 0`),
  ],
);

/** The office's mapping of a bank's columns, remembered by the bank's name so the next statement reads at once. */
export const bankColumnMappings = pgTable(
  'bank_column_mappings',
  {
    id: id(),
    /** Upper case, spaces collapsed: 'Saraswat  bank' and 'SARASWAT BANK' are one bank. */
    bank: text('bank').notNull(),
    mapping: jsonb('mapping').$type<ColumnMapping>().notNull(),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('bank_column_mappings_bank_uq').on(t.bank)],
);

/**
 * Which flat (or flats) a credit pays, by which rule and how surely: a proposal until the office confirms it (or
 * leaves the credit unmatched: 'rejected'). Rule 'office' is a credit the office assigned itself.
 * `reported_payment_id` names the payment a resident reported with the line's reference (reported_payments).
 */
export const reconciliationProposals = pgTable(
  'reconciliation_proposals',
  {
    id: id(),
    line_id: uuid('line_id')
      .notNull()
      .references(() => bankStatementLines.id),
    rule: text('rule').$type<ProposalRule>().notNull(),
    confidence: text('confidence').$type<Confidence>().notNull(),
    reported_payment_id: uuid('reported_payment_id').references(() => reportedPayments.id),
    status: text('status').$type<'proposed' | 'confirmed' | 'rejected'>().notNull().default('proposed'),
    created_at: createdAt(),
  },
  (t) => [
    // One open or confirmed proposal per credit: a credit is never paid in twice, whoever confirms it at once.
    uniqueIndex('reconciliation_proposals_line_uq').on(t.line_id).where(sql`${t.status} <> 'rejected'`),
    index('reconciliation_proposals_status_idx').on(t.status, t.confidence),
    check(
      'reconciliation_proposals_rule_ck',
      sql`${t.rule} in ('reference', 'bill', 'flat', 'payer', 'amount', 'office')`,
    ),
    check('reconciliation_proposals_confidence_ck', sql`${t.confidence} in ('high', 'medium', 'low')`),
    check('reconciliation_proposals_status_ck', sql`${t.status} in ('proposed', 'confirmed', 'rejected')`),
  ],
);

/** A proposal's parts: per flat, what goes to each of its bills (by number) and what is left as an advance. */
export const reconciliationAllocations = pgTable(
  'reconciliation_allocations',
  {
    id: id(),
    proposal_id: uuid('proposal_id')
      .notNull()
      .references(() => reconciliationProposals.id, { onDelete: 'cascade' }),
    flat_id: uuid('flat_id')
      .notNull()
      .references(() => flats.id),
    /** The bill (or debit note) the part pays, as numbered; null for arrears beyond the bills or an advance. */
    document_number: text('document_number'),
    amount_paise: paise('amount_paise').notNull(),
    /** The flat's payment (and receipt) recorded when the office confirmed the proposal. */
    payment_id: uuid('payment_id').references(() => duesPayments.id),
  },
  (t) => [
    index('reconciliation_allocations_proposal_idx').on(t.proposal_id),
    index('reconciliation_allocations_flat_idx').on(t.flat_id),
    check('reconciliation_allocations_amount_ck', sql`${t.amount_paise} > 0`),
  ],
);
