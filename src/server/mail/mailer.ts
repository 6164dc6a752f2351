// Real mail over SMTP when SMTP_URL is set; otherwise the outbox table plus a log line with the links.

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links the recipient is meant to click; logged in outbox mode so they can be opened from the terminal. */
  links?: string[];
}

export interface Mailer {
  /** Sends a mail now and records it in the outbox; throws when the SMTP server refuses it (recorded as failed). */
  send(mail: Mail): Promise<void>;
  /**
   * Delivers a mail without recording it (the queue records its own row): over SMTP, or into the log in outbox
   * mode. Says which; throws when the SMTP server refuses it.
   */
  deliver(mail: Mail): Promise<'sent' | 'stored'>;
}

export function createMailer(opts: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
}): Mailer {
  const { smtpUrl } = opts;
  // The SMTP library loads with the first mail, not at every start (and never on the outbox).
  const transport = smtpUrl
    ? import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl))
    : null;
  const deliver: Mailer['deliver'] = async (mail) => {
    if (!transport) {
      const links = mail.links ?? [];
      opts.log.info(
        { mail: { to: mail.to, subject: mail.subject, links } },
        `mail to ${mail.to}: ${mail.subject} ${links.join(' ')}`,
      );
      return 'stored';
    }
    await (await transport).sendMail({
      from: opts.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    return 'sent';
  };
  return {
    deliver,
    async send(mail) {
      try {
        const status = await deliver(mail);
        // Sent mails do not keep their links: only the outbox mode needs them, to be opened from the terminal.
        await opts.db
          .insert(mailOutbox)
          .values({ ...mail, links: status === 'stored' ? (mail.links ?? []) : [], status });
      } catch (err) {
        await opts.db.insert(mailOutbox).values({ ...mail, links: [], status: 'failed', error: String(err) });
        throw err;
      }
    },
  };
}
