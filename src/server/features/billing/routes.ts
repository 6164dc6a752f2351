import type { FastifyInstance } from 'fastify';
import { BILL_RUNS_TEXT, billRunsAdminApi as runs } from '../../../shared/bill-runs-admin.ts';
import { billingAdminApi as api } from '../../../shared/billing-admin.ts';
import { isPending } from '../../../shared/money-approvals.ts';
import type { AppContext } from '../../context.ts';
import { conflict } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { doOrRequest, needsApprover } from '../money-approvals/service.ts';
import { documentProgress, startRunDocuments } from './bill-documents.ts';
import * as billRuns from './bill-runs-service.ts';
import * as inputs from './flat-inputs-service.ts';
import * as heads from './heads-service.ts';
import { addNote } from './notes-service.ts';
import { exportRun, runFlats, runSummary } from './run-preview.ts';
import { readBillingSettings, saveBillingSettings } from './settings-service.ts';

export function billingRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, api.heads, () => heads.listHeads(ctx.db));
  route(app, ctx, api.addHead, async (head, { user, reply }) => {
    reply.code(201);
    return doOrRequest(ctx, user, reply, 'charge_heads', { change: 'add', head });
  });
  route(app, ctx, api.reorderHeads, ({ ids }, { user }) => heads.reorderHeads(ctx, user, ids));
  route(app, ctx, api.updateHead, ({ id, ...head }, { user, reply }) =>
    doOrRequest(ctx, user, reply, 'charge_heads', { change: 'update', id, head }),
  );
  route(app, ctx, api.setHeadActive, ({ id, active }, { user, reply }) =>
    doOrRequest(ctx, user, reply, 'charge_heads', { change: 'active', id, active }),
  );
  route(app, ctx, api.settings, () => readBillingSettings(ctx.db));
  // A new interest rate waits for a second person; the other settings are saved at once.
  route(app, ctx, api.saveSettings, async (input, { user, reply }) => {
    const { interest_rate_bp } = await readBillingSettings(ctx.db);
    if (input.interest_rate === interest_rate_bp || !(await needsApprover(ctx.db, 'interest_rate')))
      return saveBillingSettings(ctx, user, input);
    const others = await saveBillingSettings(ctx, user, { ...input, interest_rate: interest_rate_bp });
    const rate = await doOrRequest(ctx, user, reply, 'interest_rate', {
      interest_rate_bp: input.interest_rate,
    });
    return isPending(rate) ? rate : { ...others, ...rate };
  });

  route(app, ctx, runs.list, (page) => billRuns.listRuns(ctx.db, page));
  route(app, ctx, runs.create, async (input, { user, reply }) => {
    reply.code(201);
    return billRuns.createRun(ctx, user, input);
  });
  route(app, ctx, runs.summary, ({ id }) => runSummary(ctx.db, id));
  route(app, ctx, runs.flats, (query) => runFlats(ctx.db, query));
  route(app, ctx, runs.export, ({ id }) => exportRun(ctx, id));
  route(app, ctx, runs.recompute, ({ id }, { user }) => billRuns.recomputeRun(ctx, user, id));
  route(app, ctx, runs.discard, ({ id }, { user }) => billRuns.discardRun(ctx, user, id));
  // The PDFs and mails of a published run are made after the answer (the office need not wait, nor keep the page
  // open), as a background task whose progress the run's screen shows.
  route(app, ctx, runs.publish, ({ id }, { user, reply }) =>
    doOrRequest(ctx, user, reply, 'bill_run_publish', { id }),
  );
  route(app, ctx, runs.documents, ({ id }) => documentProgress(ctx, id));
  route(app, ctx, runs.makeDocuments, async ({ id }, { user }) => {
    const run = await billRuns.readRun(ctx.db, id);
    if (run.status !== 'published') throw conflict(BILL_RUNS_TEXT.notPublished);
    await startRunDocuments(ctx, run, user.id);
    return documentProgress(ctx, id);
  });
  route(app, ctx, runs.flatInputs, ({ id, period_key }) => inputs.flatInputs(ctx.db, id, period_key));
  route(app, ctx, runs.saveException, (input, { user, reply }) =>
    doOrRequest(ctx, user, reply, 'waiver', input),
  );
  route(app, ctx, runs.removeException, ({ id, head_id }, { user }) =>
    inputs.removeException(ctx, user, id, head_id),
  );
  route(app, ctx, runs.saveReading, (input, { user }) => inputs.saveReading(ctx, user, input));
  // A readings CSV of up to 1MB: more than the app's JSON limit, which stays as it is for other routes.
  app.register(async (scope) => {
    scope.addHook('onRoute', (options) => {
      options.bodyLimit = 2 * 1024 * 1024;
    });
    route(scope, ctx, runs.importReadings, ({ id, csv }, { user }) =>
      billRuns.importRunReadings(ctx, user, id, csv),
    );
  });
  // A credit note takes off what a flat owes: it waits for a second person; a debit note does not.
  route(app, ctx, runs.addNote, async (input, { user, reply }) => {
    reply.code(201);
    return input.kind === 'credit_note'
      ? doOrRequest(ctx, user, reply, 'credit_note', input)
      : addNote(ctx, user, input);
  });
}
