// Admin -> Billing: the heads of charges a maintenance bill is made of, and the settings of the accounts.
// The office types rupees and percentages with up to two decimals; both are kept as exact integers (paise, basis
// points), read from the typed digits, never through a float.
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';
import { paiseOf } from './exact-money.ts';
import { decimalOf, formatINR } from './money.ts';
import { orPending } from './money-approvals.ts';
import { timestamp } from './schemas.ts';
import { isValidUpiId } from './site-admin.ts';
import { optionalText, preprocess, text, uuid } from './validation.ts';

/** How a head is shared among flats (Maharashtra model bye-laws 65–69). The names are the stored ones. */
export const CHARGE_BASES = [
  'fixed',
  'carpet_area',
  'built_up_area',
  'construction_cost_percent',
  'parking_covered',
  'parking_open',
  'parking_two_wheeler',
  'non_occupancy',
  'metered',
] as const;
export type ChargeBasisName = (typeof CHARGE_BASES)[number];

/** What a basis's rate is: rupees (kept as paise), a percentage (kept as basis points), or none (metered). */
export type RateUnit = 'rupees' | 'percent' | 'none';

export const CHARGE_BASIS: Record<ChargeBasisName, { label: string; unit: RateUnit; rateLabel: string }> = {
  fixed: { label: 'Fixed amount per flat', unit: 'rupees', rateLabel: '₹ per flat' },
  carpet_area: {
    label: 'Per sq ft of carpet area',
    unit: 'rupees',
    rateLabel: '₹ per sq ft of carpet area',
  },
  built_up_area: {
    label: 'Per sq ft of built-up area',
    unit: 'rupees',
    rateLabel: '₹ per sq ft of built-up area',
  },
  construction_cost_percent: {
    label: 'Percentage of construction cost',
    unit: 'percent',
    rateLabel: '% a year of construction cost',
  },
  parking_covered: { label: 'Per covered parking slot', unit: 'rupees', rateLabel: '₹ per covered slot' },
  parking_open: { label: 'Per open parking slot', unit: 'rupees', rateLabel: '₹ per open slot' },
  parking_two_wheeler: {
    label: 'Per two-wheeler slot',
    unit: 'rupees',
    rateLabel: '₹ per two-wheeler slot',
  },
  non_occupancy: { label: 'Non-occupancy', unit: 'percent', rateLabel: '% of service charges' },
  metered: {
    label: 'Metered (entered per flat)',
    unit: 'none',
    rateLabel: 'Entered per flat for each period',
  },
};

/** Limits of the rules, in the stored units. */
export const BILLING_LIMITS = {
  /** Government of Maharashtra order of 1 August 2001 under section 79A: 10 % of the service charges. */
  nonOccupancyBp: 1000,
  /** Bye-law 71: simple interest of at most 21 % a year. */
  interestBp: 2100,
  /** The highest GST slab a society's supply could fall in. */
  gstBp: 2800,
  percentBp: 10_000,
  /** Below ₹10,00,000: a per-flat amount, not a society's budget. */
  amountPaise: 100_000_000,
  /** The heads a bill can sensibly carry (the list is not paged). */
  heads: 40,
  name: 80,
  registrationNo: 100,
  payeeName: 100,
  /** Reminder mails: at most a month before or after the due date. */
  reminderDays: 30,
} as const;

