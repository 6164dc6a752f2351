// `npm run backup` and `npm run admin:grant` while an embedded server runs: the embedded database opens in one
// process only, so the running server does the work, asked over a socket in its data folder (the backup's archive
// streams back; a grant answers one line). Only a user who may write to the data folder (where the database itself
// lives) can connect, so the socket needs no password of its own.
import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { grantAdminByEmail } from '../auth/roles.ts';
import type { AppContext } from '../context.ts';
import { writeBackup } from './backup.ts';
import { describeCounts } from './format.ts';

const BACKUP = 'backup\n';
const ADMIN_GRANT = 'admin-grant ';

export const socketPath = (dataDir: string) => join(dataDir, 'backup.sock');

/** What an admin grant asked over the socket answers: the script prints the message, and fails unless ok. */
export interface SocketAnswer {
  ok: boolean;
  message: string;
}

/** Serves backups and admin grants on the data folder's socket; returns a function that stops it. */
export function serveDataFolderSocket(ctx: Pick<AppContext, 'database' | 'config' | 'log'>) {
  const path = socketPath(ctx.config.DATA_DIR);
  const server = createServer((socket) => {
    socket.once('data', (data) => {
      const request = data.toString();
      if (request.startsWith(ADMIN_GRANT) && request.endsWith('\n')) {
        const email = request.slice(ADMIN_GRANT.length, -1).trim().toLowerCase();
        ctx.log.info(`chairman role for ${email} asked for through the data folder`);
        const answer = (a: SocketAnswer) => socket.end(`${JSON.stringify(a)}\n`);
        return grantAdminByEmail(ctx.database.db, email).then(
          (message) => answer({ ok: true, message }),
          (err: Error) => answer({ ok: false, message: err.message }),
        );
      }
      if (request !== BACKUP) return socket.destroy();
      ctx.log.info('backup asked for through the data folder');
      writeBackup(ctx, socket).then(
        (counts) => ctx.log.info(`backup sent: ${describeCounts(counts)}`),
        (err) => ctx.log.error({ err }, 'backup failed'),
      );
    });
    socket.on('error', () => {}); // the reader went away: the backup's own error says so
  });
  const listening = (async () => {
    // A socket left by a server that was killed: this process holds the data folder's lock now.
    await rm(path, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, resolve);
    });
    await chmod(path, 0o600);
  })().catch((err) =>
    ctx.log.warn(
      { err },
      `npm run backup and admin:grant cannot reach this server (no socket at ${path}); stop it to run them`,
    ),
  );
  return async () => {
    await listening;
    await new Promise((resolve) => server.close(resolve));
    await rm(path, { force: true });
  };
}

/** The running server's archive as a stream, or null when no server answers on the data folder's socket. */
export function requestBackup(dataDir: string) {
  return new Promise<Socket | null>((resolve) => {
    const socket = createConnection(socketPath(dataDir));
    socket.once('connect', () => {
      socket.write(BACKUP);
      resolve(socket);
    });
    socket.once('error', () => resolve(null));
  });
}

/** The running server's answer to an admin grant, or null when no server answers on the data folder's socket. */
export function requestAdminGrant(dataDir: string, email: string) {
  return new Promise<SocketAnswer | null>((resolve) => {
    let reply = '';
    const socket = createConnection(socketPath(dataDir));
    socket.once('connect', () => socket.write(`${ADMIN_GRANT}${email}\n`));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
    });
    socket.once('end', () => {
      try {
        resolve(JSON.parse(reply) as SocketAnswer);
      } catch {
        resolve({ ok: false, message: 'The running server gave no answer; see its log.' });
      }
    });
    socket.once('error', () => resolve(null));
  });
}
