// The dues as a resident sees them: their flat's ledger, receipts and statement, only once the office has
// confirmed the profile's flat (the rule the invoices follow), and only that flat's.

import { DUES_TEXT } from '../../../shared/dues.ts';
import { sameFlat } from '../../../shared/invoices.ts';
import { can } from '../../../shared/permissions.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { PageRequest } from '../../platform/paginate.ts';
import { flatOf } from '../account/own-flat.ts';
import { accountLanguage } from '../language/service.ts';
import { flatByNumber, ledgerRows, newestFirstPage } from './flat-accounts.ts';
import { flatPayments, receiptPdf } from './payments.ts';
import { type StatementRequest, statementOf } from './statement.ts';

/** The register's flat of the caller's confirmed profile flat; null while unconfirmed or not in the register. */
async function myFlat(ctx: AppContext, user: SessionUser) {
  const { flat, confirmed } = await flatOf(ctx.db, user.id);
  return { claimed: flat, flat: flat && confirmed ? await flatByNumber(ctx.db, flat) : null, confirmed };
}

const empty = ({ page, pageSize }: PageRequest, flatNo: string | null, confirmed: boolean) => ({
  items: [],
  total: 0,
  page,
  pageSize,
  flat_no: flatNo,
  flat_confirmed: confirmed,
  balance_paise: 0,
});

export async function myLedger(ctx: AppContext, user: SessionUser, page: PageRequest) {
  const { claimed, flat, confirmed } = await myFlat(ctx, user);
  if (!flat) return empty(page, claimed, confirmed);
  const rows = await ledgerRows(ctx.db, flat.id);
  return {
    ...newestFirstPage(rows, page.page, page.pageSize),
    flat_no: flat.flat_no,
    flat_confirmed: true,
    balance_paise: rows.at(-1)?.balance_paise ?? 0,
  };
}

export async function myReceipts(ctx: AppContext, user: SessionUser, page: PageRequest) {
  const { claimed, flat, confirmed } = await myFlat(ctx, user);
  if (!flat) return empty(page, claimed, confirmed);
  const [payments, rows] = await Promise.all([
    flatPayments(ctx.db, flat.id, page.page, page.pageSize),
    ledgerRows(ctx.db, flat.id),
  ]);
  return {
    ...payments,
    flat_no: flat.flat_no,
    flat_confirmed: true,
    balance_paise: rows.at(-1)?.balance_paise ?? 0,
  };
}

export function myReceiptPdf(ctx: AppContext, user: SessionUser, id: string) {
  return receiptPdf(ctx, id, async (flatNo) => {
    if (can(user.reach, 'accounts:view')) return true;
    const { flat, confirmed } = await flatOf(ctx.db, user.id);
    return Boolean(flat && confirmed && sameFlat(flat, flatNo));
  });
}

export async function myStatement(ctx: AppContext, user: SessionUser, range: StatementRequest) {
  const { flat } = await myFlat(ctx, user);
  if (!flat) throw notFound(DUES_TEXT.noLedger);
  return statementOf(ctx, flat, range, { language: await accountLanguage(ctx.db, user.id) });
}