export const BILLING_TEXT = {
  rate: 'Please enter a rate of 0 or more, with at most 2 decimals',
  rateRequired: 'Please enter a rate',
  amount: 'Please enter an amount of 0 or more in rupees, with at most 2 decimals',
  amountTooLarge: 'Please enter an amount below ₹10,00,000',
  percent: 'Please enter a percentage of 0 or more, with at most 2 decimals',
  percentTooLarge: 'Please enter a percentage of at most 100',
  gstRange: 'GST rate must be between 0 % and 28 %',
  nonOccupancyLimit:
    'Non-occupancy charges may be at most 10 % of the service charges (Government of Maharashtra order of 1 August 2001)',
  nonOccupancyService: 'Non-occupancy is charged on the service charges and cannot count towards them',
  interestLimit: 'Interest on arrears may be at most 21 % a year (bye-law 71)',
  changeFlag: 'Please enter a percentage above 0, at most 100',
  basis: 'Please choose how this head is charged',
  period: 'Please choose monthly or quarterly',
  order: 'Please choose how a payment is applied',
  invalidUpi: 'Invalid UPI ID format',
  reminderDays: 'Please enter a whole number of days from 0 to 30 (0: no reminder)',
  duplicateName: (name: string) => `An active head named "${name}" already exists`,
  oneNonOccupancy: 'There is already an active non-occupancy head: edit it, or retire it first',
  tooManyHeads: `A bill can carry at most ${BILLING_LIMITS.heads} active heads: retire one first`,
  notFound: 'This head of charges no longer exists',
  listChanged: 'The list of heads has changed. Please reload the page.',
  headAdded: 'Head of charges added',
  headUpdated: 'Head of charges updated',
  headRetired: 'Head of charges retired',
  headReactivated: 'Head of charges reactivated',
  reordered: 'Order of heads saved',
  settingsSaved: 'Settings of the accounts saved',
  failed: (message: string) => `Failed to save: ${message}`,
} as const;

const TWO_DECIMALS = /^\d{1,12}(\.\d{1,2})?$/;

/** A number field as typed: text, trimmed (an API client's JSON number is read as its text). */
const typed = (message: string) =>
  preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string({ error: message }).check(z.maxLength(20, message)),
  );

/** Hundredths of a decimal with up to two places, exactly: rupees to paise, or a percentage to basis points. */
const hundredths = (message: string) =>
  z.pipe(typed(message), z.pipe(z.string().check(z.regex(TWO_DECIMALS, message)), z.transform(paiseOf)));

/** Rupees of 0 or more, as paise (exact: read from the digits). */
export const rupees = hundredths(BILLING_TEXT.amount).check(
  z.refine((p) => p < BILLING_LIMITS.amountPaise, BILLING_TEXT.amountTooLarge),
);

/** A percentage of 0 or more, as basis points, at most `max` basis points. */
const percent = (max: number, tooLarge: string) =>
  hundredths(BILLING_TEXT.percent).check(z.refine((bp) => bp <= max, tooLarge));

/** A number of hundredths as the office would type it: 1800 -> '18', 1550 -> '15.5', 25 -> '0.25'. */
export const hundredthsText = (n: number) => decimalOf(n).replace(/\.?0+$/, '');
/** Basis points as a percentage: 1800 -> '18 %'. */
export const percentText = (bp: number) => `${hundredthsText(bp)} %`;

// ---- heads of charges ----

const headFields = {
  name: text(BILLING_LIMITS.name),
  basis: z.enum(CHARGE_BASES, { error: BILLING_TEXT.basis }),
  /** Rupees or a percentage, as the basis says; not read for a metered head. */
  rate: typed(BILLING_TEXT.rate),
  /** Empty: no GST. */
  gst_rate: typed(BILLING_TEXT.gstRange),
  is_service_charge: z._default(z.boolean({ error: 'Please say whether this is a service charge' }), false),
};
type HeadFields = { basis: ChargeBasisName; rate: string; gst_rate: string; is_service_charge: boolean };
const RATE_FIELDS = new Set(['basis', 'rate', 'gst_rate', 'is_service_charge']);

/** Hundredths of a checked rate; an empty GST rate is none. */
const hundredthsOf = (v: string) => (v === '' ? 0 : paiseOf(v));

/** What is wrong with a head's rate or GST, whose rules depend on its basis: [field, message], or null. */
function rateIssue(head: HeadFields): [keyof HeadFields, string] | null {
  const { unit } = CHARGE_BASIS[head.basis];
  if (unit !== 'none') {
    if (head.rate === '') return ['rate', BILLING_TEXT.rateRequired];
    if (!TWO_DECIMALS.test(head.rate)) return ['rate', BILLING_TEXT.rate];
    const rate = paiseOf(head.rate);
    if (unit === 'rupees' && rate >= BILLING_LIMITS.amountPaise) return ['rate', BILLING_TEXT.amountTooLarge];
    if (head.basis === 'non_occupancy' && rate > BILLING_LIMITS.nonOccupancyBp)
      return ['rate', BILLING_TEXT.nonOccupancyLimit];
    if (unit === 'percent' && rate > BILLING_LIMITS.percentBp) return ['rate', BILLING_TEXT.percentTooLarge];
  }
  if (head.gst_rate !== '' && !TWO_DECIMALS.test(head.gst_rate)) return ['gst_rate', BILLING_TEXT.gstRange];
  if (hundredthsOf(head.gst_rate) > BILLING_LIMITS.gstBp) return ['gst_rate', BILLING_TEXT.gstRange];
  if (head.basis === 'non_occupancy' && head.is_service_charge)
    return ['is_service_charge', BILLING_TEXT.nonOccupancyService];
  return null;
}

