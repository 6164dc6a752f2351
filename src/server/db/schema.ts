// Every table of both spec documents, with the spec's column names, plus auth, outbox, audit, settings and limits.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

// ---- accounts (better-auth models; property names are the library's, columns are ours) ----
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('user_roles_user_role_uq').on(t.user_id, t.role)],
);

export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    flat_no: text('flat_no'),
    nook_number: text('nook_number'),
    floor: integer('floor'),
    // A flat typed at sign-up is a claim; invoices follow it only once the office confirms it.
    flat_confirmed_at: timestamp('flat_confirmed_at', { withTimezone: true }),
    flat_confirmed_by: uuid('flat_confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('profiles_flat_idx').on(t.flat_no)],
);

// ---- site content ----
export const galleryImages = pgTable('gallery_images', {
  id: id(),
  title: text('title').notNull(),
  description: text('description'),
  image_url: text('image_url').notNull(),
  thumb_url: text('thumb_url'),
  category: text('category').notNull().default('general'),
  display_order: integer('display_order').notNull().default(0),
  is_active: boolean('is_active').notNull().default(true),
  created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    priority: text('priority').notNull().default('normal'),
    is_active: boolean('is_active').notNull().default(true),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('announcements_active_idx').on(t.is_active, t.created_at)],
);

export const dosAndDonts = pgTable('dos_and_donts', {
  id: id(),
  category: text('category').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  priority: text('priority').notNull().default('normal'),
  is_active: boolean('is_active').notNull().default(true),
  created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

export const societySettings = pgTable('society_settings', {
  id: integer('id').primaryKey().default(1),
  name: text('name').notNull(),
  address: text('address').notNull(),
  postal_code: text('postal_code').notNull(),
  contact: text('contact').notNull(),
  email: text('email').notNull(),
  description: text('description').notNull(),
  disclaimer: text('disclaimer').notNull(),
  upi_id: text('upi_id').notNull(),
  updated_at: updatedAt(),
});

// ---- gym ----
export const membershipPlans = pgTable('membership_plans', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description'),
  price_inr: money('price_inr').notNull(),
  duration_days: integer('duration_days').notNull(),
  created_at: createdAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    start_date: date('start_date').notNull(),
    end_date: date('end_date').notNull(),
    payment_transaction_id: text('payment_transaction_id'),
    payment_last_4_digits: text('payment_last_4_digits'),
    amount_paid: money('amount_paid').notNull(),
    status: text('status').notNull().default('pending'),
    member_name: text('member_name').notNull(),
    member_phone: text('member_phone').notNull(),
    member_age: integer('member_age').notNull().default(18),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    approved_by: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('memberships_user_idx').on(t.user_id, t.created_at),
    index('memberships_status_idx').on(t.status, t.created_at),
    index('memberships_created_idx').on(t.created_at),
  ],
);

// ---- requests ----
export const hallBookings = pgTable(
  'hall_bookings',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicant_name: text('applicant_name'),
    flat_no: text('flat_no'),
    event_name: text('event_name').notNull(),
    event_date: date('event_date').notNull(),
    event_time: text('event_time').notNull(),
    expected_guests: integer('expected_guests'),
    contact_number: text('contact_number').notNull(),
    membership_type: text('membership_type').notNull(),
    booking_option: text('booking_option'),
    payment_method: text('payment_method'),
    payment_transaction_id: text('payment_transaction_id'),
    event_description: text('event_description'),
    amount_paid: money('amount_paid').notNull(),
    hall_type: text('hall_type').notNull().default('podium'),
    status: text('status').notNull().default('pending'),
    additional_notes: text('additional_notes'),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    approved_by: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('hall_bookings_user_idx').on(t.user_id, t.created_at),
    index('hall_bookings_date_idx').on(t.event_date),
    index('hall_bookings_status_idx').on(t.status, t.created_at),
    index('hall_bookings_created_idx').on(t.created_at),
  ],
);

export const carParkingRegistrations = pgTable(
  'car_parking_registrations',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    owner_name: text('owner_name').notNull(),
    flat_no: text('flat_no'),
    contact_number: text('contact_number'),
    vehicle_type: text('vehicle_type').notNull().default('car'),
    vehicle_number: text('vehicle_number').notNull(),
    vehicle_make: text('vehicle_make').notNull().default(''),
    vehicle_model: text('vehicle_model').notNull().default(''),
    vehicle_color: text('vehicle_color').notNull().default(''),
    parking_slot_requested: text('parking_slot_requested').notNull().default('Not specified'),
    slot_number: text('slot_number'),
    status: text('status').notNull().default('pending'),
    rc_copy_url: text('rc_copy_url'),
    approved_by: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('parking_user_idx').on(t.user_id, t.created_at),
    index('parking_status_idx').on(t.status, t.created_at),
    index('parking_created_idx').on(t.created_at),
  ],
);

