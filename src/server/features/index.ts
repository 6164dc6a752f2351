import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { accountRoutes } from './account/routes.ts';
import { siteRoutes } from './site/routes.ts';

/** Every feature's routes; each registers its shared contract endpoints. */
export function featureRoutes(app: FastifyInstance, ctx: AppContext) {
  siteRoutes(app, ctx);
  accountRoutes(app, ctx);
}
