// The flats register (back-office, Management → Flats): every flat of the society with what its maintenance is
// computed from, and its opening balance. Added one by one or imported from a CSV (previewed, then written all or
// nothing), exported, and compared with the flats residents have claimed. Admin-only, so it has its own file.
import * as z from 'zod/mini';
import { endpoint, noInput, ok } from './contract.ts';
import { paiseOf } from './exact-money.ts';
import { paged, searchQuery, sortQuery, timestamp } from './schemas.ts';
import { byId, flatNo, isoDate, preprocess } from './validation.ts';

export const OCCUPANCIES = [
  { value: 'owner', label: 'Owner-occupied' },
  { value: 'let', label: 'Let out' },
  { value: 'vacant', label: 'Vacant' },
] as const;
export type Occupancy = (typeof OCCUPANCIES)[number]['value'];
const OCCUPANCY_VALUES = OCCUPANCIES.map((o) => o.value) as [Occupancy, ...Occupancy[]];
export const occupancyLabel = (value: string) => OCCUPANCIES.find((o) => o.value === value)?.label ?? value;

const MAX_AREA = 100_000;
const MAX_AMOUNT = 100_000_000;
const MAX_SLOTS = 99;

export const FLATS_TEXT = {
  title: 'Flats',
  added: (flat: string) => `Flat ${flat} added to the register`,
  updated: (flat: string) => `Flat ${flat} updated`,
  deleted: (flat: string) => `Flat ${flat} deleted from the register`,
  deleteConfirm: (flat: string) =>
    `Are you sure you want to delete flat ${flat} from the register? Residents who claimed it keep their profiles.`,
  imported: (n: number) => `${n} ${n === 1 ? 'flat' : 'flats'} imported into the register`,
  exported: 'Flats register exported',
  fetchFailed: 'Error fetching the flats register',
  notFound: 'Flat not found',
  hasLedger: (flat: string) =>
    `Flat ${flat} has bills or payments in its ledger, so it stays in the register`,
  openingBalanceFrozen:
    'The opening balance cannot change once the flat has bills or payments: issue a credit or debit note instead',
  duplicate: (flat: string) => `Flat ${flat} is already in the register`,
  duplicateInFile: (rows: string) => `Duplicate flat: the same flat number is on row ${rows} too`,
  wing: 'Wing may use letters, digits, spaces and - (at most 10 characters)',
  area: (label: string) => `${label} must be a number above 0 with at most 2 decimals, e.g. 650.50`,
  areaTooLarge: (label: string) => `${label} must be less than 1,00,000 sq ft`,
  constructionCost: 'Construction cost must be an amount of 0 or more with at most 2 decimals, e.g. 1250000',
  openingBalance:
    'Opening balance must be an amount with at most 2 decimals: positive for arrears, negative (e.g. -1500) for an advance',
  amountTooLarge: 'Amounts must be less than ₹10,00,00,000',
  openingDateRequired: 'Please give the date of the opening balance',
  occupancy: 'Occupancy must be owner, let or vacant',
  slots: (label: string) => `${label} must be a whole number from 0 to ${MAX_SLOTS}`,
  importHasProblems: (n: number) =>
    `${n} ${n === 1 ? 'row has' : 'rows have'} problems. Nothing was imported: please fix the CSV and check it again.`,
} as const;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
/** Form text and CSV cells arrive as text, JSON clients may send numbers: both are read as the typed decimal. */
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : trimmed(v));
const blankToNull = (v: unknown) => {
  const t = asText(v);
  return t === '' || t === undefined ? null : t;
};
const DECIMAL = /^\d+(\.\d{1,2})?$/;
const SIGNED_DECIMAL = /^-?\d+(\.\d{1,2})?$/;

/** Square feet, above 0, or empty (not known yet). */
const area = (label: string) =>
  preprocess(
    blankToNull,
    z.nullable(
      z.string({ error: FLATS_TEXT.area(label) }).check(
        z.regex(DECIMAL, { error: FLATS_TEXT.area(label), abort: true }),
        z.refine((v) => Number(v) > 0, { error: FLATS_TEXT.area(label), abort: true }),
        z.refine((v) => Number(v) < MAX_AREA, FLATS_TEXT.areaTooLarge(label)),
      ),
    ),
  );

