// The language of what the server writes to a person (mails, and the PDFs it makes for them): Lingui's core with
// the server's own catalogues, src/server/locales/<locale>.po (lingui.config.ts; `npx lingui extract --clean`).
// Messages are written in English in the code as `i18n._('Hello {name}', { name })` (no macro: the server runs
// under tsx, esbuild and vitest alike), which `lingui extract` finds by the name `i18n`. The catalogues are read
// and compiled once per process; a message missing from one shows its English text, never an id.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { INTL_LOCALE, type Locale, toLocale } from '../../shared/locales.ts';
import { SERVER_LOCALES } from '../paths.ts';

/** A string of a .po file's entry: `msgid "…"` and its continuation lines, unescaped (PO escapes are JSON's). */
function poField(entry: string, key: 'msgid' | 'msgstr') {
  const found = entry.match(new RegExp(`^${key} ("(?:[^"\\\\]|\\\\.)*"(?:\\n"(?:[^"\\\\]|\\\\.)*")*)`, 'm'));
  return found
    ? found[1]
        .split('\n')
        .map((part) => JSON.parse(part) as string)
        .join('')
    : '';
}

/** A catalogue's messages, compiled; an entry not translated yet is its English (the id is the English text). */
function readCatalogue(locale: Locale) {
  const messages: Record<string, ReturnType<typeof compileMessage>> = {};
  for (const entry of readFileSync(join(SERVER_LOCALES, `${locale}.po`), 'utf8').split(/\n\s*\n/)) {
    const id = poField(entry, 'msgid');
    if (id) messages[id] = compileMessage(poField(entry, 'msgstr') || id);
  }
  return messages;
}

const instances = new Map<Locale, I18n>();

/** The messages of a language code from anywhere (an account, a request); any other code is English. */
export function serverI18n(code: unknown): I18n {
  const locale = toLocale(code);
  let i18n = instances.get(locale);
  if (!i18n) {
    // Numbers an ICU message formats itself (plurals' #) in the language's Indian form with Latin digits.
    i18n = setupI18n({ locale, locales: INTL_LOCALE[locale], messages: { [locale]: readCatalogue(locale) } });
    // A message the catalogue does not hold yet (the code changed, extract not run) is compiled from its English.
    i18n.setMessagesCompiler(compileMessage);
    instances.set(locale, i18n);
  }
  return i18n;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A YYYY-MM-DD date in the language's Indian form (15 Jan 2031; 15 जाने, 2031), Latin digits, any machine. */
export function localDate(i18n: I18n, isoDate: string) {
  const tag = INTL_LOCALE[toLocale(i18n.locale)];
  let format = dateFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(tag, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
