import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { core } from 'zod';

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
