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
  send(mail: Mail): Promise<void>;
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
  return {
    async send(mail) {
      const links = mail.links ?? [];
      if (!transport) {
        await opts.db.insert(mailOutbox).values({ ...mail, links, status: 'stored' });
        opts.log.info(
          { mail: { to: mail.to, subject: mail.subject, links } },
          `mail to ${mail.to}: ${mail.subject} ${links.join(' ')}`,
        );
        return;
      }
      try {
        await (await transport).sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await opts.db.insert(mailOutbox).values({ ...mail, links: [], status: 'sent' });
      } catch (err) {
        await opts.db.insert(mailOutbox).values({ ...mail, links: [], status: 'failed', error: String(err) });
        throw err;
      }
    },
  };
}
