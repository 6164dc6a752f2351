// The dues' mails to a flat's confirmed residents: a receipt when the office records a payment, a reminder of what
// is due. Queued (mail/queue.ts) in the transaction that records what they tell, so each exists exactly when it
// does, goes out at the queue's pace, and a failed one is retried and shown to the office.
import { dateLabel } from '../../../shared/dates.ts';
import { decimalOf, formatINR } from '../../../shared/money.ts';
import type { AppContext } from '../../context.ts';
import type { Mail } from '../../mail/mailer.ts';

const rupees = (paise: number) => formatINR(decimalOf(paise));

type Society = { name: string; contact: string; email: string };
type Compose = (society: Society, name: string, url: string) => Omit<Mail, 'to'>;

/** One mail per resident, each composed for them, linking to their Maintenance Invoices tab. */
export function residentMails(
  ctx: Pick<AppContext, 'config'>,
  society: Society,
  to: readonly { name: string; email: string }[],
  compose: Compose,
): Mail[] {
  const url = `${ctx.config.publicUrl}/member-invoices`;
  return to.map((resident) => ({ to: resident.email, ...compose(society, resident.name, url) }));
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
  (s, name, url) => ({
    subject: `Receipt ${p.receiptNumber} for flat ${p.flatNo}: ${rupees(p.amountPaise)} received`,
    text: `Hello ${name}, the society office has received ${rupees(p.amountPaise)} for flat ${p.flatNo} on ${dateLabel(p.receivedOn)}${p.cheque ? ' (by cheque, subject to realisation)' : ''}. Receipt ${p.receiptNumber} is under Maintenance Invoices, with your flat's ledger: ${url}${signature(s)}`,
    links: [url],
  });

/**
 * A reminder of what is due, with the way to pay it: the portal's Pay by UPI panel (`payUrl`) and, when the
 * society has a UPI ID, the `upi://` link itself, which opens a phone's UPI app.
 */
export const reminderMailOf =
  (p: { flatNo: string; outstandingPaise: number; payUrl: string; upiLink: string | null }): Compose =>
  (s, name, url) => ({
    subject: `Reminder: ${rupees(p.outstandingPaise)} due for flat ${p.flatNo}`,
    text: `Hello ${name}, our accounts show ${rupees(p.outstandingPaise)} due from flat ${p.flatNo}. Please pay it at the earliest; interest on arrears runs from each due date (bye-law 71).\n\nPay by UPI: ${p.payUrl}${p.upiLink ? `\nOr, on your phone, open this link in your UPI app: ${p.upiLink}` : ''}\n\nYour flat's ledger and statement: ${url}${signature(s)}`,
    links: [p.payUrl, url],
  });
