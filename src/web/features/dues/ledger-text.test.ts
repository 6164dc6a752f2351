// The ledger's descriptions (stored in English, as the server writes them) read in the person's language, with the
// values as they were; the billing period's month names in the language too.
import { describe, expect, it } from 'vitest';
import { activate } from '@/web/lib/i18n';
import { messages as hi } from '../../locales/features/dues/hi.po';
import { messages as mr } from '../../locales/features/dues/mr.po';
import { ledgerText, periodName } from './ledger-text';

// One of each wording the server writes (billing/bill-runs-service.ts, billing/notes-service.ts, dues/payments.ts,
// dues/flat-accounts.ts).
const WRITTEN = [
  'Maintenance bill November 2026',
  'Maintenance bill Oct–Dec 2026',
  'Interest on arrears to 2026-11-10',
  'Credit note against MB/2026-27/0007: Water charge billed twice',
  'Debit note against MB/2026-27/0007: Late fee',
  'Payment in cash',
  'Payment by cheque 004512, HDFC Bank',
  'Payment by UPI, reference 612345678901',
  'Cheque 004512 bounced: receipt RCT/2026-27/0003 reversed',
  'Bounced cheque charge (cheque 004512)',
  'Opening balance (advance)',
  'Opening balance (arrears)',
];

describe.each([
  ['mr', mr],
  ['hi', hi],
] as const)('in %s', (locale, messages) => {
  it.each(WRITTEN)('"%s" is translated, its values kept', (english) => {
    activate(locale, messages);
    const shown = ledgerText(english);
    expect(shown).not.toBe(english);
    expect(shown).toMatch(/[\u0900-\u097F]/);
    for (const value of english.match(/[A-Z]{2,}\/[\w/-]+|\d{6,}|HDFC Bank|Water charge billed twice/g) ?? [])
      expect(shown).toContain(value);
  });
});

it('writes the months in the language, with Latin digits, and leaves English as the server wrote it', () => {
  activate('mr', mr);
  expect(ledgerText('Maintenance bill November 2026')).toBe('देखभाल शुल्क बिल नोव्हेंबर 2026');
  expect(ledgerText('Interest on arrears to 2026-11-10')).toContain('10 नोव्हें, 2026');
  expect(periodName('Oct–Dec 2026')).toMatch(/^ऑक्टो.*डिसें.* 2026$/);
  expect(periodName('November 2026', 'short')).toBe('नोव्हें 26');
  activate('hi', hi);
  expect(ledgerText('Maintenance bill November 2026')).toBe('मेंटेनेंस बिल नवंबर 2026');
  activate('en', {});
  for (const english of WRITTEN) expect(ledgerText(english)).toBe(english);
  expect(periodName('November 2026', 'short')).toBe('Nov 26');
});

it('shows a text it does not know as it came', () => {
  activate('mr', mr);
  expect(ledgerText('Adjustment agreed at the AGM')).toBe('Adjustment agreed at the AGM');
});