export const houseRepairRegistrations = pgTable(
  'house_repair_registrations',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicant_name: text('applicant_name').notNull(),
    flat_no: text('flat_no').notNull(),
    contact_number: text('contact_number').notNull(),
    email: text('email'),
    work_type: text('work_type').notNull(),
    work_description: text('work_description'),
    duration_days: integer('duration_days'),
    start_date: date('start_date'),
    contractor_name: text('contractor_name'),
    contractor_address: text('contractor_address'),
    contractor_contact: text('contractor_contact'),
    cheque_number: text('cheque_number'),
    cheque_date: date('cheque_date'),
    bank_name: text('bank_name'),
    amount: money('amount'),
    terms_accepted: boolean('terms_accepted').notNull(),
    status: text('status').notNull().default('pending'),
    repair_plans_url: text('repair_plans_url'),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    approved_by: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('repairs_user_idx').on(t.user_id, t.created_at),
    index('repairs_status_idx').on(t.status, t.created_at),
    index('repairs_created_idx').on(t.created_at),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    category: text('category').notNull(),
    priority: text('priority').notNull().default('normal'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('open'),
    admin_response: text('admin_response'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('feedback_user_idx').on(t.user_id, t.created_at),
    index('feedback_created_idx').on(t.created_at),
    index('feedback_status_idx').on(t.status, t.created_at),
  ],
);

// ---- invoices ----
const invoiceColumns = () => ({
  id: id(),
  flat_no: text('flat_no').notNull(),
  invoice_number: text('invoice_number').notNull(),
  invoice_date: date('invoice_date').notNull(),
  amount: money('amount').notNull(),
  description: text('description'),
  due_date: date('due_date'),
  pdf_url: text('pdf_url').notNull(),
  uploaded_by: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

// Flat numbers are stored trimmed and upper case, so a flat's invoices are an index lookup; one invoice number
// per flat and type.
export const maintenanceInvoices = pgTable('maintenance_invoices', invoiceColumns(), (t) => [
  index('maintenance_invoices_flat_idx').on(t.flat_no, t.invoice_date),
  uniqueIndex('maintenance_invoices_number_uq').on(t.flat_no, t.invoice_number),
  index('maintenance_invoices_date_idx').on(t.invoice_date, t.created_at),
]);

export const repairInvoices = pgTable(
  'repair_invoices',
  { ...invoiceColumns(), repair_type: text('repair_type').notNull() },
  (t) => [
    index('repair_invoices_flat_idx').on(t.flat_no, t.invoice_date),
    uniqueIndex('repair_invoices_number_uq').on(t.flat_no, t.invoice_number),
    index('repair_invoices_date_idx').on(t.invoice_date, t.created_at),
  ],
);

// ---- inventory ----
export const societyInventory = pgTable('society_inventory', {
  id: id(),
  item_name: text('item_name').notNull(),
  category: text('category').notNull(),
  asset_type: text('asset_type'),
  quantity: integer('quantity').notNull().default(0),
  cost: money('cost').notNull().default('0'),
  description: text('description'),
  purchase_date: date('purchase_date'),
  created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

export const societyInventoryUsage = pgTable(
  'society_inventory_usage',
  {
    id: id(),
    inventory_id: uuid('inventory_id')
      .notNull()
      .references(() => societyInventory.id, { onDelete: 'cascade' }),
    quantity_used: integer('quantity_used').notNull(),
    usage_date: date('usage_date').notNull(),
    usage_notes: text('usage_notes'),
    recorded_by: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('inventory_usage_item_idx').on(t.inventory_id, t.usage_date)],
);

// ---- staff ----
export const staffMembers = pgTable('staff_members', {
  id: id(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  department: text('department').notNull().default('general'),
  email: text('email'),
  phone: text('phone'),
  joining_date: date('joining_date'),
  is_active: boolean('is_active').notNull().default(true),
  // The staff registration form (printed; all optional). The ID proof is a file in the documents bucket.
  staff_type: text('staff_type'),
  address: text('address'),
  work_timings: text('work_timings'),
  salary_details: text('salary_details'),
  reference_details: text('reference_details'),
  identity_proof_type: text('identity_proof_type'),
  identity_proof_number: text('identity_proof_number'),
  id_proof_url: text('id_proof_url'),
  created_at: createdAt(),
});

export const leaveBalances = pgTable(
  'leave_balances',
  {
    id: id(),
    staff_id: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    paid_leave_balance: integer('paid_leave_balance').notNull().default(12),
    casual_leave_balance: integer('casual_leave_balance').notNull().default(12),
    comp_off_balance: integer('comp_off_balance').notNull().default(0),
    sick_leave_balance: integer('sick_leave_balance').notNull().default(7),
  },
  (t) => [uniqueIndex('leave_balances_staff_year_uq').on(t.staff_id, t.year)],
);

export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: id(),
    staff_id: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    attendance_date: date('attendance_date').notNull(),
    status: text('status').notNull(),
    notes: text('notes'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('attendance_staff_date_uq').on(t.staff_id, t.attendance_date),
    index('attendance_date_idx').on(t.attendance_date),
  ],
);

export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: id(),
    holiday_name: text('holiday_name').notNull(),
    holiday_date: date('holiday_date').notNull(),
    year: integer('year').notNull(),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('public_holidays_date_uq').on(t.holiday_date)],
);

// ---- platform ----
export const securityAuditLog = pgTable(
  'security_audit_log',
  {
    id: id(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    resource: text('resource'),
    details: jsonb('details'),
    severity: text('severity').notNull().default('low'),
    created_at: createdAt(),
  },
  (t) => [index('audit_created_idx').on(t.created_at)],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  links: jsonb('links').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  status: text('status').notNull().default('stored'),
  error: text('error'),
  created_at: createdAt(),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  window_start: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

/** Every stored private file, so a download can be checked against its owner. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    bucket: text('bucket').notNull(),
    name: text('name').notNull(),
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    original_name: text('original_name'),
    /** An image the server re-encoded on upload: the only kind of private file shown inline. */
    reencoded: boolean('reencoded').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('stored_files_bucket_name_uq').on(t.bucket, t.name)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Uploaded files when they live in the database (STORAGE=database, the default on PostgreSQL), so every server
 * process serves every file. Split into chunks so a download streams one chunk at a time.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    bucket: text('bucket').notNull(),
    name: text('name').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.name, t.seq] })],
);

/** One row per run of a scheduled job and period: inserting it is the claim, so each period runs once. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    result: text('result'),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);
