// The office's side of the dues: record a payment (with its receipt), mark a cheque bounced, a flat's ledger,
// payments and statement, and the list of what every flat owes with its ageing, exported or reminded.
import * as z from 'zod/mini';
import { rupees } from './billing-admin.ts';
import { endpoint } from './contract.ts';
import { ledgerRowSchema, PAYMENT_MODES, receiptRowSchema, statementFields, statementRange } from './dues.ts';
import { orPending } from './money-approvals.ts';
import { paged, pageQuery, searchQuery, sortQuery } from './schemas.ts';
import { blankIsUnset, byId, isoDate, optionalText, uuid } from './validation.ts';

export const DUES_ADMIN_TEXT = {
  amount: 'Please enter an amount above 0, in rupees with at most 2 decimals',
  mode: 'Please choose how the payment was made',
  futureDate: 'The date received cannot be in the future',
  chequeNumber: 'Please enter the cheque number',
  chequeBank: 'Please enter the bank',
  chequeDate: 'Please enter the date on the cheque',
  reference: 'Please enter the transaction reference',
  receivedFrom: 'Please enter who paid: no confirmed resident of this flat to name',
  flatNotFound: 'This flat is not in the register',
  paymentNotFound: 'Payment not found',
  notCheque: 'Only a cheque payment can be marked bounced',
  alreadyBounced: 'This cheque has already been marked bounced',
  paymentRecorded: (receipt: string) => `Payment recorded: receipt ${receipt}`,
  chequeBounced: 'Cheque marked bounced: the payment is reversed',
  remindersSent: (sent: number, skipped: number) =>
    `Reminders sent: ${sent}; skipped: ${skipped} (already reminded today, or nothing due)`,
  reminderToday: 'A reminder has already been sent to this flat today',
} as const;

/** A payment as the office records it; cheque details or a reference as its mode needs. */
export const recordPaymentInput = z
  .strictObject({
    flat_id: uuid,
    mode: z.enum(PAYMENT_MODES, { error: DUES_ADMIN_TEXT.mode }),
    /** Rupees (text or a JSON number), to paise exactly. */
    amount: rupees.check(z.refine((p) => p > 0, DUES_ADMIN_TEXT.amount)),
    received_on: isoDate,
    /** Empty: the flat's confirmed resident. */
    received_from: optionalText(120),
    cheque_number: optionalText(20),
    cheque_bank: optionalText(80),
    cheque_date: z.pipe(
      blankIsUnset(z.optional(isoDate)),
      z.transform((v) => v ?? null),
    ),
    /** NEFT/IMPS UTR or UPI transaction id. */
    reference: optionalText(60),
  })
  .check(
    z.superRefine((p, ctx) => {
      const need = (field: keyof typeof p, message: string) => {
        if (!p[field]) ctx.addIssue({ code: 'custom', path: [field], message });
      };
      if (p.mode === 'cheque') {
        need('cheque_number', DUES_ADMIN_TEXT.chequeNumber);
        need('cheque_bank', DUES_ADMIN_TEXT.chequeBank);
        need('cheque_date', DUES_ADMIN_TEXT.chequeDate);
      } else if (p.mode !== 'cash') need('reference', DUES_ADMIN_TEXT.reference);
    }),
  );
export type RecordPaymentInput = z.input<typeof recordPaymentInput>;

export const paymentSchema = z.extend(receiptRowSchema, {
  flat_id: z.string(),
  received_from: z.string(),
  cheque_number: z.nullable(z.string()),
  cheque_bank: z.nullable(z.string()),
  cheque_date: z.nullable(z.string()),
  reference: z.nullable(z.string()),
});
export type Payment = z.output<typeof paymentSchema>;

export const bounceSchema = z.object({
  payment_id: z.string(),
  reversal_id: z.string(),
  /** The society's bounced-cheque charge, 0 when it sets none. */
  charge_paise: z.number().check(z.int()),
});

export const AGEING_BUCKETS = ['0-30', '31-90', '91-180', '180+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const AGEING_LABEL: Record<AgeingBucket, string> = {
  '0-30': '0–30 days',
  '31-90': '31–90 days',
  '91-180': '91–180 days',
  '180+': 'Over 180 days',
};

const ageing = z.object({
  outstanding_paise: z.number().check(z.int()),
  /** Unpaid principal by days past its due date (not yet due counts in 0–30); interest charged is apart. */
  buckets: z.object({
    '0-30': z.number().check(z.int()),
    '31-90': z.number().check(z.int()),
    '91-180': z.number().check(z.int()),
    '180+': z.number().check(z.int()),
  }),
  interest_paise: z.number().check(z.int()),
});

