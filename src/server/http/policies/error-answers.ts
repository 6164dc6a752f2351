// Every failure answers the same way, `{error: {code, message, fields?}}`, with a message meant for people and no
// echo of what was sent; only a 500 is logged as the server's fault.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { core } from 'zod/mini';
import type { ApiErrorBody } from '../../../shared/contract.ts';
import { AppError, validationError } from '../errors.ts';

/** Router-level refusals (an over-long or undecodable path) answer like every other error, echoing nothing. */
export const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  err,
  _req,
  res,
) => {
  const reply = res as unknown as FastifyReply;
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ApiErrorBody = {
    error: {
      code: tooLong ? 'URI_TOO_LONG' : 'BAD_URL',
      message: tooLong ? 'The address is too long' : 'The address could not be read',
    },
  };
  reply.code(tooLong ? 414 : 400).send(body);
};

/** What a thrown error becomes: our own errors as they are, Fastify's and zod's as a client's mistake. */
function asAppError(err: FastifyError | AppError | core.$ZodError): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof core.$ZodError) return validationError(err);
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new AppError(413, 'TOO_LARGE', 'The request is too large');
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return new AppError(400, 'BAD_JSON', 'The request body is not valid JSON');
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return new AppError(415, 'MEDIA_TYPE', 'Unsupported content type');
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
    return new AppError(
      err.statusCode,
      err.code ?? 'BAD_REQUEST',
      err.statusCode === 400 ? 'The request could not be read' : err.message,
    );
  return new AppError(500, 'INTERNAL', 'Something went wrong. Please try again.');
}

export function answerErrors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | core.$ZodError, req, reply) => {
    const e = asAppError(err);
    if (e.status >= 500) req.log.error({ err }, 'request failed');
    const body: ApiErrorBody = {
      error: { code: e.code, message: e.message, ...(e.fields ? { fields: e.fields } : {}) },
    };
    reply.status(e.status).send(body);
  });
}
