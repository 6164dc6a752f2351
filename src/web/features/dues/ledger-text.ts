// What the server wrote on a ledger entry (in English, as stored for the audit and the CSV statement), shown in the
// person's language: the wordings are read by src/shared/ledger-wordings.ts (the PDFs translate the same ones on the
// server) and each is translated here with its values put in. An unknown text is shown as it came.
import { t } from '@lingui/core/macro';
import {
  type LedgerTranslations,
  periodName as periodInLanguage,
  translateLedgerText,
} from '@/shared/ledger-wordings';
import { displayedLocale, formatDate } from '@/web/lib/utils';

/** A billing period's label ('November 2026', 'Oct–Dec 2026') in the person's language (shared/ledger-wordings.ts). */
export const periodName = (label: string, length: 'long' | 'short' = 'long') =>
  periodInLanguage(label, displayedLocale(), length);

const TRANSLATIONS: LedgerTranslations = {
  maintenanceBill: ([period]) => t`Maintenance bill ${periodName(period)}`,
  interest: ([date]) => t`Interest on arrears to ${formatDate(date)}`,
  creditNote: ([bill, reason]) => t`Credit note against ${bill}: ${reason}`,
  debitNote: ([bill, reason]) => t`Debit note against ${bill}: ${reason}`,
  cash: () => t`Payment in cash`,
  cheque: ([cheque, bank]) => t`Payment by cheque ${cheque}, ${bank}`,
  transfer: ([mode, reference]) => t`Payment by ${mode}, reference ${reference}`,
  bounced: ([cheque, receipt]) => t`Cheque ${cheque} bounced: receipt ${receipt} reversed`,
  bounceCharge: ([cheque]) => t`Bounced cheque charge (cheque ${cheque})`,
  openingAdvance: () => t`Opening balance (advance)`,
  openingArrears: () => t`Opening balance (arrears)`,
};

/** A ledger entry's description in the person's language (in English exactly as the server wrote it). */
export const ledgerText = (description: string): string =>
  displayedLocale() === 'en' ? description : translateLedgerText(description, TRANSLATIONS);
