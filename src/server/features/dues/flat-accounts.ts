// One flat's accounts as documents print them: who the flat is, its confirmed residents, the society's letterhead,
// and its ledger as rows with debit, credit and running balance (features/billing/ledger.ts's rules).
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OfficeLedgerRow } from '../../../shared/dues-admin.ts';
import { normalizeFlat } from '../../../shared/invoices.ts';
import { isLocale } from '../../../shared/locales.ts';
import type { Db, Tx } from '../../db/client.ts';
import { flats, ledgerEntries, profiles, users } from '../../db/schema.ts';
import { serverI18n } from '../../mail/language.ts';
import { ENTRY_DIRECTION, type LedgerEntry, runningBalances } from '../billing/ledger.ts';
import type { Letterhead } from '../billing/pdf/layout.ts';
import { readBillingSettings } from '../billing/settings-service.ts';
import { getSettings } from '../site/settings.ts';
import { readLedgers } from './ledger-store.ts';

export interface FlatOfRegister {
  id: string;
  wing: string;
  flat_no: string;
}

export async function registerFlat(db: Db | Tx, id: string): Promise<FlatOfRegister | null> {
  const [flat] = await db
    .select({ id: flats.id, wing: flats.wing, flat_no: flats.flat_no })
    .from(flats)
    .where(eq(flats.id, id));
  return flat ?? null;
}

/** The register's flat a profile names (flats are stored normalised, as profiles are). */
export async function flatByNumber(db: Db | Tx, flatNo: string): Promise<FlatOfRegister | null> {
  const [flat] = await db
    .select({ id: flats.id, wing: flats.wing, flat_no: flats.flat_no })
    .from(flats)
    .where(eq(flats.flat_no, normalizeFlat(flatNo)));
  return flat ?? null;
}

/**
 * The residents whose profile names one of the flats and whom the office has confirmed there, with their addresses
 * and languages (for their mails).
 */
export function confirmedResidents(db: Db | Tx, flatNos: string[]) {
  return db
    .select({ flat_no: profiles.flat_no, name: profiles.name, email: users.email, language: users.language })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.user_id))
    .where(and(inArray(profiles.flat_no, flatNos), isNotNull(profiles.flat_confirmed_at)))
    .orderBy(profiles.name);
}

/**
 * The language of a flat's documents (its bills and receipts, made once and read by all its residents): the first
 * of its confirmed residents (by name) who chose one, else English. The office keeps no owner of a flat apart from
 * its residents, and a household reads one language.
 */
export const flatLanguage = (residents: readonly { language: string | null }[]) =>
  serverI18n(residents.find((r) => isLocale(r.language))?.language);

/** The society as its accounts' documents are headed. */
export async function letterhead(db: Db): Promise<Letterhead> {
  const [site, accounts] = await Promise.all([getSettings(db), readBillingSettings(db)]);
  return {
    name: site.name,
    address: [site.address, site.postal_code].filter(Boolean).join(' '),
    registrationNumber: accounts.registration_no,
  };
}

/** The society's UPI address and payee, as bills print them: the accounts' own, else the site settings'. */
export async function societyUpi(db: Db) {
  const [site, accounts] = await Promise.all([getSettings(db), readBillingSettings(db)]);
  return { upi_id: accounts.upi_vpa || site.upi_id, payee: accounts.upi_payee_name || site.name };
}

/** Each flat's latest bill number (what a UPI payment's note names), read in one query. */
export async function latestBillNumbers(db: Db | Tx, flatIds: string[]) {
  if (!flatIds.length) return new Map<string, string>();
  const rows = await db
    .selectDistinctOn([ledgerEntries.flat_id], {
      flat_id: ledgerEntries.flat_id,
      number: ledgerEntries.number,
    })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.flat_id, flatIds), eq(ledgerEntries.kind, 'bill')))
    .orderBy(ledgerEntries.flat_id, desc(ledgerEntries.entry_date), desc(ledgerEntries.created_at));
  return new Map(rows.flatMap((r) => (r.number ? [[r.flat_id, r.number] as const] : [])));
}

const preparer = alias(users, 'preparer');
const approver = alias(users, 'approver');

/**
 * The entries' descriptions and numbers are on the rows, with the names of who prepared and who approved an
 * approved action; the ledger rules read only amounts and dates.
 */
async function descriptions(db: Db | Tx, flatId: string) {
  const rows = await db
    .select({
      id: ledgerEntries.id,
      description: ledgerEntries.description,
      prepared_by: preparer.name,
      approved_by: approver.name,
    })
    .from(ledgerEntries)
    .leftJoin(approver, eq(approver.id, ledgerEntries.approved_by))
    .leftJoin(preparer, and(isNotNull(ledgerEntries.approved_by), eq(preparer.id, ledgerEntries.created_by)))
    .where(eq(ledgerEntries.flat_id, flatId));
  return new Map(rows.map((r) => [r.id, r]));
}

const descriptionOf = (entry: LedgerEntry, text: Awaited<ReturnType<typeof descriptions>>) =>
  entry.kind === 'opening_balance'
    ? entry.amountPaise < 0
      ? 'Opening balance (advance)'
      : 'Opening balance (arrears)'
    : (text.get(entry.id)?.description ?? entry.kind);

/** Every entry of the flat, oldest first, with its debit, credit and the balance after it. */
export async function ledgerRows(db: Db | Tx, flatId: string): Promise<OfficeLedgerRow[]> {
  const [ledgers, text] = await Promise.all([readLedgers(db, [flatId]), descriptions(db, flatId)]);
  return runningBalances(ledgers.get(flatId) ?? []).map(({ entry, balancePaise }) => {
    // An opening advance is an entry below zero: a credit of its size.
    const signed = ENTRY_DIRECTION[entry.kind] * entry.amountPaise;
    return {
      id: entry.id,
      date: entry.date,
      kind: entry.kind,
      number: entry.number ?? null,
      description: descriptionOf(entry, text),
      debit_paise: Math.max(signed, 0),
      credit_paise: Math.max(-signed, 0),
      balance_paise: balancePaise,
      prepared_by: text.get(entry.id)?.prepared_by ?? null,
      approved_by: text.get(entry.id)?.approved_by ?? null,
    };
  });
}

/** The rows of a page, newest first (the balance column stays the running one). */
export function newestFirstPage<T>(rows: readonly T[], page: number, pageSize: number) {
  const newest = [...rows].reverse();
  return { items: newest.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize };
}
