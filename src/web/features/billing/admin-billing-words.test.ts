// The bill runs' messages that carry more than one value, read in the office's language: a publish's background
// tasks as their progress names them (with the period's month names), and a refused meter readings CSV, whose first
// row's problems are each translated. Built with the shared constants, as the server writes them.
import { describe, expect, it } from 'vitest';
import { BILL_RUNS_TEXT, billTaskLabel } from '@/shared/bill-runs-admin';
import { activate } from '@/web/lib/i18n';
import { inLanguage } from '@/web/lib/server-messages';
import './admin-billing-words';
import { messages as hi } from '../../locales/office/billing/hi.po';
import { messages as mr } from '../../locales/office/billing/mr.po';

// As readings-import.ts words a refused file: how many rows, then the first one's problems ('column: problem').
const refused = (count: number, row: number, problems: string[]) =>
  BILL_RUNS_TEXT.csvProblems(count, `Row ${row}: ${problems.join('; ')}`);
const PROBLEMS = [
  BILL_RUNS_TEXT.csvUnknownFlat('Z-999'),
  BILL_RUNS_TEXT.csvUnknownHead('Gas'),
  `amount: ${BILL_RUNS_TEXT.inputAmount}`,
  BILL_RUNS_TEXT.csvRepeated('7, 9'),
  'This row has 2 values but the header has 3 columns (a value with a comma needs quotes)',
];

it.each([
  ['mr', mr, 'नोव्हेंबर 2026 च्या बिलांच्या PDF', 'नोव्हेंबर 2026 च्या बिलांचे ईमेल'],
  ['hi', hi, 'नवंबर 2026 के बिलों की PDF', 'नवंबर 2026 के बिलों के ईमेल'],
] as const)('names the bill tasks in %s, with the month in the language', (locale, messages, pdfs, mails) => {
  activate(locale, messages);
  expect(inLanguage(billTaskLabel('pdfs', 'November 2026'))).toBe(pdfs);
  expect(inLanguage(billTaskLabel('mails', 'November 2026'))).toBe(mails);
  expect(inLanguage(billTaskLabel('pdfs', 'Oct–Dec 2026'))).toMatch(/^\S+\s?–\s?\S+ 2026 /);
});

describe.each([
  ['mr', mr],
  ['hi', hi],
] as const)('a refused meter readings CSV in %s', (locale, messages) => {
  it('says how many rows, and translates each problem of the first, keeping the values', () => {
    activate(locale, messages);
    for (const [count, problems] of [
      [1, PROBLEMS.slice(0, 1)],
      [3, PROBLEMS.slice(0, 3)],
      [12, PROBLEMS.slice(3)],
    ] as const) {
      const english = refused(count, 4, [...problems]);
      const shown = inLanguage(english);
      expect(shown).toMatch(/[\u0900-\u097F]/);
      expect(shown).not.toMatch(/row|nothing was imported|is not in|there is no|also on|values but/);
      for (const value of [
        String(count),
        '4',
        ...(english.match(/Z-999|"Gas"|7, 9|flat_no:|head:|amount:/g) ?? []),
      ])
        expect(shown).toContain(value);
    }
  });
});

it('leaves them as the server wrote them in English', () => {
  activate('en', {});
  for (const english of [billTaskLabel('pdfs', 'November 2026'), refused(3, 4, PROBLEMS)])
    expect(inLanguage(english)).toBe(english);
});
