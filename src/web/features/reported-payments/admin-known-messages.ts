// The office's reported payments: the server's messages on a decision and the reason it writes itself when a bank
// credit is assigned elsewhere (src/shared/reported-payments.ts), in the clerk's language; with the office's part.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/web/lib/i18n';
import { knowMessages } from '@/web/lib/server-messages';

const STALE: Record<string, MessageDescriptor> = {
  confirmed: msg`This reported payment is already confirmed`,
  rejected: msg`This reported payment is already rejected`,
};

knowMessages(
  {
    'Reported payment not found': msg`Reported payment not found`,
    'This reference has already been used for a confirmed payment. Please check it in your payment app, or contact the office.': msg`This reference has already been used for a confirmed payment. Please check it in your payment app, or contact the office.`,
  },
  [
    [/^This reported payment is already (confirmed|rejected)$/, (status) => i18n._(STALE[status])],
    [
      /^The bank credit with this reference was assigned by the office to flat (.+)\.$/,
      (flats) =>
        i18n._(msg`The bank credit with this reference was assigned by the office to flat ${flats}.`),
    ],
  ],
);
