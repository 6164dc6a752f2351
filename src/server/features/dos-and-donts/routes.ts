import type { FastifyInstance } from 'fastify';
import { dosAndDontsApi } from '../../../shared/dos-and-donts.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { listActive } from './service.ts';

export function dosAndDontsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, dosAndDontsApi.list, () => listActive(ctx.db));
}
