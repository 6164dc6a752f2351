// The ledger's wordings (stored in English, as the server writes them) as the statement and receipt PDFs print
// them: in the PDF's language, with the values as they were; in English exactly as stored.
import { describe, expect, it } from 'vitest';
import { serverI18n } from '../../../mail/language.ts';
import { ledgerText } from './ledger-text.ts';

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

describe.each(['mr', 'hi'])('in %s', (locale) => {
  it.each(WRITTEN)('"%s" is translated, its values kept', (english) => {
    const printed = ledgerText(serverI18n(locale), english);
    expect(printed).not.toBe(english);
    expect(printed).not.toMatch(/Maintenance|Interest|note against|Payment|bounced|Bounced|Opening/);
    expect(printed).toMatch(/[\u0900-\u097F]/);
    for (const value of english.match(
      /[A-Z]{2,}\/[\w/-]+|\d{6,}|HDFC Bank|Water charge billed twice|Late fee/g,
    ) ?? [])
      expect(printed).toContain(value);
  });
});

it('writes the months and dates in the language, with Latin digits', () => {
  expect(ledgerText(serverI18n('mr'), 'Maintenance bill November 2026')).toBe('देखभाल शुल्क बिल नोव्हेंबर 2026');
  expect(ledgerText(serverI18n('hi'), 'Maintenance bill November 2026')).toBe('मेंटेनेंस बिल नवंबर 2026');
  expect(ledgerText(serverI18n('mr'), 'Maintenance bill Oct–Dec 2026')).toMatch(
    /^देखभाल शुल्क बिल ऑक्टो.*डिसें.* 2026$/,
  );
  expect(ledgerText(serverI18n('hi'), 'Interest on arrears to 2026-11-10')).toBe(
    '10 नव॰ 2026 तक के बकाया पर ब्याज',
  );
});

it('prints English as the ledger holds it, and a text it does not know as it came', () => {
  for (const english of WRITTEN) expect(ledgerText(serverI18n('en'), english)).toBe(english);
  expect(ledgerText(serverI18n('mr'), 'Adjustment agreed at the AGM')).toBe('Adjustment agreed at the AGM');
});
