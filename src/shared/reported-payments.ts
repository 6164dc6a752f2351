// Payments a resident reports ("I have paid"): they paid the society's UPI ID or its bank account themselves and
// tell the office the amount, the day and the bank's reference. A report is not money received: the office
// confirms it (the payment and its receipt are recorded then) or rejects it with a reason. The office's side is
// `reportedPaymentsAdminApi` below; the Pay by UPI panel reads what to pay from `payInfo`.
import * as z from 'zod/mini';
import { endpoint, noInput, type UploadRule } from './contract.ts';
import { requiredReason, statusFilter } from './decisions.ts';
import { paiseOf } from './exact-money.ts';
import { normaliseReference } from './payment-references.ts';
import { paged, pageQuery, searchQuery, timestamp } from './schemas.ts';
import { blankIsUnset, byId, isoDate, preprocess } from './validation.ts';

export const REPORTED_MODES = ['upi', 'neft', 'imps'] as const;
export type ReportedMode = (typeof REPORTED_MODES)[number];
/** How money came: what a resident reports for dues, and a cheque, which a hall booking may be paid by. */
export const PAID_MODES = [...REPORTED_MODES, 'cheque'] as const;
export type PaidMode = (typeof PAID_MODES)[number];
export const REPORTED_MODE_LABEL: Record<PaidMode, string> = {
  upi: 'UPI',
  neft: 'NEFT',
  imps: 'IMPS',
  cheque: 'Cheque',
};

/**
 * What a payment pays: the flat's dues ("I have paid"), a gym membership purchase or a hall booking (the
 * transaction ID typed when buying or booking). All are one table of money residents pay, matched against the
 * bank statement alike; the office's Reported Payments screen decides the dues ones, its Gym & Hall screen the rest.
 */
