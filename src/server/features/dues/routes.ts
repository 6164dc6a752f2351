import type { FastifyInstance } from 'fastify';
import { duesApi } from '../../../shared/dues.ts';
import { duesAdminApi } from '../../../shared/dues-admin.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { readBillingSettings } from '../billing/settings-service.ts';
import { doOrRequest } from '../money-approvals/service.ts';
import { exportDues, listDues, sendReminders } from './admin-dues.ts';
import { collectionFigures } from './collection.ts';
import { ledgerRows, newestFirstPage, registerFlat } from './flat-accounts.ts';
import { flatPayments, recordPayment } from './payments.ts';
import * as mine from './service.ts';
import { statementOf } from './statement.ts';

export function duesRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, duesApi.myLedger, (page, { user }) => mine.myLedger(ctx, user, page));
  route(app, ctx, duesApi.myReceipts, (page, { user }) => mine.myReceipts(ctx, user, page));
  route(app, ctx, duesApi.receiptPdf, ({ id }, { user }) => mine.myReceiptPdf(ctx, user, id));
  route(app, ctx, duesApi.myStatement, (range, { user }) => mine.myStatement(ctx, user, range));

  const api = duesAdminApi;
  /** The register's flat the office asks about, or 404. */
  const flatOr404 = async (id: string) => {
    const flat = await registerFlat(ctx.db, id);
    if (!flat) throw notFound('This flat is not in the register');
    return flat;
  };
  route(app, ctx, api.list, (query) => listDues(ctx, query));
  route(app, ctx, api.export, (query, { user }) => exportDues(ctx, user, query));
  route(app, ctx, api.recordPayment, async (input, { user, reply }) => {
    reply.code(201);
    return recordPayment(ctx, user, input);
  });
  route(app, ctx, api.bounce, ({ id }, { user, reply }) =>
    doOrRequest(ctx, user, reply, 'payment_reversal', { id }),
  );
  route(app, ctx, api.ledger, async ({ id, page, pageSize }) => {
    const flat = await flatOr404(id);
    const rows = await ledgerRows(ctx.db, flat.id);
    return {
      ...newestFirstPage(rows, page, pageSize),
      flat_no: flat.flat_no,
      balance_paise: rows.at(-1)?.balance_paise ?? 0,
    };
  });
  route(app, ctx, api.payments, async ({ id, page, pageSize }) =>
    flatPayments(ctx.db, (await flatOr404(id)).id, page, pageSize),
  );
  route(app, ctx, api.statement, async ({ id, ...range }) => statementOf(ctx, await flatOr404(id), range));
  route(app, ctx, api.collection, async () => {
    const { billing_period } = await readBillingSettings(ctx.db);
    return collectionFigures(ctx.db, ctx.config.SOCIETY_TIMEZONE, billing_period);
  });
  route(app, ctx, api.remind, ({ flat_ids }, { user }) => sendReminders(ctx, user, flat_ids));
}
