// A signed-in person's language, kept on the account so it follows them to another phone (and, later, their mails).
// A visitor's choice is the `lang` cookie alone (src/shared/locales.ts).
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';
import { LOCALES } from './locales.ts';

const accountLanguage = z.object({ language: z.nullable(z.enum(LOCALES)) });

export const languageApi = {
  /** The account's language; null until the person first chooses one (or signs in with one chosen). */
  get: endpoint({
    method: 'GET',
    path: '/api/language',
    access: 'member',
    input: noInput,
    output: accountLanguage,
  }),
  set: endpoint({
    method: 'PUT',
    path: '/api/language',
    access: 'member',
    input: z.object({ language: z.enum(LOCALES, { error: 'Choose English, मराठी or हिंदी' }) }),
    output: accountLanguage,
  }),
};