export const PAYMENT_PURPOSES = ['dues', 'membership', 'hall_booking'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const PAYMENT_PURPOSE_LABEL: Record<PaymentPurpose, string> = {
  dues: 'Maintenance dues',
  membership: 'Gym membership',
  hall_booking: 'Hall booking',
};

export const REPORTED_STATUSES = ['reported', 'confirmed', 'rejected'] as const;
export type ReportedStatus = (typeof REPORTED_STATUSES)[number];

/** Less than ₹1 crore: more than any flat's dues, and what an amount field can be trusted with. */
export const MAX_REPORTED_PAISE = 1_000_000_000;
/** How far before the flat's first bill a payment may be dated: advances paid the year before the portal. */
export const DAYS_BEFORE_FIRST_BILL = 365;
export const SCREENSHOT_MAX_BYTES = 1024 * 1024;
/** Reports a resident may send in an hour: a few payments is plenty, a script's flood is not. */
export const REPORT_RATE = { max: 10, windowMs: 60 * 60_000 } as const;

export const REPORTED_TEXT = {
  amount: 'Please enter an amount above ₹0, with at most 2 decimals (paise)',
  amountTooLarge: 'The amount must be less than ₹1,00,00,000',
  mode: 'Please choose how you paid: UPI, NEFT or IMPS',
  utr: 'The UPI transaction reference (UTR) is exactly 12 digits: see the payment in your UPI app',
  bankReference: 'The NEFT/IMPS reference is 6 to 22 letters and digits, as your bank shows it',
  futureDate: 'The date paid cannot be in the future',
  tooEarly: (earliest: string) => `The date paid cannot be before ${earliest}`,
  referenceTaken:
    'This reference has already been used for a confirmed payment. Please check it in your payment app, or contact the office.',
  /** A reference that paid a gym membership or a hall booking pays nothing else. */
  referenceUsedElsewhere:
    'This reference has already been used to pay for a gym membership or a hall booking. Please check it in your payment app, or contact the office.',
  /** Why a report is closed when the office assigns the bank credit carrying its reference to another flat. */
  creditAssignedElsewhere: (flats: string) =>
    `The bank credit with this reference was assigned by the office to flat ${flats}.`,
  alreadyReported: 'You have already reported a payment with this reference',
  noFlat:
    'Payments can be reported once the office has confirmed your flat and it is in the society register',
  screenshotTooLarge: 'The screenshot must be at most 1 MB',
  reported: 'Payment reported. The office will confirm it once it reaches the society’s bank account.',
  notFound: 'Reported payment not found',
  billNotFound: 'This bill is not one of your flat’s bills',
  confirmed: (receipt: string) => `Payment confirmed: receipt ${receipt}`,
  rejected: 'Reported payment rejected: the resident has been told why',
  stale: (status: string) => `This reported payment is already ${status}`,
  tooMany: (minutes: number) => `Please wait ${minutes} minutes before reporting another payment.`,
  noUpi: 'The society has not set its UPI ID yet. Please contact the office.',
} as const;

const TWO_DECIMALS = /^\d{1,9}(\.\d{1,2})?$/;

/** Rupees as typed (up to 2 decimals) to paise, exactly: read from the digits, never through a float. */
export const amountPaise = z
  .pipe(
    preprocess((v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v), z.string()),
    z.pipe(z.string().check(z.regex(TWO_DECIMALS, REPORTED_TEXT.amount)), z.transform(paiseOf)),
  )
  .check(
    z.refine((p) => p > 0, REPORTED_TEXT.amount),
    z.refine((p) => p < MAX_REPORTED_PAISE, REPORTED_TEXT.amountTooLarge),
  );

/**
 * The bank's reference in its compared form (spaces dropped, upper case): a UPI UTR is exactly 12 digits; an
 * NEFT UTR (16 characters, e.g. HDFCN52026112612345) or IMPS reference is 6 to 22 letters and digits.
 */
export function referenceProblem(mode: ReportedMode, reference: string): string | null {
  if (mode === 'upi') return /^\d{12}$/.test(reference) ? null : REPORTED_TEXT.utr;
  return /^[A-Z0-9]{6,22}$/.test(reference) ? null : REPORTED_TEXT.bankReference;
}

/** A report as the resident sends it (a multipart form: the screenshot rides beside these fields). */
export const reportInput = z
  .strictObject({
    amount: amountPaise,
    paid_on: isoDate,
    mode: z.enum(REPORTED_MODES, { error: REPORTED_TEXT.mode }),
    reference: z.pipe(
      z.string().check(z.maxLength(60, REPORTED_TEXT.bankReference)),
      z.transform(normaliseReference),
    ),
    /** The bill paid (the Pay by UPI panel's note); it must be one of the caller's flat's bills. */
    bill_number: blankIsUnset(
      z.optional(z.string().check(z.trim(), z.maxLength(40, REPORTED_TEXT.billNotFound))),
    ),
  })
  .check(
    z.superRefine((r, ctx) => {
      const problem = referenceProblem(r.mode, r.reference);
      if (problem) ctx.addIssue({ code: 'custom', path: ['reference'], message: problem });
    }),
  );
export type ReportInput = z.input<typeof reportInput>;

export const screenshotUpload: UploadRule = {
  field: 'screenshot',
  maxBytes: SCREENSHOT_MAX_BYTES,
  types: ['jpeg', 'png', 'webp'],
  required: false,
  tooLargeMessage: REPORTED_TEXT.screenshotTooLarge,
};

export const reportedPaymentSchema = z.object({
  id: z.string(),
  amount_paise: z.number().check(z.int()),
  paid_on: z.string(),
  mode: z.enum(PAID_MODES),
  reference: z.string(),
  bill_number: z.nullable(z.string()),
  /** The stored screenshot, read through the documents' file route (its reporter and the office only). */
  screenshot: z.nullable(z.string()),
  status: z.enum(REPORTED_STATUSES),
  /** Why the office rejected it; null otherwise. */
  reject_reason: z.nullable(z.string()),
  /** The receipt of the payment it became, once confirmed. */
  receipt_number: z.nullable(z.string()),
  created_at: timestamp,
});
export type ReportedPayment = z.output<typeof reportedPaymentSchema>;

/** What the Pay by UPI panel needs: the flat's outstanding amount, its latest bill, and whom to pay. */
export const payInfoSchema = z.object({
  /** Null: no confirmed flat in the register (nothing to pay or report). */
  flat_no: z.nullable(z.string()),
  outstanding_paise: z.number().check(z.int()),
  bill_number: z.nullable(z.string()),
  due_date: z.nullable(z.string()),
  /** The first day a payment may be dated (the flat's first bill less a year). */
  earliest_paid_on: z.string(),
  upi_id: z.string(),
  payee: z.string(),
});
export type PayInfo = z.output<typeof payInfoSchema>;

/** Where a reminder's Pay by UPI link lands: the flat's account, with the panel open. */
export const PAY_PANEL_PATH = '/member-invoices?pay=upi';

/** The note of a UPI payment: the bill it pays, else the flat. */
export const payNote = (info: Pick<PayInfo, 'bill_number' | 'flat_no'>) =>
  info.bill_number ?? `Maintenance ${info.flat_no ?? ''}`.trim();

export const reportedPaymentsApi = {
  payInfo: endpoint({
    method: 'GET',
    path: '/api/reported-payments/pay',
    access: 'member',
    input: noInput,
    output: payInfoSchema,
  }),
  report: endpoint({
    method: 'POST',
    path: '/api/reported-payments',
    access: 'member',
    input: reportInput,
    output: reportedPaymentSchema,
    upload: screenshotUpload,
  }),
  /** The caller's own reports, newest first. */
  mine: endpoint({
    method: 'GET',
    path: '/api/reported-payments',
    access: 'member',
    input: pageQuery,
    output: paged(reportedPaymentSchema),
  }),
};

// ---- the office ----

export const reportedPaymentAdminSchema = z.extend(reportedPaymentSchema, {
  flat_id: z.string(),
  flat_no: z.string(),
  resident_name: z.nullable(z.string()),
  resident_email: z.string(),
  decided_at: z.nullable(timestamp),
});
export type ReportedPaymentAdmin = z.output<typeof reportedPaymentAdminSchema>;

export const reportedListQuery = z.extend(searchQuery, { status: statusFilter(REPORTED_STATUSES) });
export type ReportedListQuery = z.input<typeof reportedListQuery>;

export const reportedPaymentsAdminApi = {
  /** Searched by flat, resident, reference or amount; waiting reports first, oldest first. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/reported-payments',
    access: 'accounts:view',
    input: reportedListQuery,
    output: paged(reportedPaymentAdminSchema),
  }),
  /** Records the payment (receipt, ledger, mail) and marks the report confirmed, in one transaction. */
  confirm: endpoint({
    method: 'POST',
    path: '/api/admin/reported-payments/:id/confirm',
    access: 'accounts:manage',
    input: byId,
    output: reportedPaymentAdminSchema,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/admin/reported-payments/:id/reject',
    access: 'accounts:manage',
    input: z.extend(byId, { reason: requiredReason }),
    output: reportedPaymentAdminSchema,
  }),
};
