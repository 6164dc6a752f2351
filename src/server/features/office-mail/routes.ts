import type { FastifyInstance } from 'fastify';
import { officeMailAdminApi } from '../../../shared/office-mail.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { officeMailMode, setOfficeMailMode } from '../../platform/office-mail.ts';

/** Admin → Settings → Office Mail: how the office hears of new requests. */
export function officeMailRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, officeMailAdminApi.get, async () => ({ mode: await officeMailMode(ctx) }));
  route(app, ctx, officeMailAdminApi.update, ({ mode }, { user }) => setOfficeMailMode(ctx, user, mode));
}
