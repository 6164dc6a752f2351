// The office's dues messages from their schema and the server (src/shared/dues-admin.ts, and the accounts' amount
// rules it reuses), in the clerk's language: added to server-messages.ts's lookup when the dues screen loads
// (admin-dues.tsx, for its dialogs too), so they download with the office's dues part (locales/office/dues/) only.
import { msg } from '@lingui/core/macro';
import { knowMessages } from '@/web/lib/server-messages';

knowMessages({
  'Please enter an amount above 0, in rupees with at most 2 decimals': msg`Please enter an amount above 0, in rupees with at most 2 decimals`,
  'Please enter an amount of 0 or more in rupees, with at most 2 decimals': msg`Please enter an amount of 0 or more in rupees, with at most 2 decimals`,
  'Please enter an amount below ₹10,00,000': msg`Please enter an amount below ₹10,00,000`,
  'Please choose how the payment was made': msg`Please choose how the payment was made`,
  'The date received cannot be in the future': msg`The date received cannot be in the future`,
  'Please enter the cheque number': msg`Please enter the cheque number`,
  'Please enter the bank': msg`Please enter the bank`,
  'Please enter the date on the cheque': msg`Please enter the date on the cheque`,
  'Please enter the transaction reference': msg`Please enter the transaction reference`,
  'Please enter who paid: no confirmed resident of this flat to name': msg`Please enter who paid: no confirmed resident of this flat to name`,
  'This flat is not in the register': msg`This flat is not in the register`,
  'Payment not found': msg`Payment not found`,
  'Only a cheque payment can be marked bounced': msg`Only a cheque payment can be marked bounced`,
  'This cheque has already been marked bounced': msg`This cheque has already been marked bounced`,
  'A reminder has already been sent to this flat today': msg`A reminder has already been sent to this flat today`,
});