/** The stored shape of a checked head: the rate in the unit its basis uses, the other one 0. */
function storedHead<T extends HeadFields>({ rate, gst_rate, ...head }: T) {
  const { unit } = CHARGE_BASIS[head.basis];
  return {
    ...head,
    rate_paise: unit === 'rupees' ? paiseOf(rate) : 0,
    rate_bp: unit === 'percent' ? paiseOf(rate) : 0,
    gst_rate_bp: hundredthsOf(gst_rate),
  };
}

const headObject = z.strictObject(headFields);
const updateObject = z.strictObject({ id: uuid, ...headFields });

/** Adds the rate's issue, if any, under its own field. */
function checkRate(head: HeadFields, ctx: z.core.$RefinementCtx) {
  const issue = rateIssue(head);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue[0]], message: issue[1] });
}
const rateRuleParams = {
  // Said together with the other fields' messages (an empty name, say), once the fields it reads are right.
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((i) => !i.path?.length || RATE_FIELDS.has(String(i.path[0]))),
};

/** Add a head. */
export const chargeHeadInput = z.pipe(
  headObject.check(z.superRefine(checkRate, rateRuleParams)),
  z.transform(storedHead),
);
export type ChargeHeadInput = z.input<typeof chargeHeadInput>;
/** Edit a head: the same fields, all of them. */
export const updateChargeHeadInput = z.pipe(
  updateObject.check(z.superRefine(checkRate, rateRuleParams)),
  z.transform(storedHead),
);
export type StoredChargeHead = z.output<typeof chargeHeadInput>;

export const chargeHeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  basis: z.enum(CHARGE_BASES),
  rate_paise: z.number().check(z.int()),
  rate_bp: z.number().check(z.int()),
  is_service_charge: z.boolean(),
  gst_rate_bp: z.number().check(z.int()),
  sort_order: z.number().check(z.int()),
  active: z.boolean(),
  updated_at: timestamp,
});
export type ChargeHead = z.output<typeof chargeHeadSchema>;

/** A head's rate in words: '₹2.35 per sq ft of carpet area', '0.25 % a year of construction cost'. */
export function rateText(head: Pick<ChargeHead, 'basis' | 'rate_paise' | 'rate_bp'>) {
  const { unit, rateLabel } = CHARGE_BASIS[head.basis];
  if (unit === 'none') return rateLabel;
  if (unit === 'percent') return `${percentText(head.rate_bp)}${rateLabel.slice(1)}`;
  return `${formatINR(decimalOf(head.rate_paise))}${rateLabel.slice(1)}`;
}

// ---- settings of the accounts ----

