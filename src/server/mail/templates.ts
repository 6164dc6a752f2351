// The mails the portal sends, each naming the society from its settings.
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

export const verificationMail = (s: SocietyInfo, to: string, name: string, url: string) =>
  linkMail(
    s,
    to,
    `Verify your e-mail for the ${s.name} members portal`,
    `Hello ${name}, please confirm your e-mail address to finish signing up to the ${s.name} members portal. The link is valid for 24 hours.`,
    'Verify my e-mail',
    url,
  );

export const passwordResetMail = (s: SocietyInfo, to: string, name: string, url: string) =>
  linkMail(
    s,
    to,
    `Reset your ${s.name} portal password`,
    `Hello ${name}, we received a request to reset your password. The link is valid for one hour. If you did not ask for this, ignore this mail.`,
    'Set a new password',
    url,
  );

export function feedbackMail(
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
): Mail {
  const text = [
    `New feedback from ${f.name}${f.email ? ` <${f.email}>` : ''}`,
    `Category: ${f.category}`,
    `Priority: ${f.priority}`,
    `Subject: ${f.subject}`,
    `Received: ${f.created_at}`,
    '',
    f.message,
  ].join('\n');
  return { to: s.email, subject: `[Feedback · ${f.priority}] ${f.subject}`, text: text + signature(s) };
}

/** The resident's notice when the office changes their feedback's status or answers it. */
export function feedbackUpdateMail(
  s: SocietyInfo,
  to: string,
  f: { name: string; subject: string; status: string; admin_response: string | null },
): Mail {
  const text = [
    `Hello ${f.name},`,
    '',
    `Your feedback "${f.subject}" is now ${f.status}.`,
    ...(f.admin_response ? ['', 'Response from the office:', f.admin_response] : []),
    '',
    'You can follow it under My Submitted Feedback on the portal.',
  ].join('\n');
  return { to, subject: `Your feedback "${f.subject}" is ${f.status}`, text: text + signature(s) };
}

/**
 * How a decision reads in its mail's subject and first line. Approving, rejecting (and cancelling) are the office's
 * acts: "has been approved". A membership that ran out "has expired", whoever marked it.
 */
const DECISION_WORDING: Record<string, { subject: string; office: (request: string) => string }> = {
  expired: { subject: 'has expired', office: (request) => `has marked your ${request} as expired` },
};
const wordingOf = (decision: string) =>
  DECISION_WORDING[decision] ?? {
    subject: `has been ${decision}`,
    office: (request: string) => `has ${decision} your ${request}`,
  };

/**
 * The resident's notice of an office decision on one of their requests (membership, hall booking, parking,
 * repair): what was decided and the request's key details, one per line.
 */
export function decisionMail(
  s: SocietyInfo,
  to: string,
  d: {
    name: string;
    request: string;
    decision: string;
    details: [label: string, value: string][];
    /** The office's reason (a rejection's is optional). */
    reason?: string | null;
    /** A further line, e.g. who handles the money of a cancelled booking. */
    note?: string;
  },
): Mail {
  const wording = wordingOf(d.decision);
  const text = [
    `Hello ${d.name},`,
    '',
    `The ${s.name} office ${wording.office(d.request)}.`,
    ...(d.reason ? ['', `Reason: ${d.reason}`] : []),
    ...(d.note ? ['', d.note] : []),
    '',
    ...d.details.map(([label, value]) => `${label}: ${value}`),
    '',
    'You can see its status on your dashboard on the portal.',
  ].join('\n');
  const subject = `Your ${d.request} ${wording.subject}`;
  return { to, subject, text: text + signature(s) };
}

/** A confirmed resident's notice of a new invoice for their flat; amount and dates come formatted. */
export function invoiceMail(
  s: SocietyInfo,
  to: string,
  i: {
    name: string;
    kind: string;
    flat_no: string;
    invoice_number: string;
    invoice_date: string;
    amount: string;
    due_date: string | null;
    details: [label: string, value: string][];
    url: string;
  },
): Mail {
  const text = [
    `Hello ${i.name},`,
    '',
    `A new ${i.kind} invoice for flat ${i.flat_no} is on the portal.`,
    '',
    `Invoice number: ${i.invoice_number}`,
    `Invoice date: ${i.invoice_date}`,
    `Amount: ${i.amount}`,
    `Due date: ${i.due_date ?? 'Not set'}`,
    ...i.details.map(([label, value]) => `${label}: ${value}`),
    '',
    `Download it under My Invoices: ${i.url}`,
  ].join('\n');
  const subject = `New ${i.kind} invoice ${i.invoice_number} for flat ${i.flat_no}: ${i.amount}`;
  return { to, subject, text: text + signature(s), links: [i.url] };
}

/** The office's notice of a new request from a resident, with a link to the screen where it is approved. */
export function officeRequestMail(
  s: SocietyInfo,
  r: { request: string; from: string; details: [label: string, value: string][]; url: string },
): Mail {
  const text = [
    `New ${r.request} from ${r.from}.`,
    '',
    ...r.details.map(([label, value]) => `${label}: ${value}`),
    '',
    `Review it: ${r.url}`,
  ].join('\n');
  return {
    to: s.email,
    subject: `New ${r.request} from ${r.from}`,
    text: text + signature(s),
    links: [r.url],
  };
}

/** The office's daily digest: per kind of request, how many came in since the last digest and how many wait. */
export function officeDigestMail(
  s: SocietyInfo,
  d: { day: string; kinds: { label: string; received: number; pending: number; url: string }[] },
): Mail {
  const received = d.kinds.reduce((sum, k) => sum + k.received, 0);
  const pending = d.kinds.reduce((sum, k) => sum + k.pending, 0);
  const text = [
    `Requests for the ${s.name} office, ${d.day}: ${received} new, ${pending} pending in all.`,
    '',
    ...d.kinds.map((k) => `${k.label}: ${k.received} new, ${k.pending} pending — ${k.url}`),
  ].join('\n');
  return {
    to: s.email,
    subject: `Daily requests digest, ${d.day}: ${received} new, ${pending} pending`,
    text: text + signature(s),
    links: d.kinds.map((k) => k.url),
  };
}

/** The resident's notice that the office confirmed their flat: its invoices are now theirs to see. */
export const flatConfirmedMail = (s: SocietyInfo, to: string, name: string, flat: string, url: string) =>
  linkMail(
    s,
    to,
    `Your flat ${flat} is confirmed on the ${s.name} portal`,
    `Hello ${name}, the society office has confirmed that you live in flat ${flat}. You can now see and download your flat's maintenance and repair invoices under My Invoices, and you will get a mail when a new one is issued.`,
    'Open My Invoices',
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
