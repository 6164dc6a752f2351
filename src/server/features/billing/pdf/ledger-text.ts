// A ledger entry's description (stored in English, as the server wrote it) in a PDF's language: the wordings are
// read by src/shared/ledger-wordings.ts, as the screens read them, and translated with the server's catalogue. A
// note's reason, a cheque's bank and the numbers stay as they were typed; an unknown text is printed as it came.
import type { I18n } from '@lingui/core';
import {
  type LedgerTranslations,
  periodName,
  translateLedgerText,
} from '../../../../shared/ledger-wordings.ts';
import { toLocale } from '../../../../shared/locales.ts';
import { localDate } from '../../../mail/language.ts';

const translations = (i18n: I18n): LedgerTranslations => ({
  maintenanceBill: ([period]) =>
    i18n._('Maintenance bill {period}', { period: periodName(period, toLocale(i18n.locale)) }),
  interest: ([date]) => i18n._('Interest on arrears to {date}', { date: localDate(i18n, date) }),
  creditNote: ([bill, reason]) => i18n._('Credit note against {bill}: {reason}', { bill, reason }),
  debitNote: ([bill, reason]) => i18n._('Debit note against {bill}: {reason}', { bill, reason }),
  cash: () => i18n._('Payment in cash'),
  cheque: ([cheque, bank]) => i18n._('Payment by cheque {cheque}, {bank}', { cheque, bank }),
  transfer: ([mode, reference]) => i18n._('Payment by {mode}, reference {reference}', { mode, reference }),
  bounced: ([cheque, receipt]) =>
    i18n._('Cheque {cheque} bounced: receipt {receipt} reversed', { cheque, receipt }),
  bounceCharge: ([cheque]) => i18n._('Bounced cheque charge (cheque {cheque})', { cheque }),
  openingAdvance: () => i18n._('Opening balance (advance)'),
  openingArrears: () => i18n._('Opening balance (arrears)'),
});

/** The description in `i18n`'s language; in English exactly as the ledger holds it. */
export const ledgerText = (i18n: I18n, description: string) =>
  toLocale(i18n.locale) === 'en' ? description : translateLedgerText(description, translations(i18n));
