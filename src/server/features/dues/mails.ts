// The dues' mails to a flat's confirmed residents: a receipt when the office records a payment, a reminder of what
// is due. Queued (mail/queue.ts) in the transaction that records what they tell, so each exists exactly when it
// does, goes out at the queue's pace, and a failed one is retried and shown to the office. Each is written in its
// resident's language.
import type { I18n } from '@lingui/core';
import { decimalOf, formatINR } from '../../../shared/money.ts';
import type { AppContext } from '../../context.ts';
import { localDate, serverI18n } from '../../mail/language.ts';
import type { Mail } from '../../mail/mailer.ts';

const rupees = (paise: number) => formatINR(decimalOf(paise));

type Society = { name: string; contact: string; email: string };
type Compose = (i18n: I18n, society: Society, name: string, url: string) => Omit<Mail, 'to'>;

/** One mail per resident, each composed for them, linking to their Maintenance Invoices tab. */
export function residentMails(
  ctx: Pick<AppContext, 'config'>,
  society: Society,
  to: readonly { name: string; email: string; language: string | null }[],
  compose: Compose,
): Mail[] {
  const url = `${ctx.config.publicUrl}/member-invoices`;
  return to.map((resident) => ({
    to: resident.email,
    ...compose(serverI18n(resident.language), society, resident.name, url),
  }));
}

const signature = (s: Society) => `\n\n— ${s.name}\n${s.contact} · ${s.email}`;

export const receiptMailOf =
  (p: {
    receiptNumber: string;
    flatNo: string;
    amountPaise: number;
    receivedOn: string;
    cheque: boolean;
  }): Compose =>
  (i18n, s, name, url) => {
    const values = {
      name,
      number: p.receiptNumber,
      flat: p.flatNo,
      amount: rupees(p.amountPaise),
      date: localDate(i18n, p.receivedOn),
      url,
    };
    const text = p.cheque
      ? i18n._(
          "Hello {name}, the society office has received {amount} for flat {flat} on {date} (by cheque, subject to realisation). Receipt {number} is under Maintenance Invoices, with your flat's ledger: {url}",
          values,
        )
      : i18n._(
          "Hello {name}, the society office has received {amount} for flat {flat} on {date}. Receipt {number} is under Maintenance Invoices, with your flat's ledger: {url}",
          values,
        );
    return {
      subject: i18n._('Receipt {number} for flat {flat}: {amount} received', values),
      text: text + signature(s),
      links: [url],
    };
  };

/**
 * A reminder of what is due, with the way to pay it: the portal's Pay by UPI panel (`payUrl`) and, when the
 * society has a UPI ID, the `upi://` link itself, which opens a phone's UPI app.
 */
export const reminderMailOf =
  (p: { flatNo: string; outstandingPaise: number; payUrl: string; upiLink: string | null }): Compose =>
  (i18n, s, name, url) => {
    const values = { name, amount: rupees(p.outstandingPaise), flat: p.flatNo };
    const text = [
      i18n._(
        'Hello {name}, our accounts show {amount} due from flat {flat}. Please pay it at the earliest; interest on arrears runs from each due date (bye-law 71).',
        values,
      ),
      '',
      i18n._('Pay by UPI: {url}', { url: p.payUrl }),
      ...(p.upiLink
        ? [i18n._('Or, on your phone, open this link in your UPI app: {link}', { link: p.upiLink })]
        : []),
      '',
      i18n._("Your flat's ledger and statement: {url}", { url }),
    ].join('\n');
    return {
      subject: i18n._('Reminder: {amount} due for flat {flat}', values),
      text: text + signature(s),
      links: [p.payUrl, url],
    };
  };
