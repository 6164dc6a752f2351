import type { FastifyInstance } from 'fastify';
import { feedbackApi } from '../../../shared/feedback.ts';
import { feedbackAdminApi, helpdeskAdminApi } from '../../../shared/feedback-admin.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import {
  addNote,
  assign,
  escalateNow,
  feedbackStats,
  listFeedback,
  listNotes,
  markResolved,
  respond,
  startProgress,
} from './admin-service.ts';
import { helpdeskSettings, saveCategory, saveHours } from './helpdesk.ts';
import { confirmResolved, listMine, readPhoto, reopen, submit } from './service.ts';

export function feedbackRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, feedbackApi.submit, (input, { user }) => submit(ctx, user.id, input));
  route(app, ctx, feedbackApi.mine, ({ page, pageSize }, { user }) =>
    listMine(ctx.db, user.id, page, pageSize),
  );
  route(app, ctx, feedbackApi.submitWithPhotos, (input, { user, files }) =>
    submit(ctx, user.id, input, files),
  );
  route(app, ctx, feedbackApi.photo, ({ id, size }, { user }) => readPhoto(ctx, user, id, size));
  route(app, ctx, feedbackApi.confirm, ({ id, rating, comment }, { user }) =>
    confirmResolved(ctx, user, id, rating, comment),
  );
  route(app, ctx, feedbackApi.reopen, ({ id, reason }, { user }) => reopen(ctx, user, id, reason));

  route(app, ctx, feedbackAdminApi.list, (query, { user }) => listFeedback(ctx.db, user, query));
  route(app, ctx, feedbackAdminApi.stats, () =>
    ctx.cache.memo('admin:feedback-stats', () => feedbackStats(ctx.db)),
  );
  route(app, ctx, feedbackAdminApi.start, ({ id }, { user }) => startProgress(ctx, user, id));
  route(app, ctx, feedbackAdminApi.respond, ({ id, admin_response, status }, { user }) =>
    respond(ctx, user, id, admin_response, status),
  );
  route(app, ctx, feedbackAdminApi.resolve, ({ id }, { user }) => markResolved(ctx, user, id));
  route(app, ctx, feedbackAdminApi.assign, ({ id, assignee_id }, { user }) =>
    assign(ctx, user, id, assignee_id),
  );
  route(app, ctx, feedbackAdminApi.escalate, ({ id }, { user }) => escalateNow(ctx, user, id));
  route(app, ctx, feedbackAdminApi.notes, ({ id }) => listNotes(ctx.db, id));
  route(app, ctx, feedbackAdminApi.addNote, ({ id, note }, { user }) => addNote(ctx.db, user, id, note));

  route(app, ctx, helpdeskAdminApi.settings, () => helpdeskSettings(ctx.db));
  route(app, ctx, helpdeskAdminApi.saveHours, (input, { user }) => saveHours(ctx.db, user, input));
  route(app, ctx, helpdeskAdminApi.saveCategory, (input, { user }) => saveCategory(ctx.db, user, input));
}