export const BILLING_PERIODS = ['monthly', 'quarterly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const PAYMENT_ORDERS = ['interest_first', 'principal_first'] as const;
export type PaymentOrder = (typeof PAYMENT_ORDERS)[number];
export const PAYMENT_ORDER_LABEL: Record<PaymentOrder, string> = {
  interest_first: 'Interest first, then the oldest bill',
  principal_first: 'Oldest bill first, then interest',
};

/** A number of days for the reminders, typed as text or sent as a JSON number. */
const reminderDays = z.coerce
  .number({ error: BILLING_TEXT.reminderDays })
  .check(
    z.int(BILLING_TEXT.reminderDays),
    z.gte(0, BILLING_TEXT.reminderDays),
    z.lte(BILLING_LIMITS.reminderDays, BILLING_TEXT.reminderDays),
  );

export const billingSettingsInput = z.strictObject({
  billing_period: z.enum(BILLING_PERIODS, { error: BILLING_TEXT.period }),
  /** Rupees a month. */
  gst_threshold: rupees,
  /** % a year. */
  interest_rate: percent(BILLING_LIMITS.interestBp, BILLING_TEXT.interestLimit),
  payment_order: z.enum(PAYMENT_ORDERS, { error: BILLING_TEXT.order }),
  change_flag_percent: percent(BILLING_LIMITS.percentBp, BILLING_TEXT.changeFlag).check(
    z.refine((bp) => bp > 0, BILLING_TEXT.changeFlag),
  ),
  registration_no: z.pipe(
    optionalText(BILLING_LIMITS.registrationNo),
    z.transform((v) => v ?? ''),
  ),
  /** Empty: bills use the society's UPI ID from Settings. */
  upi_vpa: z.string({ error: BILLING_TEXT.invalidUpi }).check(
    z.trim(),
    z.refine((v) => v === '' || isValidUpiId(v), BILLING_TEXT.invalidUpi),
  ),
  upi_payee_name: z.pipe(
    optionalText(BILLING_LIMITS.payeeName),
    z.transform((v) => v ?? ''),
  ),
  /** Rupees; 0: none. */
  bounced_cheque_charge: rupees,
  /** Days before a bill's due date that an unpaid flat is reminded (0: not before); 3 when not sent. */
  reminder_days_before: z._default(reminderDays, 3),
  /** Days after the due date that it is reminded again (0: not after); 1 when not sent. */
  reminder_days_after: z._default(reminderDays, 1),
  /** Bank credits proposed at the highest confidence are confirmed at import; off when not sent. */
  auto_confirm_high: z._default(z.boolean(), false),
});
export type BillingSettingsInput = z.input<typeof billingSettingsInput>;

export const billingSettingsSchema = z.object({
  billing_period: z.enum(BILLING_PERIODS),
  gst_threshold_paise: z.number().check(z.int()),
  interest_rate_bp: z.number().check(z.int()),
  payment_order: z.enum(PAYMENT_ORDERS),
  change_flag_bp: z.number().check(z.int()),
  registration_no: z.string(),
  upi_vpa: z.string(),
  upi_payee_name: z.string(),
  bounced_cheque_charge_paise: z.number().check(z.int()),
  reminder_days_before: z.number().check(z.int()),
  reminder_days_after: z.number().check(z.int()),
  auto_confirm_high: z.boolean(),
  updated_at: timestamp,
});
export type BillingSettings = z.output<typeof billingSettingsSchema>;

const heads = z.array(chargeHeadSchema);

export const billingAdminApi = {
  /** Every head, active and retired, in the order bills print them. */
  heads: endpoint({
    method: 'GET',
    path: '/api/admin/billing/heads',
    access: 'accounts:view',
    input: noInput,
    output: heads,
  }),
  addHead: endpoint({
    method: 'POST',
    path: '/api/admin/billing/heads',
    access: 'accounts:manage',
    input: chargeHeadInput,
    output: orPending(chargeHeadSchema),
  }),
  /** The new order of all the heads: every head's id once. */
  reorderHeads: endpoint({
    method: 'PUT',
    path: '/api/admin/billing/heads/order',
    access: 'accounts:manage',
    input: z.strictObject({ ids: z.array(uuid).check(z.maxLength(200)) }),
    output: heads,
  }),
  updateHead: endpoint({
    method: 'PUT',
    path: '/api/admin/billing/heads/:id',
    access: 'accounts:manage',
    input: updateChargeHeadInput,
    output: orPending(chargeHeadSchema),
  }),
  /** Retire a head (bills stop charging it; it is never deleted) or bring it back. */
  setHeadActive: endpoint({
    method: 'POST',
    path: '/api/admin/billing/heads/:id/active',
    access: 'accounts:manage',
    input: z.strictObject({ id: uuid, active: z.boolean({ error: 'Please say active or retired' }) }),
    output: orPending(chargeHeadSchema),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/admin/billing/settings',
    access: 'accounts:view',
    input: noInput,
    output: billingSettingsSchema,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/admin/billing/settings',
    access: 'accounts:manage',
    input: billingSettingsInput,
    output: orPending(billingSettingsSchema),
  }),
};
