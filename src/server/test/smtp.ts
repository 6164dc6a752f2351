// A real SMTP server inside the test process, for what only a mail server shows: what arrived, when, and what a
// refusing server does to the portal's mail.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  raw: string;
  /** When it arrived (Date.now()). */
  at: number;
}

/**
 * A local SMTP server without TLS or auth that keeps what it receives. Addresses in `refuse` are rejected with
 * "Mailbox unavailable" (the caller may change the array to let them through later); each refusal is counted.
 */
export async function startSmtp(refuse: string[] = []) {
  const received: Received[] = [];
  const refusals: string[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onRcptTo(address, _session, callback) {
      if (refuse.includes(address.address)) {
        refusals.push(address.address);
        callback(new Error('Mailbox unavailable'));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    refusals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The message with quoted-printable soft breaks and escapes undone, enough to find a link in it. */
export const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The e-mail verification link of the last mail to `to` (as the resident's mail program would show it). */
export function verificationLink(received: Received[], to: string) {
  const mail = received.findLast((r) => r.to.includes(to));
  const link =
    mail && decoded(mail.raw).match(/http:\/\/[^\s"<]+\/api\/auth\/verify-email\?token=[^\s"<]+/)?.[0];
  if (!link) throw new Error(`no verification link mailed to ${to}`);
  return new URL(link.replace(/&amp;/g, '&'));
}