/** Rupees with paise, kept as the exact decimal text numeric(12,2) stores. */
const amount = (pattern: RegExp, message: string) =>
  z.string({ error: message }).check(
    z.regex(pattern, { error: message, abort: true }),
    z.refine((v) => Math.abs(paiseOf(v)) < MAX_AMOUNT * 100, FLATS_TEXT.amountTooLarge),
  );

const slots = (label: string) =>
  preprocess(
    (v) => blankToNull(v) ?? '0',
    z.pipe(
      z.string({ error: FLATS_TEXT.slots(label) }).check(z.regex(/^\d{1,2}$/, FLATS_TEXT.slots(label))),
      z.transform(Number),
    ),
  );

const flatShape = {
  wing: preprocess(
    (v) => blankToNull(v) ?? '',
    z
      .string({ error: FLATS_TEXT.wing })
      .check(z.regex(/^[A-Za-z0-9 -]{0,10}$/, FLATS_TEXT.wing), z.toUpperCase()),
  ),
  flat_no: flatNo,
  carpet_area_sqft: area('Carpet area'),
  built_up_area_sqft: area('Built-up area'),
  construction_cost: preprocess(blankToNull, z.nullable(amount(DECIMAL, FLATS_TEXT.constructionCost))),
  occupancy: preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || 'owner' : (v ?? 'owner')),
    z.enum(OCCUPANCY_VALUES, { error: FLATS_TEXT.occupancy }),
  ),
  parking_covered: slots('Covered parking'),
  parking_open: slots('Open parking'),
  parking_two_wheeler: slots('Two-wheeler parking'),
  opening_balance: preprocess(
    (v) => blankToNull(v) ?? '0',
    amount(SIGNED_DECIMAL, FLATS_TEXT.openingBalance),
  ),
  opening_balance_date: preprocess(blankToNull, z.nullable(isoDate)),
};

/** An opening balance is as of a day: arrears or an advance need the date the society started with them. */
const datedBalance = <
  T extends z.ZodMiniType<{ opening_balance: string; opening_balance_date: string | null }>,
>(
  schema: T,
) =>
  schema.check(
    z.refine((v) => paiseOf(v.opening_balance) === 0 || v.opening_balance_date !== null, {
      path: ['opening_balance_date'],
      message: FLATS_TEXT.openingDateRequired,
    }),
  );

/** The add/edit dialog's fields, and one CSV row's. */
export const flatInput = datedBalance(z.strictObject(flatShape));
export type FlatInput = z.output<typeof flatInput>;

export const flatSchema = z.object({
  id: z.string(),
  wing: z.string(),
  flat_no: z.string(),
  /** Decimal text, exact as stored ('650.50'); null when not known. */
  carpet_area_sqft: z.nullable(z.string()),
  built_up_area_sqft: z.nullable(z.string()),
  construction_cost: z.nullable(z.string()),
  occupancy: z.enum(OCCUPANCY_VALUES),
  parking_covered: z.number().check(z.int()),
  parking_open: z.number().check(z.int()),
  parking_two_wheeler: z.number().check(z.int()),
  /** Positive: arrears owed to the society; negative: an advance. */
  opening_balance: z.string(),
  opening_balance_date: z.nullable(z.string()),
  /** Residents whose profile names this flat, and how many of them the office has confirmed. */
  residents: z.number().check(z.int()),
  confirmed_residents: z.number().check(z.int()),
  updated_at: timestamp,
});
export type Flat = z.output<typeof flatSchema>;

/** unclaimed: no resident profile names the flat; claimed: at least one does. */
export const CLAIM_FILTERS = ['unclaimed', 'claimed'] as const;
export const FLAT_SORTS = ['flat_no', 'wing'] as const;
/** The table's filters; the export takes them too. */
export const flatFilters = z.strictObject({
  q: searchQuery.shape.q,
  claim: preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.optional(z.enum(CLAIM_FILTERS, { error: 'Please choose a filter from the list' })),
  ),
});
export const flatListQuery = z.extend(searchQuery, {
  claim: flatFilters.shape.claim,
  ...sortQuery(FLAT_SORTS),
});

