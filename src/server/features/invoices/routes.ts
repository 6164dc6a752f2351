import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

export function invoicesRoutes(_app: FastifyInstance, _ctx: AppContext) {}
