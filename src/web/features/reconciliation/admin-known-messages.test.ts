// The server's messages on the office's money screens (dues, reported payments, bank reconciliation) read in the
// clerk's language, and exactly as the server wrote them in English: the lookups are keyed and matched by the shared
// modules' own text, so a constant reworded without them would show in English again.
import { describe, expect, it } from 'vitest';
import { DUES_ADMIN_TEXT } from '@/shared/dues-admin';
import { RECONCILE_TEXT, STATEMENT_TEXT } from '@/shared/reconciliation-admin';
import { REPORT_TEXT } from '@/shared/reconciliation-report';
import { REPORTED_TEXT } from '@/shared/reported-payments';
import { activate } from '@/web/lib/i18n';
import { inLanguage } from '@/web/lib/server-messages';
import '../dues/admin-known-messages';
import '../reported-payments/admin-known-messages';
import './admin-known-messages';
import { messages as duesHi } from '../../locales/office/dues/hi.po';
import { messages as duesMr } from '../../locales/office/dues/mr.po';
import { messages as reconHi } from '../../locales/office/reconciliation/hi.po';
import { messages as reconMr } from '../../locales/office/reconciliation/mr.po';
import { messages as reportedHi } from '../../locales/office/reported-payments/hi.po';
import { messages as reportedMr } from '../../locales/office/reported-payments/mr.po';

const SHOWN = [
  DUES_ADMIN_TEXT.amount,
  DUES_ADMIN_TEXT.futureDate,
  DUES_ADMIN_TEXT.chequeNumber,
  DUES_ADMIN_TEXT.receivedFrom,
  DUES_ADMIN_TEXT.notCheque,
  DUES_ADMIN_TEXT.alreadyBounced,
  DUES_ADMIN_TEXT.reminderToday,
  REPORTED_TEXT.notFound,
  REPORTED_TEXT.stale('confirmed'),
  REPORTED_TEXT.creditAssignedElsewhere('A-101, B-201'),
  RECONCILE_TEXT.notFound,
  RECONCILE_TEXT.confirmed,
  RECONCILE_TEXT.noProposal,
  RECONCILE_TEXT.flatNotFound('A-909'),
  RECONCILE_TEXT.billNotFound('MB/2026-27/0001'),
  RECONCILE_TEXT.reportDecided('rejected'),
  RECONCILE_TEXT.referenceRecorded('433012345678'),
  RECONCILE_TEXT.notOpen,
  RECONCILE_TEXT.confirmAllTask(1, 'high'),
  RECONCILE_TEXT.confirmAllTask(1250, 'high'),
  STATEMENT_TEXT.empty,
  STATEMENT_TEXT.pdf,
  STATEMENT_TEXT.noAmount(12),
  // A line's cell: the line and the cell's value (and the column's heading) as the bank's file has them.
  STATEMENT_TEXT.formula(14, '=HYPERLINK("x")'),
  STATEMENT_TEXT.badDate(15, '31-Feb'),
  STATEMENT_TEXT.badAmount(16, 'Deposit Amt.', '12a'),
  STATEMENT_TEXT.noDirection(17, '1,500.00'),
  STATEMENT_TEXT.unreadable(18),
  STATEMENT_TEXT.noHeader(20, '"Txn Date", "Narration"'),
  STATEMENT_TEXT.noHeader(
    20,
    'the columns of a known bank (a date, a narration, and the credit and debit amounts)',
  ),
  REPORT_TEXT.fromAfterTo,
  REPORT_TEXT.tooLong,
];

describe.each([
  ['mr', { ...duesMr, ...reportedMr, ...reconMr }],
  ['hi', { ...duesHi, ...reportedHi, ...reconHi }],
] as const)('in %s', (locale, messages) => {
  it.each(SHOWN)('"%s" is translated', (english) => {
    activate(locale, messages);
    const shown = inLanguage(english);
    expect(shown).toMatch(/[\u0900-\u097F]/);
    for (const value of english.match(/\d+(?:,\d+)*|[A-Z]-\d+|MB\/[\d/-]+/g) ?? [])
      expect(shown).toContain(value);
    for (const cell of english.match(/"[^"]*(?:"x")?[^"]*"/g) ?? []) expect(shown).toContain(cell);
    expect(shown).not.toMatch(/ is not a| the cell |known bank|does not say/);
  });
});

it('leaves every one as the server wrote it in English', () => {
  activate('en', {});
  for (const english of SHOWN) expect(inLanguage(english)).toBe(english);
});
