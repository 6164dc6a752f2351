import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api';

/**
 * Puts a refused save's per-field messages under the form's own fields; a field the form does not hold (a file
 * input, say) goes to `other`. Returns the error for the caller's toast; anything but an API error is rethrown.
 */
export function showFieldErrors<V extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: any context and transformed values; only setError is used.
  form: UseFormReturn<V, any, any>,
  err: unknown,
  other?: (field: string, message: string) => void,
): ApiError {
  if (!(err instanceof ApiError)) throw err;
  const own = form.getValues();
  for (const [name, message] of Object.entries(err.fields)) {
    if (name in own) form.setError(name as Path<V>, { message });
    else other?.(name, message);
  }
  return err;
}
