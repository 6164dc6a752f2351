import type { FastifyInstance } from 'fastify';
import { documentsApi } from '../../../shared/documents.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { readDocument } from './service.ts';

export function documentsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, documentsApi.file, ({ name }, { user }) => readDocument(ctx, user, name));
}
