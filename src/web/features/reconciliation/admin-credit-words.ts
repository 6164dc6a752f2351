// Bank Reconciliation's words: the shared labels and toasts (src/shared/reconciliation-admin.ts and
// reported-payments.ts keep them for the server and the tests), translated for the office's screen.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  Confidence,
  ConfirmedCredit,
  CreditFilter,
  ProposalRule,
  StatementCredit,
  StatementImport,
} from '@/shared/reconciliation-admin';
import type { PaymentPurpose } from '@/shared/reported-payments';
import type { BadgeVariant } from '@/web/components/ui/badge';
import { i18n } from '@/web/lib/i18n';

export const count = (n: number) => n.toLocaleString('en-IN');

export const PURPOSE_NAME: Record<PaymentPurpose, MessageDescriptor> = {
  dues: msg`Maintenance dues`,
  membership: msg`Gym membership`,
  hall_booking: msg`Hall booking`,
};
export const RULE_NAME: Record<ProposalRule, MessageDescriptor> = {
  reference: msg`Reference reported by the resident`,
  bill: msg`Bill number in the narration`,
  flat: msg`Flat number in the narration`,
  payer: msg`Payer known from the flat's earlier payments`,
  amount: msg`Amount equals the flat's outstanding`,
  office: msg`Assigned by the office`,
};
export const CONFIDENCE_NAME: Record<Confidence, MessageDescriptor> = {
  high: msg({ message: 'High', context: 'confidence' }),
  medium: msg({ message: 'Medium', context: 'confidence' }),
  low: msg({ message: 'Low', context: 'confidence' }),
};
export const SHOW_NAME: Record<Exclude<CreditFilter, 'all'>, MessageDescriptor> = {
  proposed: msg`Proposed`,
  unmatched: msg`Unmatched`,
  confirmed: msg`Confirmed`,
};
// The toasts are functions: read when shown, in the language of that moment.
export const noUndo = () =>
  i18n._(
    msg`Confirming records the payments and their receipts; it cannot be undone (a correction is a new document).`,
  );

/** What a confirmation says: the receipts of the flats paid, or the gym or hall payment found in the bank. */
export const confirmedToast = (r: ConfirmedCredit) => {
  if (r.purpose && r.purpose !== 'dues') {
    const pays = i18n._(PURPOSE_NAME[r.purpose]).toLowerCase();
    return i18n._(msg`Payment confirmed: ${pays} paid`);
  }
  const receipts = r.payments.map((p) => p.receipt_number).join(', ');
  return i18n._(msg`Payment confirmed: receipt ${receipts}`);
};
/** What a proposal pays, in words: a gym or hall payment, else the flats. */
export const paysLabel = (credit: StatementCredit) => {
  const p = credit.proposal;
  if (p?.purpose && p.purpose !== 'dues') return i18n._(PURPOSE_NAME[p.purpose]).toLowerCase();
  const flats = p?.parts.map((part) => part.flat_no).join(', ') ?? '';
  return i18n._(msg`flat ${flats}`);
};

export const importedToast = (result: StatementImport) =>
  i18n._(
    msg`Statement imported: ${count(result.lines_new)} new lines, ${count(result.matched)} of ${count(result.credits_new)} credits proposed`,
  );
export const CONFIDENCE_BADGE: Record<Confidence, BadgeVariant> = {
  high: 'success',
  medium: 'secondary',
  low: 'outline',
};
