// The glue between the forms and the shared schemas: one way to build a form, one way to show a refused save.
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { core } from 'zod';
import { ApiError } from './api';

/**
 * A form checked by a shared schema (the server's own rules). Its fields (V, inferred from the default values)
 * hold the form's draft, which need not be the schema's input type: a choice not yet made is '', a number is
 * typed as text. The schema parses whatever the fields hold, as the server parses a request body, so the
 * submit handler gets the schema's output (O) and a refused draft shows the schema's messages under the fields.
 */
export function useZodForm<V extends FieldValues, O>(
  // biome-ignore lint/suspicious/noExplicitAny: the schema takes any draft, as the server takes any body.
  schema: core.$ZodType<O, any>,
  options: Omit<UseFormProps<V, unknown, O>, 'resolver'> = {},
) {
  return useForm<V, unknown, O>({ ...options, resolver: zodResolver<V, unknown, O>(schema) });
}

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
