// The mails the portal sends, each naming the society from its settings. A resident's mail is written in their
// language (`i18n`: serverI18n of their account's code, ./language.ts); the office's (new requests, new feedback, the
// daily digest) in the language of the account at the office's address (addressLanguage), else English.
import type { I18n } from '@lingui/core';
import { localDate } from './language.ts';
import type { Mail } from './mailer.ts';

export interface SocietyInfo {
  name: string;
  email: string;
  contact: string;
}

const signature = (s: SocietyInfo) => `\n\n— ${s.name}\n${s.contact} · ${s.email}`;
const escapeHtml = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function linkMail(
  s: SocietyInfo,
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
): Mail {
  const text = `${intro}\n\n${action}: ${url}${signature(s)}`;
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p style="color:#666">${escapeHtml(s.name)}<br>${escapeHtml(s.contact)} · ${escapeHtml(s.email)}</p>`;
  return { to, subject, text, html, links: [url] };
}

/**
 * A line of a resident's mail's details: its label, English in the code and marked for the catalogue where it is
 * written (`/*i18n*\/ 'Plan'`), and its value: as typed, or written in the recipient's language (a date).
 */
export type MailDetail = [label: string, value: string | ((i18n: I18n) => string)];

const detailLines = (i18n: I18n, details: readonly MailDetail[]) =>
  details.map(([label, value]) => `${i18n._(label)}: ${typeof value === 'string' ? value : value(i18n)}`);

export const verificationMail = (i18n: I18n, s: SocietyInfo, to: string, name: string, url: string) =>
  linkMail(
    s,
    to,
    i18n._('Verify your e-mail for the {society} members portal', { society: s.name }),
    i18n._(
      'Hello {name}, please confirm your e-mail address to finish signing up to the {society} members portal. The link is valid for 24 hours.',
      { name, society: s.name },
    ),
    i18n._('Verify my e-mail'),
    url,
  );

export const passwordResetMail = (i18n: I18n, s: SocietyInfo, to: string, name: string, url: string) =>
  linkMail(
    s,
    to,
    i18n._('Reset your {society} portal password', { society: s.name }),
    i18n._(
      'Hello {name}, we received a request to reset your password. The link is valid for one hour. If you did not ask for this, ignore this mail.',
      { name },
    ),
    i18n._('Set a new password'),
    url,
  );

// A feedback's category and priority as the office's mail names them (in English as stored; marked for the catalogue).
const FEEDBACK_CATEGORY: Record<string, string> = {
  maintenance: /*i18n*/ 'maintenance',
  security: /*i18n*/ 'security',
  amenities: /*i18n*/ 'amenities',
  cleanliness: /*i18n*/ 'cleanliness',
  parking: /*i18n*/ 'parking',
  noise: /*i18n*/ 'noise',
  suggestion: /*i18n*/ 'suggestion',
  complaint: /*i18n*/ 'complaint',
  appreciation: /*i18n*/ 'appreciation',
};
const FEEDBACK_PRIORITY: Record<string, string> = {
  low: /*i18n*/ 'low',
  normal: /*i18n*/ 'normal',
  high: /*i18n*/ 'high',
  urgent: /*i18n*/ 'urgent',
};
const named = (i18n: I18n, names: Record<string, string>, key: string) =>
  Object.hasOwn(names, key) ? i18n._(names[key]) : key;

/** The office's notice of a resident's new feedback, in the office's language; the resident's words as typed. */
export function feedbackMail(
  i18n: I18n,
  s: SocietyInfo,
  f: {
    name: string;
    email: string | null;
    category: string;
    priority: string;
    subject: string;
    message: string;
    created_at: string;
  },
  /** The resident reopened a resolved item: the office hears of it as of new feedback, with their reason. */
  reopened?: { reason: string },
): Mail {
  const from = f.email ? `${f.name} <${f.email}>` : f.name;
  const priority = named(i18n, FEEDBACK_PRIORITY, f.priority);
  const text = [
    reopened ? i18n._('Feedback reopened by {from}', { from }) : i18n._('New feedback from {from}', { from }),
    `${i18n._('Category')}: ${named(i18n, FEEDBACK_CATEGORY, f.category)}`,
    `${i18n._('Priority')}: ${priority}`,
    `${i18n._('Subject')}: ${f.subject}`,
    `${i18n._('Received')}: ${f.created_at}`,
    ...(reopened ? [`${i18n._('Reason for reopening')}: ${reopened.reason}`] : []),
    '',
    f.message,
  ].join('\n');
  const tag = reopened ? i18n._('Reopened') : i18n._('Feedback');
  return {
    to: s.email,
    subject: `[${tag} · ${priority}] ${f.subject}`,
    text: text + signature(s),
  };
}

/**
 * The resident's notice when the office changes their feedback's status or answers it. `status` is the status's
 * key (the translations name each), `label` its English name as the screens show it.
 */
export function feedbackUpdateMail(
  i18n: I18n,
  s: SocietyInfo,
  to: string,
  f: { name: string; subject: string; status: string; label: string; admin_response: string | null },
): Mail {
  const values = { subject: f.subject, status: f.status, label: f.label };
  const text = [
    i18n._('Hello {name},', { name: f.name }),
    '',
    i18n._('Your feedback "{subject}" is now {label}.', values),
    ...(f.admin_response ? ['', i18n._('Response from the office:'), f.admin_response] : []),
    '',
    i18n._('You can follow it under My Submitted Feedback on the portal.'),
  ].join('\n');
  return { to, subject: i18n._('Your feedback "{subject}" is {label}', values), text: text + signature(s) };
}

/**
 * The office person's notice that a feedback item passed a deadline and moved up to them (the escalation job), in
 * their language, with the deadline in the society's time.
 */
export function escalationMail(
  i18n: I18n,
  s: SocietyInfo,
  to: string,
  e: {
    name: string;
    subject: string;
    category: string;
    resident: string;
    level: number;
    url: string;
    /** A deadline it missed, or who in the office escalated it (Escalate now). */
  } & ({ deadline: 'response' | 'resolution'; due: string } | { by: string }),
): Mail {
  const values = { subject: e.subject, level: e.level };
  const text = [
    i18n._('Hello {name},', { name: e.name }),
    '',
    'by' in e
      ? i18n._('{by} escalated the feedback "{subject}" to you.', { ...values, by: e.by })
      : e.deadline === 'response'
        ? i18n._('The feedback "{subject}" was not answered by its response deadline ({due}).', {
            ...values,
            due: e.due,
          })
        : i18n._('The feedback "{subject}" was not resolved by its resolution deadline ({due}).', {
            ...values,
            due: e.due,
          }),
    i18n._('It has been escalated to you (level {level}).', values),
    '',
    `${i18n._('Category')}: ${named(i18n, FEEDBACK_CATEGORY, e.category)}`,
    `${i18n._('From')}: ${e.resident}`,
    '',
    `${i18n._('Open it in Feedback Management')}: ${e.url}`,
  ].join('\n');
  return {
    to,
    subject: i18n._('Escalated to you: {subject}', values),
    text: text + signature(s),
    links: [e.url],
  };
}

/**
 * The resident's notice of an office decision on one of their requests (membership, hall booking, parking,
 * repair): what was decided and the request's key details, one per line. Approving, rejecting (and cancelling)
 * are the office's acts: "has been approved"; a membership that ran out "has expired", whoever marked it.
 */
export function decisionMail(
  i18n: I18n,
  s: SocietyInfo,
  to: string,
  d: {
    name: string;
    /** What was decided about, marked for the catalogue where it is written: 'gym membership'. */
    request: string;
    decision: string;
    details: MailDetail[];
    /** The office's reason (a rejection's is optional), as typed. */
    reason?: string | null;
    /** A further line, e.g. who handles the money of a cancelled booking. */
    note?: string;
  },
): Mail {
  const values = { society: s.name, request: i18n._(d.request), decision: d.decision };
  const expired = d.decision === 'expired';
  const text = [
    i18n._('Hello {name},', { name: d.name }),
    '',
    expired
      ? i18n._('The {society} office has marked your {request} as expired.', values)
      : i18n._('The {society} office has {decision} your {request}.', values),
    ...(d.reason ? ['', i18n._('Reason: {reason}', { reason: d.reason })] : []),
    ...(d.note ? ['', d.note] : []),
    '',
    ...detailLines(i18n, d.details),
    '',
    i18n._('You can see its status on your dashboard on the portal.'),
  ].join('\n');
  const subject = expired
    ? i18n._('Your {request} has expired', values)
    : i18n._('Your {request} has been {decision}', values);
  return { to, subject, text: text + signature(s) };
}

/**
 * A confirmed resident's notice of a new invoice (or the bill run's bill) for their flat: the amount comes
 * formatted (₹, lakh grouping in every language), the dates as YYYY-MM-DD, written in the resident's language.
 */
export function invoiceMail(
  i18n: I18n,
  s: SocietyInfo,
  to: string,
  i: {
    name: string;
    /** 'maintenance' or 'repair' (the translations name each). */
    kind: string;
    flat_no: string;
    invoice_number: string;
    invoice_date: string;
    amount: string;
    due_date: string | null;
    details: MailDetail[];
    url: string;
  },
): Mail {
  const values = { kind: i.kind, flat: i.flat_no, number: i.invoice_number, amount: i.amount };
  const text = [
    i18n._('Hello {name},', { name: i.name }),
    '',
    i18n._('A new {kind} invoice for flat {flat} is on the portal.', values),
    '',
    i18n._('Invoice number: {number}', values),
    i18n._('Invoice date: {date}', { date: localDate(i18n, i.invoice_date) }),
    i18n._('Amount: {amount}', values),
    i.due_date
      ? i18n._('Due date: {date}', { date: localDate(i18n, i.due_date) })
      : i18n._('Due date: Not set'),
    ...detailLines(i18n, i.details),
    '',
    i18n._('Download it under My Invoices: {url}', { url: i.url }),
  ].join('\n');
  const subject = i18n._('New {kind} invoice {number} for flat {flat}: {amount}', values);
  return { to, subject, text: text + signature(s), links: [i.url] };
}

/** The office's notice of a new request from a resident, with a link to the screen where it is approved. */
export function officeRequestMail(
  i18n: I18n,
  s: SocietyInfo,
  r: { request: string; from: string; details: readonly MailDetail[]; url: string },
): Mail {
  const values = { request: i18n._(r.request), from: r.from };
  const text = [
    i18n._('New {request} from {from}.', values),
    '',
    ...detailLines(i18n, r.details),
    '',
    `${i18n._('Review it')}: ${r.url}`,
  ].join('\n');
  return {
    to: s.email,
    subject: i18n._('New {request} from {from}', values),
    text: text + signature(s),
    links: [r.url],
  };
}

/** The office's daily digest: per kind of request, how many came in since the last digest and how many wait. */
export function officeDigestMail(
  i18n: I18n,
  s: SocietyInfo,
  d: { day: string; kinds: { label: string; received: number; pending: number; url: string }[] },
): Mail {
  const received = d.kinds.reduce((sum, k) => sum + k.received, 0);
  const pending = d.kinds.reduce((sum, k) => sum + k.pending, 0);
  const text = [
    i18n._('Requests for the {society} office, {day}: {received} new, {pending} pending in all.', {
      society: s.name,
      day: d.day,
      received,
      pending,
    }),
    '',
    ...d.kinds.map((k) =>
      i18n._('{label}: {received} new, {pending} pending — {url}', { ...k, label: i18n._(k.label) }),
    ),
  ].join('\n');
  return {
    to: s.email,
    subject: i18n._('Daily requests digest, {day}: {received} new, {pending} pending', {
      day: d.day,
      received,
      pending,
    }),
    text: text + signature(s),
    links: d.kinds.map((k) => k.url),
  };
}

/** The resident's notice that the office confirmed their flat: its invoices are now theirs to see. */
export const flatConfirmedMail = (
  i18n: I18n,
  s: SocietyInfo,
  to: string,
  name: string,
  flat: string,
  url: string,
) =>
  linkMail(
    s,
    to,
    i18n._('Your flat {flat} is confirmed on the {society} portal', { flat, society: s.name }),
    i18n._(
      "Hello {name}, the society office has confirmed that you live in flat {flat}. You can now see and download your flat's maintenance and repair invoices under My Invoices, and you will get a mail when a new one is issued.",
      { name, flat },
    ),
    i18n._('Open My Invoices'),
    url,
  );

/** An office staff member the admin invited: the link sets their password (better-auth's reset link). */
export const staffInvitationMail = (s: SocietyInfo, to: string, name: string, url: string, days: number) =>
  linkMail(
    s,
    to,
    `You are invited to the ${s.name} portal's back-office`,
    `Hello ${name}, the office of ${s.name} has invited you to its members portal as office staff. Set a password to sign in. The link is valid for ${days} days and works once; after that, use "Forgot password" on the sign-in page.`,
    'Set my password',
    url,
  );
