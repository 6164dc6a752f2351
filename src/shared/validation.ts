// Field rules of the resident spec, section 5, with its exact messages. Used by forms and the server alike.
import type { core } from 'zod';
import * as z from 'zod/mini';
import { isValidEmail } from './email-shape.ts';

/** A schema's input after the value is prepared, typed as the schema takes it: any value, optional when it is. */
export interface Preprocessed<T extends core.$ZodType>
  extends z.ZodMiniType<core.output<T>, unknown, core.$ZodPreprocessInternals<T>> {}
/**
 * zod/mini has no `preprocess`: it is a transform piped into the schema (as classic zod builds it), typed as
 * classic zod types it, so a field whose schema is optional stays optional in the object's input type.
 */
export const preprocess = <T extends core.$ZodType>(
  prepare: (value: unknown) => unknown,
  schema: T,
): Preprocessed<T> => z.pipe(z.transform(prepare), schema);

/** An empty form field or filter (or null) counts as not given: the schema sees undefined. */
export const blankIsUnset = <T extends z.ZodMiniType>(schema: T) =>
  preprocess((v) => (v === '' || v === null ? undefined : v), schema);

export const VALIDATION_TEXT = {
  required: 'This field is required',
  tooLong: (max: number) => `Text must be less than ${max} characters`,
  invalidChars: 'Invalid characters detected',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 8 characters long',
  passwordCommon: 'Password cannot contain common patterns',
  passwordClasses: 'Password must contain at least 3 of: uppercase, lowercase, numbers, special characters',
  email: 'Invalid email format',
  phone: 'Phone number must be 10-15 digits',
  flatRequired: 'Flat number is required',
  flatFormat: 'Invalid flat number format',
} as const;

// Script tags, javascript: URLs, inline event handlers and embedding elements.
const UNSAFE = /<\s*\/?\s*script\b|javascript\s*:|\bon[a-z]+\s*=|<\s*\/?\s*(iframe|object|embed)\b/i;
export const hasUnsafeMarkup = (value: string) => UNSAFE.test(value);

// Control characters have no place in any field; line breaks and tabs only in messages and descriptions.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const clean = (multiline: boolean) => (v: string) =>
  !hasUnsafeMarkup(v) && !(multiline ? CONTROL_BUT_LINES : CONTROL).test(v);

const required = (max: number, multiline: boolean) =>
  z
    .string({ error: VALIDATION_TEXT.required })
    .check(
      z.trim(),
      z.minLength(1, VALIDATION_TEXT.required),
      z.maxLength(max, VALIDATION_TEXT.tooLong(max)),
      z.refine(clean(multiline), VALIDATION_TEXT.invalidChars),
    );

const optional = (max: number, multiline: boolean) =>
  z.pipe(
    z.nullish(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(max, VALIDATION_TEXT.tooLong(max)),
          z.refine(clean(multiline), VALIDATION_TEXT.invalidChars),
        ),
    ),
    z.transform((v) => (v ? v : null)),
  );

/** Required, trimmed, one-line text with a maximum length and the markup rule. */
export const text = (max = 255) => required(max, false);
/** Optional one-line text: empty input becomes null. */
export const optionalText = (max = 255) => optional(max, false);
/** Required text that may run over several lines (messages, descriptions). */
export const longText = (max = 2000) => required(max, true);
/** Optional text over several lines: empty input becomes null. */
export const optionalLongText = (max = 2000) => optional(max, true);

export const email = z
  .string({ error: VALIDATION_TEXT.email })
  .check(z.trim(), z.toLowerCase(), z.refine(isValidEmail, VALIDATION_TEXT.email));

/** Optional e-mail: empty becomes null, anything else must be a valid address. */
export const optionalEmail = z
  .pipe(
    z.nullish(z.string({ error: VALIDATION_TEXT.email }).check(z.trim(), z.toLowerCase())),
    z.transform((v) => v || null),
  )
  .check(z.refine((v) => v === null || isValidEmail(v), VALIDATION_TEXT.email));

const PHONE = /^\+?[1-9]\d{9,14}$/;
export const normalizePhone = (value: string) => value.replace(/[\s\-()]/g, '');
export const isValidPhone = (value: string) => PHONE.test(normalizePhone(value));

export const phone = z
  .string({ error: VALIDATION_TEXT.phone })
  .check(z.trim(), z.minLength(1, VALIDATION_TEXT.required), z.refine(isValidPhone, VALIDATION_TEXT.phone));

/** Optional phone: empty becomes null, anything else must pass the phone rule. */
export const optionalPhone = z
  .pipe(
    z.nullish(z.string({ error: VALIDATION_TEXT.phone }).check(z.trim())),
    z.transform((v) => v || null),
  )
  .check(z.refine((v) => v === null || isValidPhone(v), VALIDATION_TEXT.phone));

/** A flat number, stored trimmed and upper case ("b-101 " is B-101). */
export const flatNo = z
  .string({ error: VALIDATION_TEXT.flatRequired })
  .check(
    z.trim(),
    z.minLength(1, VALIDATION_TEXT.flatRequired),
    z.regex(/^[A-Za-z0-9/\- ]{1,10}$/, VALIDATION_TEXT.flatFormat),
    z.toUpperCase(),
  );

const COMMON_PREFIXES = ['password', '123456', 'qwerty', 'admin'];
const characterClasses = (value: string) =>
  [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;

export const password = z.string({ error: VALIDATION_TEXT.passwordRequired }).check(
  z.minLength(1, VALIDATION_TEXT.passwordRequired),
  z.minLength(8, VALIDATION_TEXT.passwordShort),
  z.maxLength(128, VALIDATION_TEXT.tooLong(128)),
  z.refine(
    (v) => !COMMON_PREFIXES.some((p) => v.toLowerCase().startsWith(p)),
    VALIDATION_TEXT.passwordCommon,
  ),
  z.refine((v) => characterClasses(v) >= 3, VALIDATION_TEXT.passwordClasses),
);

export type PasswordStrength = 'weak' | 'medium' | 'strong';
/** Strong with all four classes, medium when the rules pass, weak otherwise. */
export function passwordStrength(value: string): PasswordStrength {
  if (!password.safeParse(value).success) return 'weak';
  return characterClasses(value) === 4 ? 'strong' : 'medium';
}

/** A calendar date as YYYY-MM-DD. */
export const isoDate = z.iso
  .date({ error: 'Please enter a valid date' })
  .check(z.refine((d) => d >= '1900-01-01' && d <= '2999-12-31', 'Please enter a valid date'));

export const uuid = z.uuid({ error: 'Invalid id' });
/** The input of an endpoint addressed by one row's id (`/api/.../:id`). */
export const byId = z.strictObject({ id: uuid });
