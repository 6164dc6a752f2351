// `npm run backup` while an embedded server runs: the embedded database opens in one process only, so the running
// server makes the backup and streams the archive over a socket in its data folder. Only a user who may write to
// the data folder (where the database itself lives) can connect, so the socket needs no password of its own.
import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import type { AppContext } from '../context.ts';
import { writeBackup } from './backup.ts';
import { describeCounts } from './format.ts';

const REQUEST = 'backup\n';

export const socketPath = (dataDir: string) => join(dataDir, 'backup.sock');

/** Serves backups on the data folder's socket; returns a function that stops it. */
export function serveBackups(ctx: Pick<AppContext, 'database' | 'config' | 'log'>) {
  const path = socketPath(ctx.config.DATA_DIR);
  const server = createServer((socket) => {
    socket.once('data', (request) => {
      if (request.toString() !== REQUEST) return socket.destroy();
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
      `npm run backup cannot reach this server (no socket at ${path}); stop it to back up`,
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
      socket.write(REQUEST);
      resolve(socket);
    });
    socket.once('error', () => resolve(null));
  });
}