export const duesRowSchema = z.extend(ageing, {
  flat_id: z.string(),
  wing: z.string(),
  flat_no: z.string(),
  residents: z.string(),
  reminded_today: z.boolean(),
});
export type DuesRow = z.output<typeof duesRowSchema>;

export const DUES_SORTS = ['flat_no', 'outstanding', 'oldest'] as const;
export const duesListQuery = z.extend(searchQuery, {
  /** Only the flats that owe something. */
  owing: z.optional(z.enum(['true', 'false'])),
  ...sortQuery(DUES_SORTS),
});

/**
 * A total of many flats: `outstanding_paise` adds what the flats that owe owe, and `advance_paise` what the flats
 * in credit paid ahead; an advance never hides another flat's dues.
 */
const ageingTotal = z.extend(ageing, {
  flats: z.number().check(z.int()),
  advance_paise: z.number().check(z.int()),
});

export const duesListSchema = z.extend(paged(duesRowSchema), {
  as_of: z.string(),
  wings: z.array(z.extend(ageingTotal, { wing: z.string() })),
  society: ageingTotal,
});

export const DUES_CSV_COLUMNS = [
  'wing',
  'flat_no',
  'residents',
  'outstanding',
  'days_0_30',
  'days_31_90',
  'days_91_180',
  'days_over_180',
  'interest',
] as const;
export const duesExportFileName = (today: string) => `dues_${today}.csv`;

const flatPage = z.extend(pageQuery, { id: uuid });

/** A ledger row as the office sees it: who prepared and who approved its action, when a second person approved it
 *  (maker and checker). */
export const officeLedgerRowSchema = z.extend(ledgerRowSchema, {
  prepared_by: z.nullable(z.string()),
  approved_by: z.nullable(z.string()),
});
export type OfficeLedgerRow = z.output<typeof officeLedgerRowSchema>;

const periodSummary = z.object({ key: z.string(), label: z.string(), start: z.string(), end: z.string() });
/** Billed, collected and outstanding for the current billing period, and the last 12 periods' collection. */
export const collectionSchema = z.object({
  period: periodSummary,
  billed_paise: z.number().check(z.int()),
  collected_paise: z.number().check(z.int()),
  outstanding_paise: z.number().check(z.int()),
  periods: z.array(
    z.extend(periodSummary, {
      billed_paise: z.number().check(z.int()),
      collected_paise: z.number().check(z.int()),
      /** Collected / billed in basis points; null when nothing was billed. */
      rate_bp: z.nullable(z.number().check(z.int())),
    }),
  ),
});
export type Collection = z.output<typeof collectionSchema>;

export const duesAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/dues',
    access: 'accounts:view',
    input: duesListQuery,
    output: duesListSchema,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/admin/dues/export',
    access: 'accounts:view',
    input: z.omit(duesListQuery, { page: true, pageSize: true }),
    output: 'file',
  }),
  recordPayment: endpoint({
    method: 'POST',
    path: '/api/admin/dues/payments',
    access: 'accounts:manage',
    input: recordPaymentInput,
    output: paymentSchema,
  }),
  bounce: endpoint({
    method: 'POST',
    path: '/api/admin/dues/payments/:id/bounce',
    access: 'accounts:manage',
    input: byId,
    output: orPending(bounceSchema),
  }),
  ledger: endpoint({
    method: 'GET',
    path: '/api/admin/dues/flats/:id/ledger',
    access: 'accounts:view',
    input: flatPage,
    output: z.extend(paged(officeLedgerRowSchema), {
      flat_no: z.string(),
      balance_paise: z.number().check(z.int()),
    }),
  }),
  payments: endpoint({
    method: 'GET',
    path: '/api/admin/dues/flats/:id/payments',
    access: 'accounts:view',
    input: flatPage,
    output: paged(paymentSchema),
  }),
  statement: endpoint({
    method: 'GET',
    path: '/api/admin/dues/flats/:id/statement',
    access: 'accounts:view',
    input: z.strictObject({ id: uuid, ...statementFields }).check(z.refine(...statementRange)),
    output: 'file',
  }),
  collection: endpoint({
    method: 'GET',
    path: '/api/admin/dues/collection',
    access: 'accounts:view',
    input: z.strictObject({}),
    output: collectionSchema,
  }),
  remind: endpoint({
    method: 'POST',
    path: '/api/admin/dues/reminders',
    access: 'accounts:manage',
    input: z.strictObject({
      flat_ids: z
        .array(uuid)
        .check(
          z.minLength(1, 'Please choose at least one flat'),
          z.maxLength(500, 'At most 500 flats at once'),
        ),
    }),
    output: z.object({ sent: z.number().check(z.int()), skipped: z.number().check(z.int()) }),
  }),
};
