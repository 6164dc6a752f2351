// What a flat owes, as its confirmed residents see it: the ledger with its running balance, the receipts of the
// payments the office recorded, and a statement for any date range (PDF or CSV). The office's side is in
// dues-admin.ts.
import * as z from 'zod/mini';
import { endpoint } from './contract.ts';
import { paged, pageQuery, timestamp } from './schemas.ts';
import { byId, isoDate } from './validation.ts';

export const PAYMENT_MODES = ['cash', 'cheque', 'neft', 'imps', 'upi'] as const;
export type PaymentModeName = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABEL: Record<PaymentModeName, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  neft: 'NEFT',
  imps: 'IMPS',
  upi: 'UPI',
};

export const DUES_TEXT = {
  statementRange: 'The statement must end on or after its start date',
  noLedger: 'Your flat has no accounts with the society yet.',
  receiptNotFound: 'Receipt not found',
} as const;

/** One ledger entry with what it did to the balance and the balance after it (paise; below zero: an advance). */
export const ledgerRowSchema = z.object({
  id: z.string(),
  date: z.string(),
  kind: z.string(),
  number: z.nullable(z.string()),
  description: z.string(),
  debit_paise: z.number().check(z.int()),
  credit_paise: z.number().check(z.int()),
  balance_paise: z.number().check(z.int()),
});
export type LedgerRow = z.output<typeof ledgerRowSchema>;

export const receiptRowSchema = z.object({
  id: z.string(),
  receipt_number: z.string(),
  received_on: z.string(),
  amount_paise: z.number().check(z.int()),
  mode: z.enum(PAYMENT_MODES),
  /** True once the cheque has been marked bounced: the payment no longer counts. */
  reversed: z.boolean(),
  created_at: timestamp,
});
export type ReceiptRow = z.output<typeof receiptRowSchema>;

/**
 * A page of the caller's flat's rows, as the invoices answer: empty until the office has confirmed the profile's
 * flat (`flat_confirmed`), and until that flat is in the register.
 */
const ofMyFlat = <T extends z.ZodMiniType>(item: T) =>
  z.extend(paged(item), {
    flat_no: z.nullable(z.string()),
    flat_confirmed: z.boolean(),
    /** What the flat owes today (below zero: an advance). */
    balance_paise: z.number().check(z.int()),
  });

export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
/** A statement's range (first and last day) and format. */
export const statementFields = {
  from: isoDate,
  to: isoDate,
  format: z._default(z.enum(STATEMENT_FORMATS, { error: 'Please choose PDF or CSV' }), 'pdf'),
};
export const statementRange: [
  (q: { from: string; to: string }) => boolean,
  { path: string[]; message: string },
] = [(q) => q.to >= q.from, { path: ['to'], message: DUES_TEXT.statementRange }];
export const statementQuery = z.strictObject(statementFields).check(z.refine(...statementRange));

export const STATEMENT_CSV_COLUMNS = ['date', 'number', 'description', 'debit', 'credit', 'balance'] as const;
export const statementFileName = (flatNo: string, from: string, to: string, format: 'pdf' | 'csv') =>
  `Statement_${flatNo.replace(/[^A-Za-z0-9-]/g, '_')}_${from}_${to}.${format}`;
export const receiptFileName = (receiptNumber: string) => `Receipt_${receiptNumber.replace(/\//g, '-')}.pdf`;

export const duesApi = {
  myLedger: endpoint({
    method: 'GET',
    path: '/api/dues/ledger',
    access: 'member',
    input: pageQuery,
    output: ofMyFlat(ledgerRowSchema),
  }),
  myReceipts: endpoint({
    method: 'GET',
    path: '/api/dues/receipts',
    access: 'member',
    input: pageQuery,
    output: ofMyFlat(receiptRowSchema),
  }),
  /** A receipt's PDF: for the office, or a confirmed resident of the receipt's flat (anyone else: 404). */
  receiptPdf: endpoint({
    method: 'GET',
    path: '/api/dues/receipts/:id/pdf',
    access: 'member',
    input: byId,
    output: 'file',
  }),
  myStatement: endpoint({
    method: 'GET',
    path: '/api/dues/statement',
    access: 'member',
    input: statementQuery,
    output: 'file',
  }),
};
