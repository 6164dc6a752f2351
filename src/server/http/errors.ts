import type { core } from 'zod/mini';

/** An error a client is meant to see: status, a stable code, a message and optional field messages. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'BAD_REQUEST', message, fields);
export const unauthorized = (message = 'Authentication required. Please log in to continue.') =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = "You don't have admin privileges to access this page.") =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const tooManyRequests = (message: string) => new AppError(429, 'TOO_MANY_REQUESTS', message);

/** Field path -> first message, as forms show them. */
export function fieldMessages(error: core.$ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: core.$ZodError) {
  const fields = fieldMessages(error);
  const first = error.issues[0];
  return new AppError(400, 'VALIDATION', first?.message ?? 'Invalid input', fields);
}