// ---- The CSV import and export: the same columns, so an export can be edited and imported elsewhere. ----

/** The CSV's columns in the template's order; only flat_no is required, a missing column reads as empty. */
export const FLAT_CSV_COLUMNS = [
  'wing',
  'flat_no',
  'carpet_area_sqft',
  'built_up_area_sqft',
  'construction_cost',
  'occupancy',
  'parking_covered',
  'parking_open',
  'parking_two_wheeler',
  'opening_balance',
  'opening_balance_date',
] as const;
export const FLAT_CSV_OPTIONAL: readonly string[] = FLAT_CSV_COLUMNS.filter((c) => c !== 'flat_no');
export const FLATS_MAX_ROWS = 5000;
export const FLATS_CSV_MAX_BYTES = 1024 * 1024;
export const FLATS_TEMPLATE_NAME = 'flats-register-template.csv';
export const flatsTemplate = () => `${FLAT_CSV_COLUMNS.join(',')}\r\n`;
/** `today` is YYYY-MM-DD in the society's time zone. */
export const flatsExportFileName = (today: string) => `flats_register_${today}.csv`;

/**
 * A row's values by column. An object of known keys rather than z.record: every zod class an office schema uses is
 * bundled into the zod chunk each resident page loads (ZodRecord alone added 1.1 kB to them).
 */
const csvRowValues = z.object(
  Object.fromEntries(FLAT_CSV_COLUMNS.map((column) => [column, z.optional(z.string())])) as {
    [C in (typeof FLAT_CSV_COLUMNS)[number]]: z.ZodMiniOptional<z.ZodMiniString>;
  },
);

/** One CSV row as the preview read it: its values (normalised when valid) and what is wrong with it. */
export const flatImportRowSchema = z.object({
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  line: z.number().check(z.int()),
  values: csvRowValues,
  /** Empty when the row is ready to import. */
  problems: z.array(z.string()),
});
export type FlatImportRow = z.output<typeof flatImportRowSchema>;

const csvInput = z.strictObject({
  csv: z
    .string({ error: 'Please choose the CSV file' })
    .check(z.maxLength(FLATS_CSV_MAX_BYTES, 'The CSV file must be smaller than 1MB')),
});

export const flatsAdminApi = {
  /**
   * By flat number unless sorted; searched by flat number or wing; unclaimed or claimed flats. The flats register
   * is the people area's (Flats screen); the accounts screens read flats through their own endpoints.
   */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/flats',
    access: 'people:view',
    input: flatListQuery,
    output: paged(flatSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/flats',
    access: 'people:manage',
    input: flatInput,
    output: flatSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/flats/:id',
    access: 'people:manage',
    input: datedBalance(z.strictObject({ ...flatShape, ...byId.shape })),
    output: flatSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/flats/:id',
    access: 'people:manage',
    input: byId,
    output: ok,
  }),
  /** The CSV's header and nothing else. */
  template: endpoint({
    method: 'GET',
    path: '/api/admin/flats/import/template',
    access: 'people:view',
    input: noInput,
    output: 'file',
  }),
  /** Every row checked (its fields, the other rows, the register) before anything is written. */
  preview: endpoint({
    method: 'POST',
    path: '/api/admin/flats/import/preview',
    access: 'people:manage',
    input: csvInput,
    output: z.object({ rows: z.array(flatImportRowSchema) }),
  }),
  /** Checks the CSV again and adds every row in one transaction, or none if any row has a problem. */
  import: endpoint({
    method: 'POST',
    path: '/api/admin/flats/import',
    access: 'people:manage',
    input: csvInput,
    output: z.object({ created: z.number().check(z.int()) }),
  }),
  /** The flats matching the table's filters, in the import's columns. */
  export: endpoint({
    method: 'GET',
    path: '/api/admin/flats/export',
    access: 'people:view',
    input: flatFilters,
    output: 'file',
  }),
};
